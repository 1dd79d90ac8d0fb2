import { doc, onSnapshot, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { counted } from '@/firebase/live-listeners';
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
  return counted(
    onSnapshot(
      doc(db, 'users', uid, 'private', 'restaurantStats'),
      (snap) => onNext(toRestaurantStats(snap.data({ serverTimestamps: 'estimate' }))),
      onError,
    ),
  );
}
