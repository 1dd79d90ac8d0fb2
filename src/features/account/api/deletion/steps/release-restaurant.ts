// Owner mode: the owner's replies to reviews at their restaurant are removed, then the restaurant claim
// restaurants/{key} is released (decision 0031), so the real owner can claim that restaurant. The replies
// go first: the rules let only the claimant remove them. The owner's private statistics go with the
// private documents.
import { deleteField, getDocs, limit, query, where, writeBatch, type Firestore } from 'firebase/firestore';
import { PAGE, type OwnStep } from './deps';
import { restaurantsCol, reviewsCol } from '@/firebase/collections';

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

export const releaseRestaurantStep: OwnStep = {
  name: 'Releasing your restaurant',
  async run({ uid }, { db }) {
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
