import type { Firestore, Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { subscribeDoc } from '@/firebase/subscribe-query';
import { averageRating, count } from '@/domain/page-counters';
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
    // The counters alone (src/domain/page-counters.ts): the page's place and hours are not read here.
    (_id, data) => ({
      rating: averageRating({ ratingCount: count(data.ratingCount), ratingSum: count(data.ratingSum) }) ?? 0,
      reviews: count(data.ratingCount),
      billCount: count(data.billCount),
      verifiedBillCount: count(data.verifiedBillCount),
    }),
    (rating) => onNext(rating ?? { rating: 0, reviews: 0, billCount: 0, verifiedBillCount: 0 }),
    onError,
  );
}
