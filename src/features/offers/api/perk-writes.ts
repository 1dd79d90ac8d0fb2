// The diner's moves on their copy of an offer (decision 0041): opening it (openedAt, the offer's
// openedCount +1) and using it at the table (redeemedAt, redeemedCount +1, opened too if it was not),
// each one transaction that reads both documents; the rules check the same (offers.rules).
import type { Firestore } from 'firebase/firestore';
import { redeemProblem, toOffer, toOfferRecipient } from '@/domain/offer';
import { firestore } from '@/firebase/firebase';
import { runGuardedTransaction } from '@/firebase/guarded-transaction';
import { applyWriteSteps } from '@/firebase/write-steps';
import { offerRef, perkWriteSteps, recipientRef } from './offer-docs';
import { asOfferError, offerError } from './offer-errors';

async function perkMove(db: Firestore, offerId: string, uid: string, redeem: boolean): Promise<void> {
  await runGuardedTransaction(
    db,
    async (tx) => {
      const [copySnap, offerSnap] = await Promise.all([
        tx.get(recipientRef(db, offerId, uid)),
        tx.get(offerRef(db, offerId)),
      ]);
      if (!copySnap.exists() || !offerSnap.exists()) throw offerError(redeem ? 'redeemFailed' : 'ended');
      const copy = toOfferRecipient(copySnap.data());
      if (redeem) {
        // The server's clock decides in the rules; this is the same check on the device's, for the message.
        const problem = redeemProblem(toOffer(offerId, offerSnap.data()), copy, new Date());
        if (problem) throw offerError(problem);
      }
      const state = { opened: copy.openedAt !== null, redeemed: copy.redeemedAt !== null };
      applyWriteSteps(tx, perkWriteSteps(db, offerId, uid, state, redeem));
    },
    // Two diners using the last of a capped offer race on its counter: the loser runs again and reads it full.
    { rulesRaceRuns: 3 },
  );
}

/** The diner opens their copy (a second opening writes nothing). */
export async function openPerk(offerId: string, uid: string, db: Firestore = firestore()): Promise<void> {
  try {
    await perkMove(db, offerId, uid, false);
  } catch (err) {
    throw asOfferError(err, 'redeemFailed');
  }
}

/**
 * The diner uses their copy now: offers:errors.alreadyUsed, .ended, .notYet, .expired or .capReached
 * when it cannot be, offers:errors.redeemFailed when the write fails otherwise.
 */
export async function redeemPerk(offerId: string, uid: string, db: Firestore = firestore()): Promise<void> {
  try {
    await perkMove(db, offerId, uid, true);
  } catch (err) {
    throw asOfferError(err, 'redeemFailed');
  }
}
