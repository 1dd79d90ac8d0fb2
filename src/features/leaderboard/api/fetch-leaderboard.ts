import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { firestoreLite } from '@/lib/firestore-lite';
import { LEADERBOARD_SIZE, toBoardUser, type BoardUser, type PointsType } from '../model';
import { takeFirstBoard } from './first-board';

/** One-time query (spec section 7), through the lite SDK: the top 10 by gold or silver, only users with more than 0. */
export async function fetchTopUsers(type: PointsType): Promise<BoardUser[]> {
  // The first visit's gold board was asked for by the HTML already; if that answer failed, ask again.
  const first = type === 'gold' ? takeFirstBoard() : null;
  if (first) {
    try {
      return await first;
    } catch {
      // fall through to the Lite reader
    }
  }
  const field = type === 'gold' ? 'goldPoints' : 'silverPoints';
  const snap = await getDocs(
    query(
      collection(firestoreLite(), 'users'),
      where(field, '>', 0),
      orderBy(field, 'desc'),
      limit(LEADERBOARD_SIZE),
    ),
  );
  return snap.docs.map((d) => toBoardUser(d.id, d.data()));
}

/** Like counts for the listed users, one query per 30 (likes whose target id is a user id). */
export async function fetchLikeCounts(uids: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (let i = 0; i < uids.length; i += 30) {
    const snap = await getDocs(
      query(collection(firestoreLite(), 'likes'), where('billId', 'in', uids.slice(i, i + 30))),
    );
    for (const d of snap.docs) {
      const target = d.get('billId') as string;
      counts[target] = (counts[target] ?? 0) + 1;
    }
  }
  return counts;
}
