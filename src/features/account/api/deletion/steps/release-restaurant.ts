// Owner mode: the owner's replies to reviews at their restaurant are removed, then the restaurant claim
// restaurants/{key} is released (decision 0031), so the real owner can claim that restaurant. The replies
// go first: the rules let only the claimant remove them. The owner's private statistics go with the
// private documents. The codes the owner's till issued (decision 0046) are deleted first, claimed or not:
// a verified bill keeps its `verified`, checked when it was written.
import { deleteField, getDocs, limit, query, where, writeBatch, type Firestore } from 'firebase/firestore';
import { PAGE, type OwnStep } from './deps';
import { billCodesCol, restaurantsCol, reviewsCol } from '@/firebase/collections';

/** Every reply on the reviews of the claimed restaurant `key` removed (a reply has no author but the claim). */
async function removeReplies(db: Firestore, key: string): Promise<void> {
  for (;;) {
    const replied = await getDocs(query(reviewsCol(db, key), where('reply', '!=', null), limit(PAGE)));
    if (replied.empty) return;
    const batch = writeBatch(db);
    for (const review of replied.docs) batch.update(review.ref, { reply: deleteField() });
    await batch.commit();
  }
}

/** Every bill code the user issued, deleted. */
async function deleteBillCodes(db: Firestore, uid: string): Promise<void> {
  for (;;) {
    const codes = await getDocs(query(billCodesCol(db), where('createdBy', '==', uid), limit(PAGE)));
    if (codes.empty) return;
    const batch = writeBatch(db);
    for (const code of codes.docs) batch.delete(code.ref);
    await batch.commit();
  }
}

export const releaseRestaurantStep: OwnStep = {
  name: 'Releasing your restaurant',
  async run({ uid }, { db }) {
    await deleteBillCodes(db, uid);
    for (;;) {
      const claims = await getDocs(query(restaurantsCol(db), where('ownerId', '==', uid), limit(PAGE)));
      if (claims.empty) return;
      for (const claim of claims.docs) await removeReplies(db, claim.id);
      const batch = writeBatch(db);
      for (const claim of claims.docs) batch.delete(claim.ref);
      await batch.commit();
    }
  },
};
