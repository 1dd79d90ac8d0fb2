// Stored shapes of restaurantPages/{key} and its diners/{uid}, for tests and seeds (decision 0036). The
// app's own writes of these documents are the bill's (scan feature); these take the same fields.
import type { DocumentData } from 'firebase/firestore';
import { STARS, type DinerRecord, type RestaurantPage } from '@/domain/restaurant-page';

/** A page document as a bill and reviews leave it (lastBillAt and createdAt left to the caller). */
export function restaurantPageDoc(page: Partial<Omit<RestaurantPage, 'restaurantKey'>> = {}): DocumentData {
  return {
    name: 'Trattoria Roma',
    address: 'Via Appia 1, Rome',
    billCount: 1,
    dinerCount: 1,
    ratingCount: 0,
    ratingSum: 0,
    stars: Object.fromEntries(STARS.map((s) => [s, 0])),
    ...page,
  };
}

/** A diner record (restaurantPages/{key}/diners/{userId}) after their bills there. */
export function dinerDoc(userId: string, diner: Partial<Omit<DinerRecord, 'userId'>> = {}): DocumentData {
  return {
    userId,
    visits: 1,
    gold: 10,
    firstVisit: '2026-01-10',
    lastVisit: '2026-01-10',
    lastBillId: `${userId}_1700000000000`,
    visible: true,
    ...diner,
  };
}
