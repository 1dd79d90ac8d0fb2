// Bills and receipts stop being the user's (decision 0031): a bill keeps what the restaurant's
// dashboard counts (restaurant, amount, date) with userId 'deleted' and no items; a receipt claim keeps
// its key and bill with userId 'deleted', so that receipt can never be claimed again. The owners'
// statistics keep their totals (the bills stay) and lose the user's spenders entry. The restaurant's code
// a verified bill claimed (decision 0046) stops naming the user too: claimedBy 'deleted', in the bill's
// batch.
import {
  deleteField,
  FieldPath,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
  type CollectionReference,
} from 'firebase/firestore';
import { errorCode } from '@/firebase/error-code';
import { DELETED_USER_ID } from '../../../model/deletion/marker';
import { PAGE, type OwnStep } from './deps';
import {
  restaurantStatsDoc,
  billCodeDoc,
  billsCol,
  receiptsCol,
  restaurantDoc,
} from '@/firebase/collections';

const mine = (col: CollectionReference, uid: string) => query(col, where('userId', '==', uid), limit(PAGE));

/** The owner of each restaurant loses my entry in their statistics' spenders (a missing document: nothing to do). */
async function leaveSpenders(db: Firestore, uid: string, restaurantKeys: Iterable<string>) {
  for (const key of restaurantKeys) {
    const claim = await getDoc(restaurantDoc(db, key));
    const ownerId: unknown = claim.data()?.ownerId;
    if (typeof ownerId !== 'string' || !ownerId || ownerId === uid) continue;
    try {
      await updateDoc(restaurantStatsDoc(db, ownerId), new FieldPath('spenders', uid), deleteField());
    } catch (err) {
      if (errorCode(err) !== 'not-found') throw err;
    }
  }
}

export const anonymiseBillsStep: OwnStep = {
  name: 'Anonymising your bills',
  async run({ uid }, { db }) {
    const done = new Set<string>();
    for (;;) {
      const page = await getDocs(mine(billsCol(db), uid));
      if (page.empty) return;
      const keys = page.docs
        .map((d) => String(d.data().restaurantKey ?? ''))
        .filter((k) => k && !done.has(k));
      await leaveSpenders(db, uid, new Set(keys));
      keys.forEach((k) => done.add(k));
      const batch = writeBatch(db);
      for (const bill of page.docs) {
        batch.update(bill.ref, { userId: DELETED_USER_ID, items: [], updatedAt: serverTimestamp() });
        const codeId: unknown = bill.data().codeId;
        if (typeof codeId !== 'string' || !codeId) continue;
        // Its issuer may have deleted it (their own account's deletion): nothing to do then.
        const code = await getDoc(billCodeDoc(db, codeId));
        if (code.data()?.claimedBy === uid) batch.update(code.ref, { claimedBy: DELETED_USER_ID });
      }
      await batch.commit();
    }
  },
};

export const anonymiseReceiptsStep: OwnStep = {
  name: 'Anonymising your receipts',
  async run({ uid }, { db }) {
    for (;;) {
      const page = await getDocs(mine(receiptsCol(db), uid));
      if (page.empty) return;
      const batch = writeBatch(db);
      for (const receipt of page.docs) batch.update(receipt.ref, { userId: DELETED_USER_ID });
      await batch.commit();
    }
  },
};
