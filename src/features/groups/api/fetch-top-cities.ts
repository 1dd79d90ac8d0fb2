import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/firebase/collection-names';
import { firestoreLite } from '@/firebase/firestore-lite';
import { ELITE_CITIES_SHOWN, toCity, type EliteCity } from '../model/city';

/** A signed-out visitor's one read of the top Elite Cities, through firestore/lite (as fetchTopGroups). */
export async function fetchTopCities(): Promise<EliteCity[]> {
  const snap = await getDocs(
    query(
      collection(firestoreLite(), COLLECTIONS.eliteCities),
      orderBy('totalPoints', 'desc'),
      limit(ELITE_CITIES_SHOWN),
    ),
  );
  return snap.docs.map((d) => toCity(d.id, d.data()));
}
