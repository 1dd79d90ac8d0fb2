import type { Firestore, Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { subscribeDoc } from '@/firebase/subscribe-query';
import { toRestaurantStats, type RestaurantStats } from '@/domain/user-record';
import { restaurantStatsDoc } from '@/firebase/collections';

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
    restaurantStatsDoc(db, uid),
    (_id, data) => toRestaurantStats(data),
    (stats) => onNext(stats ?? toRestaurantStats(undefined)),
    onError,
  );
}
