// A restaurant page's rating fields as reviews move them (decision 0039): the same sums
// rules/firestore/reviews.rules checks. Here because two features write them: the restaurant page's
// reviews and the account deletion that takes a user's reviews away.
import { STARS, type RestaurantPage, type Star } from './restaurant-page';

export type RatingFields = Pick<
  RestaurantPage,
  'ratingCount' | 'ratingSum' | 'stars' | 'verifiedRatingCount' | 'verifiedRatingSum'
>;

/** Whether the review before and after the write is of a bill the restaurant verified (billVerified). */
export interface VerifiedMove {
  before: boolean;
  after: boolean;
}

const UNVERIFIED: VerifiedMove = { before: false, after: false };

/**
 * The page's rating fields after a review's rating goes from `before` to `after` (0: no review): one
 * count and one star each way, the sum by the difference. All five stars are written. A review of a
 * verified bill counts in the verified rating too (decision 0046): its count and sum move with it.
 */
export function ratingFieldsAfter(
  page: RatingFields,
  before: number,
  after: number,
  verified: VerifiedMove = UNVERIFIED,
): RatingFields {
  const stars = Object.fromEntries(
    STARS.map((s) => [s, page.stars[s] + (after === Number(s) ? 1 : 0) - (before === Number(s) ? 1 : 0)]),
  ) as Record<Star, number>;
  const v0 = verified.before ? before : 0;
  const v1 = verified.after ? after : 0;
  return {
    ratingCount: page.ratingCount + (after ? 1 : 0) - (before ? 1 : 0),
    ratingSum: page.ratingSum + after - before,
    stars,
    verifiedRatingCount: page.verifiedRatingCount + (v1 ? 1 : 0) - (v0 ? 1 : 0),
    verifiedRatingSum: page.verifiedRatingSum + v1 - v0,
  };
}
