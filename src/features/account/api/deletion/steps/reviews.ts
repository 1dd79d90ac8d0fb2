// Steps: the user's reviews and their diner records at every restaurant (decision 0039). Each review goes
// in its own transaction with its page's rating fields moved back by exactly its rating (the rules
// refuse one without the other), so every page's average stays exact; its photos go with Storage. The
// diner records (the user's visits there) go in batches: the rules let their diner delete them while
// the account is being deleted.
import { query, where, writeBatch, type DocumentReference, type Firestore } from 'firebase/firestore';
import { toRestaurantPage } from '@/domain/restaurant-page';
import { ratingFieldsAfter } from '@/domain/review-rating';
import type { DeletionContext } from '../../../model/deletion/deletion-step';
import { inTransaction } from './counted-removals';
import { eachDoc, eachPage } from './pages';
import { dinersGroup, reviewsGroup } from '@/firebase/collections';

export async function removeReviews(db: Firestore, { uid }: DeletionContext): Promise<void> {
  await eachDoc(query(reviewsGroup(db), where('userId', '==', uid)), (review) =>
    removeReview(db, review.ref),
  );
}

async function removeReview(db: Firestore, ref: DocumentReference) {
  const pageRef = ref.parent.parent;
  if (!pageRef) return;
  await inTransaction(db, async (tx) => {
    const [review, page] = await Promise.all([tx.get(ref), tx.get(pageRef)]);
    if (!review.exists()) return;
    const rating = Number(review.get('rating'));
    // A review of a verified bill leaves the verified rating too (decision 0046).
    const verified = { before: review.get('billVerified') === true, after: false };
    tx.delete(ref);
    tx.update(pageRef, {
      ...ratingFieldsAfter(toRestaurantPage(pageRef.id, page.data() ?? {}), rating, 0, verified),
    });
  });
}

export async function removeDinerRecords(db: Firestore, { uid }: DeletionContext): Promise<void> {
  await eachPage(query(dinersGroup(db), where('userId', '==', uid)), async (docs) => {
    const batch = writeBatch(db);
    for (const d of docs) batch.delete(d.ref);
    await batch.commit();
  });
}
