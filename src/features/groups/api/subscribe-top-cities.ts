import { limit, orderBy, query, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { subscribeQuery } from '@/firebase/subscribe-query';
import { ELITE_CITIES_SHOWN, toCity, type EliteCity } from '../model/city';
import { citiesCol } from '@/firebase/collections';

/** Live: the top Elite Cities by totalPoints (decision 0052), a bounded page whatever the groups. */
export function subscribeToTopCities(
  onNext: (cities: EliteCity[]) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeQuery(
    query(citiesCol(db), orderBy('totalPoints', 'desc'), limit(ELITE_CITIES_SHOWN)),
    toCity,
    onNext,
    onError,
  );
}
