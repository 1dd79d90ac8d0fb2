// Steps: VIP offers (decision 0041). A diner's copies of offers go (their own, deleted in batches while the
// account is being deleted); the offers' counters stay, as totals of the deliveries made, openings and
// redemptions. An owner's offers end (endedAt now, never deleted: redeemed stay counted) and the end is
// copied onto every copy still without it, so the diners' Perks show them ended. Both idempotent.
import {
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import type { DeletionContext } from '../../../model/deletion/deletion-step';
import { eachDoc, eachPage } from './pages';
import { offersCol, recipientsCol, recipientsGroup } from '@/firebase/collections';

/** Firestore's limit of writes in one batch. */
const BATCH = 500;

export async function removeOfferCopies(db: Firestore, { uid }: DeletionContext): Promise<void> {
  await eachPage(query(recipientsGroup(db), where('dinerId', '==', uid)), async (docs) => {
    const batch = writeBatch(db);
    for (const d of docs) batch.delete(d.ref);
    await batch.commit();
  });
}

export async function endOwnOffers(db: Firestore, { uid }: DeletionContext): Promise<void> {
  await eachDoc(query(offersCol(db), where('ownerId', '==', uid)), async (offer) => {
    if (!offer.get('endedAt')) {
      const batch = writeBatch(db);
      batch.update(offer.ref, { endedAt: serverTimestamp() });
      await batch.commit();
    }
    const endedAt: unknown = (await getDoc(offer.ref)).get('endedAt');
    const open = query(
      recipientsCol(db, offer.id),
      where('ownerId', '==', uid),
      where('endedAt', '==', null),
      limit(BATCH),
    );
    for (;;) {
      const page = await getDocs(open);
      if (page.empty) return;
      const batch = writeBatch(db);
      for (const d of page.docs) batch.update(d.ref, { endedAt });
      await batch.commit();
    }
  });
}
