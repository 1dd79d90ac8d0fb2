// The Elite Cities' counters in a group's own write (decision 0052): each city a group leaves or
// joins moves by the group's points, members and itself; a city met for the first time is created.
import { increment, serverTimestamp, type Firestore, type Transaction } from 'firebase/firestore';
import { cityMoves, type CityShare } from '@/domain/elite-city';
import { cityDoc } from './collections';
import type { WriteStep } from './write-steps';

/** increment(n) that keeps an int an int (the SDK sends -0 as a double: decision 0020). */
const intIncrement = (n: number) => increment(n === 0 ? 0 : n);

/** The ids of the cities that exist among `cityIds`, read in the transaction (reads come first). */
export async function existingCities(
  tx: Transaction,
  db: Firestore,
  cityIds: readonly (string | undefined)[],
): Promise<Set<string>> {
  const ids = [...new Set(cityIds.filter((id): id is string => !!id))];
  const snaps = await Promise.all(ids.map((id) => tx.get(cityDoc(db, id))));
  return new Set(snaps.filter((s) => s.exists()).map((s) => s.id));
}

/**
 * The city documents of a group's write, from its share before and after (null: absent or not counted),
 * each naming the group (lastGroupId) so that the rules can check the move against it.
 */
export function cityMoveSteps(
  db: Firestore,
  groupId: string,
  before: CityShare | null,
  after: CityShare | null,
  existing: ReadonlySet<string>,
): WriteStep<'city'>[] {
  return cityMoves(before, after).map((m) =>
    existing.has(m.cityId)
      ? {
          name: 'city',
          ref: cityDoc(db, m.cityId),
          update: {
            totalPoints: intIncrement(m.points),
            totalUsers: intIncrement(m.users),
            totalGroups: intIncrement(m.groups),
            lastGroupId: groupId,
            updatedAt: serverTimestamp(),
          },
        }
      : {
          name: 'city',
          ref: cityDoc(db, m.cityId),
          set: {
            name: m.name,
            totalPoints: m.points,
            totalUsers: m.users,
            totalGroups: m.groups,
            lastGroupId: groupId,
            updatedAt: serverTimestamp(),
          },
        },
  );
}
