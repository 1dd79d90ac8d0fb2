// Restaurant activation (spec section 7): one transaction updating isRestaurantOwner and
// restaurantActivatedAt (the rules' ownerModeToggle: on stamps the server time, off sets null).
import { doc, runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore';
import { firestore } from '@/lib/firebase';
import { USER_NOT_FOUND } from '../model';

export async function setOwnerMode(uid: string, on: boolean, db: Firestore = firestore()): Promise<void> {
  const ref = doc(db, 'users', uid);
  await runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists()) throw new Error(USER_NOT_FOUND);
    tx.update(ref, {
      isRestaurantOwner: on,
      restaurantActivatedAt: on ? serverTimestamp() : null,
      updatedAt: serverTimestamp(),
    });
  });
}
