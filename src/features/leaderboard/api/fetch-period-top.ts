// This Week / This Month / This Year (issue 13, docs/decisions/0010-caps-and-periods.md): loaded only
// when one is chosen, so the first visit's All Time board does not carry it. One indexed query through
// the lite SDK; a user whose stored key is another period is left out by the query itself.
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { firestoreLite } from '@/lib/firestore-lite';
import { periodKeysAt, type PeriodName } from '@/lib/period-keys';
import { pointsInPeriod } from '@/lib/period-points';
import { toUserRecord } from '@/lib/user-record';
import { LEADERBOARD_SIZE, type Candidate, type PointsType } from '../model';

/** The top 10 of the current period (Europe/Rome, by this device's clock) with more than 0 points. */
export async function fetchPeriodTop(
  period: PeriodName,
  type: PointsType,
  now: Date = new Date(),
): Promise<Candidate[]> {
  const key = periodKeysAt(now)[period];
  const field = `periodPoints.${period}.${type}`;
  const snap = await getDocs(
    query(
      collection(firestoreLite(), 'users'),
      where(`periodPoints.${period}.key`, '==', key),
      where(field, '>', 0),
      orderBy(field, 'desc'),
      limit(LEADERBOARD_SIZE),
    ),
  );
  return snap.docs.map((d) => ({
    user: toUserRecord(d.id, d.data()),
    points: pointsInPeriod(d.data(), period, key, type),
  }));
}
