// Owner set-up from a bill (spec sections 4 and 9): an owner without a restaurant profile gets one.
import { priceRangeFor, type ExtractedBill, type PriceRange } from './bill';

export interface RestaurantDetailsFromBill {
  name: string;
  address: string;
  description: string;
  cuisine: string;
  priceRange: PriceRange;
  openingHours: string;
  phone: string;
}

export const NOT_SPECIFIED = 'Not specified';

/** Section 9: the default texts of an owner profile created from a scanned bill. */
export function ownerProfileFromBill(
  bill: Pick<ExtractedBill, 'restaurantName' | 'address' | 'totalAmount'>,
): RestaurantDetailsFromBill {
  return {
    name: bill.restaurantName,
    address: bill.address,
    description: `Welcome to ${bill.restaurantName}`,
    cuisine: NOT_SPECIFIED,
    priceRange: priceRangeFor(bill.totalAmount),
    openingHours: NOT_SPECIFIED,
    phone: NOT_SPECIFIED,
  };
}

/** Section 4: a restaurant owner without a restaurant profile gets one from the bill instead. */
export function needsOwnerSetup(user: { isRestaurantOwner: boolean; restaurantProfile: unknown }): boolean {
  return user.isRestaurantOwner && !user.restaurantProfile;
}
