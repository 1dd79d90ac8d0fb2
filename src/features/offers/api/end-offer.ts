// The owner ends an offer early (decision 0041): endedAt set on the offer (never un-ended), then copied
// onto the diners' copies in batches, so their Perks show it ended without reading the offer. Resumable:
// ending again copies it onto the copies still without it. Used copies keep their redeemedAt.
import {
  getDoc,
  getDocs,
  limit,
  query,
  where,
  writeBatch,
  type Firestore,
  type Timestamp,
} from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { whileOnline } from '@/firebase/guarded-transaction';
import { applyWriteSteps } from '@/firebase/write-steps';
import { endOfferStep, endRecipientStep, offerRef } from './offer-docs';
import { asOfferError, offerError } from './offer-errors';
import { recipientsCol } from '@/firebase/collections';

/** Firestore's limit of writes in one batch. */
const COPIES_PER_BATCH = 500;
const WRITE_TIMEOUT_MS = 30_000;

export interface EndProgress {
  /** Copies marked ended so far by this call. */
  copied: number;
}

/** Ends `offerId` (if it is not yet) and marks every copy; returns the number of copies marked. */
export async function endOffer(
  offerId: string,
  onProgress: (p: EndProgress) => void = () => {},
  db: Firestore = firestore(),
): Promise<number> {
  try {
    const ref = offerRef(db, offerId);
    let snap = await getDoc(ref);
    if (!snap.exists()) throw offerError('endFailed');
    const ownerId = String(snap.get('ownerId'));
    if (!snap.get('endedAt')) {
      const batch = writeBatch(db);
      applyWriteSteps(batch, [endOfferStep(db, offerId)]);
      await whileOnline(() => batch.commit(), WRITE_TIMEOUT_MS);
      snap = await getDoc(ref);
    }
    const endedAt = snap.get('endedAt') as Timestamp;
    const open = query(
      recipientsCol(db, offerId),
      where('ownerId', '==', ownerId),
      where('endedAt', '==', null),
      limit(COPIES_PER_BATCH),
    );
    let copied = 0;
    for (;;) {
      const page = await getDocs(open);
      if (page.empty) return copied;
      const batch = writeBatch(db);
      applyWriteSteps(
        batch,
        page.docs.map((d) => endRecipientStep(db, offerId, d.id, endedAt)),
      );
      await whileOnline(() => batch.commit(), WRITE_TIMEOUT_MS);
      copied += page.size;
      onProgress({ copied });
    }
  } catch (err) {
    throw asOfferError(err, 'endFailed');
  }
}
