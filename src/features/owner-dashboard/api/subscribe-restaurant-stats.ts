import { doc, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { subscribeDoc } from '@/firebase/subscribe-query';
import { toRestaurantStats, type RestaurantStats } from '@/domain/user-record';

/**
 * Live (spec section 7, "user document for restaurantProfile (statistics, spenders)"): the owner's
 * private statistics; a missing document reads as no bill yet.
 */
export function subscribeToRestaurantStats(
  uid: string,
  onNext: (stats: RestaurantStats) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeDoc(
    doc(db, 'users', uid, 'private', 'restaurantStats'),
    (_id, data) => toRestaurantStats(data),
    (stats) => onNext(stats ?? toRestaurantStats(undefined)),
    onError,
  );
}
