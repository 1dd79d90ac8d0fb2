// The diner's moves on their copy of an offer (decision 0041): opening it (openedAt, the offer's
// openedCount +1) and using it at the table (redeemedAt, redeemedCount +1, opened too if it was not),
// each one transaction that reads the copy only (the offer is the owner's to read: its counters move by
// increments); the rules check the offer's end, validity and cap (offers.rules).
import type { Firestore } from 'firebase/firestore';
import { redeemProblem, toOfferRecipient } from '@/domain/offer';
import { errorCode } from '@/firebase/error-code';
import { firestore } from '@/firebase/firebase';
import { runGuardedTransaction } from '@/firebase/guarded-transaction';
import { applyWriteSteps } from '@/firebase/write-steps';
import { perkWriteSteps, recipientRef } from './offer-docs';
import { asOfferError, offerError } from './offer-errors';

async function perkMove(db: Firestore, offerId: string, uid: string, redeem: boolean): Promise<void> {
  await runGuardedTransaction(
    db,
    async (tx) => {
      const copySnap = await tx.get(recipientRef(db, offerId, uid));
      if (!copySnap.exists()) throw offerError(redeem ? 'redeemFailed' : 'ended');
      const copy = toOfferRecipient(copySnap.data());
      if (redeem) {
        // The server's clock decides in the rules; this is the same check on the device's, for the message.
        const problem = redeemProblem(copy, new Date());
        if (problem) throw offerError(problem);
      }
      const state = { opened: copy.openedAt !== null, redeemed: copy.redeemedAt !== null };
      applyWriteSteps(tx, perkWriteSteps(db, offerId, uid, state, redeem));
    },
    // Two uses racing (two tabs, or two diners on the last of a capped offer): a loser denied in the race
    // runs again, and reads its copy used if the winner was the other tab.
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
 * The diner uses their copy now: offers:errors.alreadyUsed, .ended, .notYet or .expired when their copy
 * says it cannot be; .unavailable when the rules refuse it all the same (the offer ended a moment ago, or
 * its cap is reached); .redeemFailed when the write fails otherwise.
 */
export async function redeemPerk(offerId: string, uid: string, db: Firestore = firestore()): Promise<void> {
  try {
    await perkMove(db, offerId, uid, true);
  } catch (err) {
    if (errorCode(err) === 'permission-denied') throw offerError('unavailable', { cause: err });
    throw asOfferError(err, 'redeemFailed');
  }
}
