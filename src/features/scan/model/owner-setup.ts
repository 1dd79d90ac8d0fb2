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

/**
 * Stored values, not texts of this screen: the profile is written to Firestore as the spec gives it
 * (section 9), in English whatever the owner's language, and other readers depend on them (the
 * restaurant form treats 'Not specified' as no phone; diners read the profile). The screens that show
 * them may put them in the reader's language; what is stored stays the same.
 */
const NOT_SPECIFIED = 'Not specified';

/** Section 9: the default values of an owner profile created from a scanned bill (stored, see above). */
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
