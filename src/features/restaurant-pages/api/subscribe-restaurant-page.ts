import type { Firestore, Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { subscribeDoc } from '@/firebase/subscribe-query';
import { toRestaurantPage, type RestaurantPage } from '@/domain/restaurant-page';
import { restaurantPageDoc } from '@/firebase/collections';

/**
 * Live: restaurantPages/{key} (decision 0038), its counters kept exact by the rules, so the page never
 * counts bills; null while no bill has named the restaurant.
 */
export function subscribeToRestaurantPage(
  restaurantKey: string,
  onNext: (page: RestaurantPage | null) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeDoc(
    restaurantPageDoc(db, restaurantKey),
    (id, data) => toRestaurantPage(id, data),
    onNext,
    onError,
  );
}
