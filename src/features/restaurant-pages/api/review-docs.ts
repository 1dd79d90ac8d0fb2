// restaurantPages/{key}/reviews/{uid}: the one shape of a review and of the owner's reply (decision
// 0036), and a review's write as named steps (src/firebase/write-steps.ts): the review with the page's
// rating fields moved by exactly its difference (decision 0039). The app, the rules tests and any seed
// build them here.
import { deleteField, serverTimestamp, type DocumentData, type Firestore } from 'firebase/firestore';
import type { WriteStep } from '@/firebase/write-steps';
import { ratingFieldsAfter, type RatingFields, type ReviewDraft } from '../model/review-model';
import { restaurantPageDoc, reviewDoc } from '@/firebase/collections';

export const reviewRef = (db: Firestore, key: string, uid: string) => reviewDoc(db, key, uid);

export const pageRef = (db: Firestore, key: string) => restaurantPageDoc(db, key);

/** What makes a review verified: a bill of the author there, its date, their visits there now. */
export interface ReviewVerification {
  billId: string;
  visitDate: string;
  visits: number;
  /** That bill was verified by the restaurant's code (decision 0046): the review says so. */
  billVerified?: boolean;
}

const body = (draft: ReviewDraft, v: ReviewVerification): DocumentData => ({
  rating: draft.rating,
  text: draft.text.trim(),
  photos: draft.photos,
  billId: v.billId,
  visitDate: v.visitDate,
  visits: v.visits,
  ...(v.billVerified ? { billVerified: true } : {}),
  updatedAt: serverTimestamp(),
});

export function newReview(uid: string, draft: ReviewDraft, v: ReviewVerification): DocumentData {
  return { userId: uid, ...body(draft, v), createdAt: serverTimestamp() };
}

/**
 * An edit: what the author wrote and a fresh verification; createdAt and the reply stay. A review that
 * now names an unverified bill loses billVerified (the rules compare it with the bill).
 */
function editedReview(draft: ReviewDraft, v: ReviewVerification): DocumentData {
  return { ...body(draft, v), ...(v.billVerified ? {} : { billVerified: deleteField() }) };
}

/** The owner's reply written (none before) or edited (its text; createdAt kept), as an update. */
export function replyUpdate(text: string, isNew: boolean): DocumentData {
  return isNew
    ? { reply: { text: text.trim(), createdAt: serverTimestamp(), updatedAt: serverTimestamp() } }
    : { 'reply.text': text.trim(), 'reply.updatedAt': serverTimestamp() };
}

export const replyDelete = (): DocumentData => ({ reply: deleteField() });

export type ReviewStepName = 'review' | 'page';

export interface ReviewWriteInput {
  key: string;
  uid: string;
  /** The page's rating fields as read in the transaction. */
  page: RatingFields;
  /** The stored review's rating, or 0 when there is none. */
  before: number;
  /** The stored review was of a verified bill (its billVerified, decision 0046). */
  beforeVerified?: boolean;
  /** The new review (null: delete it) and its verification. */
  draft: ReviewDraft | null;
  verification?: ReviewVerification;
}

/**
 * The review (created, edited or deleted) and, when its rating or its verified rating moves, the page's
 * rating fields (decision 0046: a review of a verified bill counts in the verified rating too).
 */
export function reviewWriteSteps(db: Firestore, input: ReviewWriteInput): WriteStep<ReviewStepName>[] {
  const { key, uid, page, before, draft, verification } = input;
  const ref = reviewRef(db, key, uid);
  const after = draft?.rating ?? 0;
  const verified = {
    before: before !== 0 && input.beforeVerified === true,
    after: after !== 0 && verification?.billVerified === true,
  };
  const steps: WriteStep<ReviewStepName>[] = [];
  if (!draft) steps.push({ name: 'review', ref, delete: true });
  else if (!verification) throw new Error('A review needs its verification');
  else if (before === 0) steps.push({ name: 'review', ref, set: newReview(uid, draft, verification) });
  else steps.push({ name: 'review', ref, update: editedReview(draft, verification) });
  if (after !== before || verified.before !== verified.after)
    steps.push({
      name: 'page',
      ref: pageRef(db, key),
      update: { ...ratingFieldsAfter(page, before, after, verified) },
    });
  return steps;
}
