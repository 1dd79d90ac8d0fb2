// The Friends board (issue 13): you and the people you follow, signed in only, loaded on demand. The
// follows by followerId, then those users by id, 30 per query (src/lib/user-lookups.ts); never a read
// per user. The full SDK is already loaded for a signed-in user.
import { collection, getDocs, query, where, type Firestore } from 'firebase/firestore';
import { firestore } from '@/lib/firebase';
import { periodKeysAt } from '@/lib/period-keys';
import { pointsInPeriod } from '@/lib/period-points';
import { fetchUserDocsByIds } from '@/lib/user-lookups';
import { toUserRecord } from '@/lib/user-record';
import { pointsOf, type Candidate, type Period, type PointsType } from '../model';

export async function fetchFriendsBoard(
  uid: string,
  period: Period,
  type: PointsType,
  db: Firestore = firestore(),
  now: Date = new Date(),
): Promise<Candidate[]> {
  const follows = await getDocs(query(collection(db, 'follows'), where('followerId', '==', uid)));
  const ids = follows.docs
    .map((d) => d.get('targetUserId'))
    .filter((id): id is string => typeof id === 'string');
  const users = await fetchUserDocsByIds([uid, ...ids], db);
  const key = period === 'all' ? '' : periodKeysAt(now)[period];
  return users.map(({ id, data }) => {
    const user = toUserRecord(id, data);
    return {
      user,
      points: period === 'all' ? pointsOf(user, type) : pointsInPeriod(data, period, key, type),
    };
  });
}
