// Owner mode: the restaurant claim restaurants/{key} is released (decision 0031), so the real owner can
// claim that restaurant. The owner's private statistics go with the private documents.
import { collection, getDocs, limit, query, where, writeBatch } from 'firebase/firestore';
import { PAGE, type OwnStep } from './deps';

export const releaseRestaurantStep: OwnStep = {
  name: 'Releasing your restaurant',
  async run({ uid }, { db }) {
    for (;;) {
      const claims = await getDocs(
        query(collection(db, 'restaurants'), where('ownerId', '==', uid), limit(PAGE)),
      );
      if (claims.empty) return;
      const batch = writeBatch(db);
      for (const claim of claims.docs) batch.delete(claim.ref);
      await batch.commit();
    }
  },
};
