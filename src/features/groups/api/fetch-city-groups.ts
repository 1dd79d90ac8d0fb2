import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/firebase/collection-names';
import { firestoreLite } from '@/firebase/firestore-lite';
import { CITY_GROUPS_SHOWN } from '../model/city';
import { toGroup, type EliteGroup } from '../model/group';

/** A city's top groups by totalPoints (decision 0052): one bounded read when its dialog opens. */
export async function fetchCityGroups(cityId: string): Promise<EliteGroup[]> {
  const snap = await getDocs(
    query(
      collection(firestoreLite(), COLLECTIONS.eliteGroups),
      where('cityId', '==', cityId),
      orderBy('totalPoints', 'desc'),
      limit(CITY_GROUPS_SHOWN),
    ),
  );
  return snap.docs.map((d) => toGroup(d.id, d.data()));
}
