import type { Firestore, Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { subscribeDoc } from '@/firebase/subscribe-query';
import { averageRating, toRestaurantPage } from '@/domain/restaurant-page';
import { restaurantPageDoc } from '@/firebase/collections';

export interface RestaurantRating {
  /** The average of the verified diners' ratings; 0 before the first. */
  rating: number;
  /** How many verified diners rated it. */
  reviews: number;
  /** Bills scanned at the restaurant, and of them those its till verified (decision 0046). */
  billCount: number;
  verifiedBillCount: number;
}

/**
 * Live: the rating of the owner's restaurant from its public page (restaurantPages/{key}, decision 0038),
 * kept by the reviews themselves, and its bill counts, all and verified (decision 0046), kept by the bills;
 * no page yet (no bill) reads as no rating and no bill.
 */
export function subscribeToRestaurantRating(
  restaurantKey: string,
  onNext: (rating: RestaurantRating) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeDoc(
    restaurantPageDoc(db, restaurantKey),
    (id, data) => toRestaurantPage(id, data),
    (page) =>
      onNext({
        rating: page ? (averageRating(page) ?? 0) : 0,
        reviews: page?.ratingCount ?? 0,
        billCount: page?.billCount ?? 0,
        verifiedBillCount: page?.verifiedBillCount ?? 0,
      }),
    onError,
  );
}
