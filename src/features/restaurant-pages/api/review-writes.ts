// The author's review and the owner's reply (decision 0039). A review is one transaction: it reads the
// author's diner record there (no record: not a diner, refused), the bill it names (the record's last
// bill there: its date is the visit's), the page and the stored review, then writes the review with the
// page's rating fields moved by exactly its difference. The rules check the same reads.
import { getDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { AppError, type MessageKey } from '@/domain/app-error';
import { toDinerRecord, toRestaurantPage } from '@/domain/restaurant-page';
import { firestore } from '@/firebase/firebase';
import { errorCode } from '@/firebase/error-code';
import { runGuardedTransaction, whileOnline } from '@/firebase/guarded-transaction';
import { applyWriteSteps } from '@/firebase/write-steps';
import { replyProblem, reviewDraftProblem, type ReviewDraft } from '../model/review-model';
import { pageRef, replyDelete, replyUpdate, reviewRef, reviewWriteSteps } from './review-docs';
import { billDoc, dinerDoc } from '@/firebase/collections';

/**
 * Whether `uid` has a diner record at `key`. The diner may read their own record, missing or not
 * (restaurant-pages.rules); a refusal is still read as none, for rules from before that.
 */
async function hasDinerRecord(key: string, uid: string, db: Firestore): Promise<boolean> {
  try {
    return (await getDoc(dinerDoc(db, key, uid))).exists();
  } catch (err) {
    if (errorCode(err) === 'permission-denied') return false;
    throw asAppError(err, 'reviews:errors.saveFailed');
  }
}

const asAppError = (err: unknown, key: MessageKey): AppError =>
  err instanceof AppError
    ? err
    : new AppError(errorCode(err) === 'unavailable' ? 'reviews:errors.offline' : key, undefined, {
        cause: err,
      });

/** Writes (creates or edits) `uid`'s review of the restaurant `key`; `draft` null deletes it. */
export async function saveReview(
  key: string,
  uid: string,
  draft: ReviewDraft | null,
  db: Firestore = firestore(),
): Promise<void> {
  const problem = draft && reviewDraftProblem(draft);
  if (problem) throw problem;
  // Checked before the transaction, so a non-diner gets the clear message at once.
  if (draft && !(await hasDinerRecord(key, uid, db))) throw new AppError('reviews:errors.notDiner');
  try {
    await runGuardedTransaction(db, async (tx) => {
      const reviewSnap = await tx.get(reviewRef(db, key, uid));
      const pageSnap = await tx.get(pageRef(db, key));
      if (!pageSnap.exists()) throw new AppError('reviews:errors.notDiner');
      const page = toRestaurantPage(key, pageSnap.data());
      const before = reviewSnap.exists() ? Number(reviewSnap.get('rating')) : 0;
      const beforeVerified = reviewSnap.exists() && reviewSnap.get('billVerified') === true;
      if (!draft) {
        if (!reviewSnap.exists()) return;
        applyWriteSteps(tx, reviewWriteSteps(db, { key, uid, page, before, beforeVerified, draft }));
        return;
      }
      const dinerSnap = await tx.get(dinerDoc(db, key, uid));
      if (!dinerSnap.exists()) throw new AppError('reviews:errors.notDiner');
      const diner = toDinerRecord(dinerSnap.data());
      const billSnap = await tx.get(billDoc(db, diner.lastBillId));
      if (!billSnap.exists()) throw new AppError('reviews:errors.notDiner');
      const verification = {
        billId: billSnap.id,
        visitDate: String(billSnap.get('date')),
        visits: diner.visits,
        billVerified: billSnap.get('verified') === true,
      };
      applyWriteSteps(
        tx,
        reviewWriteSteps(db, { key, uid, page, before, beforeVerified, draft, verification }),
      );
    });
  } catch (err) {
    throw asAppError(err, draft ? 'reviews:errors.saveFailed' : 'reviews:errors.deleteFailed');
  }
}

export const deleteReview = (key: string, uid: string, db: Firestore = firestore()) =>
  saveReview(key, uid, null, db);

/** The owner's reply to `authorId`'s review: written, edited (`isNew` false) or, with null, deleted. */
export async function saveReply(
  key: string,
  authorId: string,
  text: string | null,
  isNew: boolean,
  db: Firestore = firestore(),
): Promise<void> {
  const problem = text !== null && replyProblem(text);
  if (problem) throw problem;
  try {
    await whileOnline(
      () => updateDoc(reviewRef(db, key, authorId), text === null ? replyDelete() : replyUpdate(text, isNew)),
      15_000,
    );
  } catch (err) {
    throw asAppError(err, text === null ? 'reviews:errors.deleteFailed' : 'reviews:errors.replyFailed');
  }
}
