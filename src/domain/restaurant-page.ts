// A restaurant's public page and a diner's record there (decision 0038): the shapes every feature reads
// (the page, search, reviews, the owner's dashboard) and the values a bill writes (scan).
import { count } from './page-counters';
import { toRestaurantPlace, type RestaurantPlace } from './restaurant-place';

export { averageRating } from './page-counters';

/**
 * The "Show me among a restaurant's diners" setting of a stored users/{uid}/preferences/privacy
 * ({ showAmongDiners }), or none: missing means shown (on by default).
 */
export const showsAmongDiners = (data: Record<string, unknown> | undefined): boolean =>
  data?.showAmongDiners !== false;

export type Star = '1' | '2' | '3' | '4' | '5';
export const STARS: readonly Star[] = ['1', '2', '3', '4', '5'];

/** restaurantPages/{restaurantKey}. The rating fields are missing until the first review: 0. */
export interface RestaurantPage {
  restaurantKey: string;
  /** The most recent bill's restaurant name and address. */
  name: string;
  address: string;
  billCount: number;
  dinerCount: number;
  ratingCount: number;
  ratingSum: number;
  stars: Record<Star, number>;
  /** Bills the restaurant verified with its code (decision 0046), of billCount. */
  verifiedBillCount: number;
  /** The reviews whose bill the restaurant verified, and their stars (decision 0046), beside all reviews'. */
  verifiedRatingCount: number;
  verifiedRatingSum: number;
  /** The owner's pin and structured hours (decision 0050). */
  place: RestaurantPlace;
}

/** restaurantPages/{key}/diners/{uid}. Dates are the bills' 'YYYY-MM-DD'. */
export interface DinerRecord {
  userId: string;
  visits: number;
  gold: number;
  firstVisit: string;
  lastVisit: string;
  lastBillId: string;
  /** Settings → Privacy, "Show me among a restaurant's diners", when the record last moved. */
  visible: boolean;
  /** Visits whose bill the restaurant verified with its code (decision 0046). */
  verifiedVisits?: number;
}

/** A stored page document as the app shows it (missing counters are 0). */
export function toRestaurantPage(restaurantKey: string, data: Record<string, unknown>): RestaurantPage {
  const stars = (data.stars ?? {}) as Record<string, unknown>;
  return {
    restaurantKey,
    name: typeof data.name === 'string' ? data.name : '',
    address: typeof data.address === 'string' ? data.address : '',
    billCount: count(data.billCount),
    dinerCount: count(data.dinerCount),
    ratingCount: count(data.ratingCount),
    ratingSum: count(data.ratingSum),
    verifiedBillCount: count(data.verifiedBillCount),
    verifiedRatingCount: count(data.verifiedRatingCount),
    verifiedRatingSum: count(data.verifiedRatingSum),
    stars: Object.fromEntries(STARS.map((s) => [s, count(stars[s])])) as Record<Star, number>,
    place: toRestaurantPlace(data),
  };
}

/** The average rating of reviews from visits the restaurant verified, or null before the first. */
export const verifiedAverageRating = (
  page: Pick<RestaurantPage, 'verifiedRatingCount' | 'verifiedRatingSum'>,
): number | null => (page.verifiedRatingCount > 0 ? page.verifiedRatingSum / page.verifiedRatingCount : null);

/** The share of the restaurant's bills that it verified (0 to 1), or null before the first bill. */
export const verifiedShare = (
  page: Pick<RestaurantPage, 'billCount' | 'verifiedBillCount'>,
): number | null => (page.billCount > 0 ? Math.min(1, page.verifiedBillCount / page.billCount) : null);

export function toDinerRecord(data: Record<string, unknown>): DinerRecord {
  return {
    userId: String(data.userId ?? ''),
    visits: count(data.visits),
    gold: count(data.gold),
    firstVisit: String(data.firstVisit ?? ''),
    lastVisit: String(data.lastVisit ?? ''),
    lastBillId: String(data.lastBillId ?? ''),
    visible: data.visible !== false,
    verifiedVisits: count(data.verifiedVisits),
  };
}

/** The bill's fields a page and a diner record take. */
export interface BillAtRestaurant {
  restaurantName: string;
  address: string;
  date: string;
  goldPointsEarned: number;
}

/** The diner record after one more bill (firestore.rules' dinerCountsMyBill): the stored one, or none. */
export function dinerRecordWithBill(
  old: DinerRecord | null,
  uid: string,
  bill: BillAtRestaurant,
  billId: string,
  visible: boolean,
  verified = false,
): DinerRecord {
  if (!old)
    return {
      userId: uid,
      visits: 1,
      gold: bill.goldPointsEarned,
      firstVisit: bill.date,
      lastVisit: bill.date,
      lastBillId: billId,
      visible,
      verifiedVisits: verified ? 1 : 0,
    };
  return {
    ...old,
    visits: old.visits + 1,
    verifiedVisits: (old.verifiedVisits ?? 0) + (verified ? 1 : 0),
    gold: old.gold + bill.goldPointsEarned,
    firstVisit: bill.date < old.firstVisit ? bill.date : old.firstVisit,
    lastVisit: bill.date > old.lastVisit ? bill.date : old.lastVisit,
    lastBillId: billId,
  };
}
