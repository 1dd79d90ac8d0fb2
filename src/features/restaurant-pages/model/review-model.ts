// Verified reviews (decision 0039): restaurantPages/{key}/reviews/{uid}, one per diner with a bill
// there. The shapes the section shows, the draft's limits, and the page's rating fields after a review
// moves (the same sums rules/firestore/reviews.rules checks).
import { AppError } from '@/domain/app-error';

export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_PHOTOS_MAX = 3;
export const REPLY_TEXT_MAX = 1000;

interface ReviewReply {
  text: string;
  createdAt: Date | null;
  updatedAt: Date | null;
}

export interface Review {
  /** The author (the document's id). */
  userId: string;
  rating: number;
  text: string;
  photos: string[];
  billId: string;
  /** The named bill's date, 'YYYY-MM-DD'. */
  visitDate: string;
  /** The author's visits there when the review was written or last edited. */
  visits: number;
  /** The named bill was verified by the restaurant's code (decision 0046). */
  billVerified?: boolean;
  createdAt: Date | null;
  updatedAt: Date | null;
  reply: ReviewReply | null;
}

/** What the author writes (the verification comes from their bill and diner record). */
export interface ReviewDraft {
  rating: number;
  text: string;
  /** Download URLs of their own uploads (review-photos/{uid}/). */
  photos: string[];
}

const dateOf = (v: unknown): Date | null =>
  v instanceof Date
    ? v
    : v && typeof (v as { toDate?: unknown }).toDate === 'function'
      ? (v as { toDate: () => Date }).toDate()
      : null;

function toReply(v: unknown): ReviewReply | null {
  if (!v || typeof v !== 'object') return null;
  const r = v as Record<string, unknown>;
  return { text: String(r.text ?? ''), createdAt: dateOf(r.createdAt), updatedAt: dateOf(r.updatedAt) };
}

/** A stored review as the section shows it (Timestamps already Dates or still Timestamps). */
export function toReview(id: string, data: Record<string, unknown>): Review {
  return {
    userId: typeof data.userId === 'string' ? data.userId : id,
    rating: typeof data.rating === 'number' ? data.rating : 0,
    text: typeof data.text === 'string' ? data.text : '',
    photos: Array.isArray(data.photos) ? data.photos.filter((p): p is string => typeof p === 'string') : [],
    billId: String(data.billId ?? ''),
    visitDate: String(data.visitDate ?? ''),
    visits: typeof data.visits === 'number' ? data.visits : 0,
    billVerified: data.billVerified === true,
    createdAt: dateOf(data.createdAt),
    updatedAt: dateOf(data.updatedAt),
    reply: toReply(data.reply),
  };
}

const isRating = (n: number): boolean => Number.isInteger(n) && n >= 1 && n <= 5;

/** What is wrong with a draft, or null. */
export function reviewDraftProblem(draft: ReviewDraft): AppError | null {
  if (!isRating(draft.rating)) return new AppError('reviews:errors.pickRating');
  if (draft.text.trim().length > REVIEW_TEXT_MAX)
    return new AppError('reviews:errors.textTooLong', { max: REVIEW_TEXT_MAX });
  if (draft.photos.length > REVIEW_PHOTOS_MAX)
    return new AppError('reviews:errors.tooManyPhotos', { max: REVIEW_PHOTOS_MAX });
  return null;
}

export function replyProblem(text: string): AppError | null {
  const t = text.trim();
  if (t.length === 0) return new AppError('reviews:errors.replyEmpty');
  if (t.length > REPLY_TEXT_MAX) return new AppError('reviews:errors.textTooLong', { max: REPLY_TEXT_MAX });
  return null;
}

export { ratingFieldsAfter, type RatingFields } from '@/domain/review-rating';
