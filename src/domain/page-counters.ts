// A restaurant page's stored counters as the app reads them, and its average rating: apart from
// restaurant-page.ts, whose place and hours the owner's dashboard does not read (decision 0061).

/** A stored counter: a missing or malformed one is 0. */
export const count = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** The average rating, or null before the first review. */
export const averageRating = (page: { ratingCount: number; ratingSum: number }): number | null =>
  page.ratingCount > 0 ? page.ratingSum / page.ratingCount : null;
