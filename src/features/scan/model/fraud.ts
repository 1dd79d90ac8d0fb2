// Fraud control (docs/decisions/0002): the bill date window and the user's own restaurant. The
// receipt claim needs a read (api/fetch-receipt-claim.ts); the rules check all of it again.
import type { ExtractedBill } from './bill';
import { isoDate, localIsoDate } from './bill-date';
import { billCapRefusal } from './bill-caps';
import { billRestaurantKey } from './receipt-key';
import { periodKeysAt } from '@/domain/period-keys';
import { restaurantKeyOf } from '@/domain/restaurant-key';
import { AppError } from '@/domain/app-error';

const BILL_MAX_AGE_DAYS = 30;

/**
 * The fraud-control message for a bill date outside the window, or null when it may be claimed:
 * not after today's local date and not before today minus 30 days.
 */
export function checkBillDate(date: string, today: Date): AppError | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m || isoDate(Number(m[1]), Number(m[2]), Number(m[3])) === null)
    return new AppError('scan:errors.billDateUnreadable');
  if (date > localIsoDate(today)) return new AppError('scan:errors.billDateInFuture');
  const oldest = new Date(today.getFullYear(), today.getMonth(), today.getDate() - BILL_MAX_AGE_DAYS);
  if (date < localIsoDate(oldest)) return new AppError('scan:errors.billTooOld');
  return null;
}

/** A restaurant profile as stored: name and address, and (when saved since decision 0008) its key. */
export interface ProfilePlace {
  name: string;
  address: string;
  restaurantKey?: unknown;
}

/**
 * True when the bill is from the user's own restaurant: the same restaurant key (the receipt key's
 * folding), whether owner mode is on or off. As firestore.rules' isOwnRestaurant: the profile's
 * stored key, else the key of its name and address.
 */
export function isOwnRestaurantBill(
  bill: Pick<ExtractedBill, 'restaurantName' | 'address'>,
  profile: ProfilePlace | null | undefined,
): boolean {
  if (!profile) return false;
  const key =
    typeof profile.restaurantKey === 'string'
      ? profile.restaurantKey
      : restaurantKeyOf(profile.name, profile.address);
  return key === billRestaurantKey(bill);
}

/**
 * Fraud control before Confirm is enabled (the save transaction checks again, and so do the rules):
 * the date window, the user's own restaurant, and the earning caps against the user's live day counter
 * (private/billDay; docs/decisions/0010, 0016). The receipt claim needs a read (api/).
 */
export function claimRefusal(
  bill: Pick<ExtractedBill, 'restaurantName' | 'address' | 'date' | 'totalAmount'>,
  user: { restaurantProfile: ProfilePlace | null; billDay?: unknown } | null,
  today: Date,
): AppError | null {
  const dateProblem = checkBillDate(bill.date, today);
  if (dateProblem) return dateProblem;
  if (isOwnRestaurantBill(bill, user?.restaurantProfile))
    return new AppError('scan:errors.ownRestaurantBill');
  return billCapRefusal(bill.totalAmount, user?.billDay, periodKeysAt(today).day);
}
