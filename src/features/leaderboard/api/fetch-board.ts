// The boards other than the public All Time (docs/decisions/0010-caps-and-periods.md): This
// Week / This Month / This Year, the Friends board, and the verified boards (decision 0046). Loaded only when one is chosen, so the first
// visit's All Time board does not carry this code; through the lite SDK like the public board (one-time
// reads, fresh from the server, no full SDK for a visitor who picks a period).
import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type DocumentData,
} from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/firebase/collection-names';
import { firestoreLite } from '@/firebase/firestore-lite';
import { periodKeysAt, type PeriodName } from '@/domain/period-keys';
import { pointsInPeriod } from '@/domain/period-points';
import {
  LEADERBOARD_SIZE,
  pointsOf,
  toBoardUser,
  type BoardChoice,
  type Candidate,
  type BoardType,
  type Period,
} from '../model';

/** Firestore's `in` filter takes at most 30 values. */
const IN_LIMIT = 30;

/**
 * The top 10 of the current period (Europe/Rome, by this device's clock) with more than 0 points: one
 * indexed query; a user whose stored key is another period is left out by the query itself.
 */
export async function fetchPeriodTop(
  period: PeriodName,
  type: BoardType,
  now: Date = new Date(),
): Promise<Candidate[]> {
  const key = periodKeysAt(now)[period];
  const field = `periodPoints.${period}.${type}`;
  const snap = await getDocs(
    query(
      collection(firestoreLite(), COLLECTIONS.users),
      where(`periodPoints.${period}.key`, '==', key),
      where(field, '>', 0),
      orderBy(field, 'desc'),
      limit(LEADERBOARD_SIZE),
    ),
  );
  return snap.docs.map((d) => ({
    user: toBoardUser(d.id, d.data()),
    points: pointsInPeriod(d.data(), period, key, type),
  }));
}

/**
 * The top 10 by verified gold of all time (users/{uid}.verifiedGold, moved only by verified bills,
 * decision 0046), more than 0: one query on one field (its automatic single-field index).
 */
export async function fetchVerifiedTop(): Promise<Candidate[]> {
  const snap = await getDocs(
    query(
      collection(firestoreLite(), COLLECTIONS.users),
      where('verifiedGold', '>', 0),
      orderBy('verifiedGold', 'desc'),
      limit(LEADERBOARD_SIZE),
    ),
  );
  return snap.docs.map((d) => {
    const user = toBoardUser(d.id, d.data());
    return { user, points: user.verifiedGold };
  });
}

/**
 * The Friends board (signed in only): you and the people you follow, with the points of the chosen
 * period and type. The follows by followerId (one query), then those users by id, 30 per query; never a
 * read per user.
 */
export async function fetchFriendsBoard(
  uid: string,
  period: Period,
  type: BoardType,
  now: Date = new Date(),
): Promise<Candidate[]> {
  const db = firestoreLite();
  const follows = await getDocs(query(collection(db, COLLECTIONS.follows), where('followerId', '==', uid)));
  const ids = [...new Set([uid, ...follows.docs.map((d) => d.get('targetUserId') as unknown)])].filter(
    (id): id is string => typeof id === 'string' && id !== '',
  );
  const pages = [];
  for (let i = 0; i < ids.length; i += IN_LIMIT) {
    pages.push(
      // By the uid field (= the document id, which sign-up's rule enforces).
      getDocs(query(collection(db, COLLECTIONS.users), where('uid', 'in', ids.slice(i, i + IN_LIMIT)))),
    );
  }
  const users: { id: string; data: DocumentData }[] = (await Promise.all(pages)).flatMap((snap) =>
    snap.docs.map((d) => ({ id: d.id, data: d.data() })),
  );
  const key = period === 'all' ? '' : periodKeysAt(now)[period];
  return users.map(({ id, data }) => {
    const user = toBoardUser(id, data);
    return {
      user,
      points: period === 'all' ? pointsOf(user, type) : pointsInPeriod(data, period, key, type),
    };
  });
}

/** The Friends board, or the public board of a calendar period or of verified gold (All Time gold and
 *  silver are fetchTopUsers). */
export function fetchBoard({ type, period, friendsOf }: BoardChoice): Promise<Candidate[]> {
  if (friendsOf) return fetchFriendsBoard(friendsOf, period, type);
  if (period === 'all' && type === 'verified') return fetchVerifiedTop();
  if (period === 'all') throw new Error('The public All Time board is fetchTopUsers');
  return fetchPeriodTop(period, type);
}
