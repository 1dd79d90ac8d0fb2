// The bill's restaurant key and receipt key (docs/decisions/0002, "Receipt key and restaurant key").
import { restaurantKeyOf } from '@/domain/restaurant-key';
import type { ExtractedBill } from './bill';

/** The bill's restaurant key (src/domain/restaurant-key.ts): norm(restaurantName) + '_' + norm(address). */
export function billRestaurantKey(bill: Pick<ExtractedBill, 'restaurantName' | 'address'>): string {
  return restaurantKeyOf(bill.restaurantName, bill.address);
}

/** docs/decisions/0002: date + '_' + cents + '_' + restaurantKey; firestore.rules recomputes it. */
export function receiptKeyOf(
  bill: Pick<ExtractedBill, 'restaurantName' | 'address' | 'totalAmount' | 'date'>,
): string {
  const cents = Math.round(bill.totalAmount * 100);
  return `${bill.date}_${cents}_${billRestaurantKey(bill)}`;
}
