import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/firebase/collection-names';
import { firestoreLite } from '@/firebase/firestore-lite';
import { ELITE_GROUPS_SHOWN, toGroup, type EliteGroup } from '../model/group';

/**
 * A signed-out visitor's one-time read of the top 3 groups by totalPoints, through firestore/lite (the
 * leaderboard already loaded it), so the home page never pulls the full SDK for a visitor.
 */
export async function fetchTopGroups(): Promise<EliteGroup[]> {
  const snap = await getDocs(
    query(
      collection(firestoreLite(), COLLECTIONS.eliteGroups),
      orderBy('totalPoints', 'desc'),
      limit(ELITE_GROUPS_SHOWN),
    ),
  );
  return snap.docs.map((d) => toGroup(d.id, d.data()));
}
