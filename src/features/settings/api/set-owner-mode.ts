// Restaurant activation (spec section 7): one transaction updating isRestaurantOwner and
// restaurantActivatedAt (the rules' ownerModeToggle: on stamps the server time, off sets null).
// Offline it fails at once with offlineError() (firebase/guarded-transaction).
import { serverTimestamp, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { runGuardedTransaction } from '@/firebase/guarded-transaction';
import { AppError } from '@/domain/app-error';
import { userDoc } from '@/firebase/collections';

export async function setOwnerMode(uid: string, on: boolean, db: Firestore = firestore()): Promise<void> {
  const ref = userDoc(db, uid);
  await runGuardedTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists()) throw new AppError('settings:ownerMode.userNotFound');
    tx.update(ref, {
      isRestaurantOwner: on,
      restaurantActivatedAt: on ? serverTimestamp() : null,
      updatedAt: serverTimestamp(),
    });
  });
}
