// Sending an offer (decision 0041): the audience computed again from the owner's statistics, then one
// transaction per OFFER_RECIPIENTS_PER_WRITE diners. Each reads, per diner, their copy (there already:
// never delivered twice, so sending again resumes an interrupted sending), their bill record at the
// restaurant (none: skipped) and their notification preferences (offers muted: skipped), then writes the
// copies with their notifications and badge steps and moves sentCount. A diner who blocked the owner
// cannot be seen by the owner: the rules refuse that write, so a refused write is tried again one diner
// at a time and a diner refused alone is skipped.
import { getDoc, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { OFFER_RECIPIENTS_PER_WRITE } from '@/domain/offer';
import { firestore } from '@/firebase/firebase';
import { errorCode } from '@/firebase/error-code';
import { runGuardedTransaction, whileOnline } from '@/firebase/guarded-transaction';
import { chunk } from '@/firebase/in-query-chunks';
import { applyWriteSteps } from '@/firebase/write-steps';
import { asWriteInFlight } from '@/platform/in-flight-writes';
import { recipientWants } from '@/social/api/notification-preferences';
import { audienceDiners } from './audience-preview';
import { offerRef, recipientRef, sendWriteSteps, skippedStep } from './offer-docs';
import { asOfferError, offerError } from './offer-errors';
import { dinerDoc } from '@/firebase/collections';

export interface SendProgress {
  /** Copies delivered so far, this sending and the ones before (the offer's sentCount). */
  sent: number;
  /** Diners this sending could not reach (no bill record there, offers muted, or the owner blocked). */
  skipped: number;
  /** The audience's size when the offer was made (the goal). */
  total: number;
}

export interface SendResult {
  /** Copies this sending delivered. */
  sent: number;
  /** Diners of the audience it could not reach. */
  skipped: number;
}

interface PartResult {
  sent: number;
  skipped: number;
  sentCount: number;
}

/** One transaction: the diners of `ids` that may have a copy and do not yet, within the goal. */
function sendPart(db: Firestore, offerId: string, ids: readonly string[]): Promise<PartResult> {
  return runGuardedTransaction(db, async (tx) => {
    const offerSnap = await tx.get(offerRef(db, offerId));
    const stored = offerSnap.data() as DocumentData;
    if (stored.endedAt) throw offerError('ended');
    const key = String(stored.restaurantKey);
    const checks = await Promise.all(
      ids.map(async (dinerId) => {
        const [copy, record] = await Promise.all([
          tx.get(recipientRef(db, offerId, dinerId)),
          tx.get(dinerDoc(db, key, dinerId)),
        ]);
        if (copy.exists()) return 'already' as const;
        if (!record.exists()) return 'skip' as const;
        return (await recipientWants(tx, db, dinerId, 'offer')) ? ('send' as const) : ('skip' as const);
      }),
    );
    const room = Math.max(0, Number(stored.audienceSize) - Number(stored.sentCount));
    const dinerIds = ids.filter((_, i) => checks[i] === 'send').slice(0, room);
    if (dinerIds.length > 0) applyWriteSteps(tx, sendWriteSteps(db, { offerId, stored, dinerIds }));
    return {
      sent: dinerIds.length,
      skipped: checks.filter((c) => c === 'skip').length,
      sentCount: Number(stored.sentCount) + dinerIds.length,
    };
  });
}

/** Runs of one part: a busy emulator or a slow network can time a transaction out mid-sending. */
const PART_RUNS = 3;

/**
 * A part, run again when its transaction timed out or was aborted (it is idempotent: a diner who has a
 * copy is skipped), so a long sending does not stop at one slow write. Refusals and offline fail at once.
 */
async function sendPartAgainOnTimeout(
  db: Firestore,
  offerId: string,
  ids: readonly string[],
): Promise<PartResult> {
  for (let run = 1; ; run += 1) {
    try {
      return await sendPart(db, offerId, ids);
    } catch (err) {
      const code = errorCode(err);
      if (run >= PART_RUNS || !(code === 'timeout' || code === 'aborted' || code === 'deadline-exceeded'))
        throw err;
    }
  }
}

/** A part refused by the rules (a diner blocked the owner): each diner alone; one refused alone is skipped. */
async function sendOneByOne(
  db: Firestore,
  offerId: string,
  ids: readonly string[],
  sentCount: number,
): Promise<PartResult> {
  const total: PartResult = { sent: 0, skipped: 0, sentCount };
  for (const id of ids) {
    try {
      const r = await sendPart(db, offerId, [id]);
      total.sent += r.sent;
      total.skipped += r.skipped;
      total.sentCount = r.sentCount;
    } catch (err) {
      if (errorCode(err) !== 'permission-denied') throw err;
      total.skipped += 1;
    }
  }
  return total;
}

/**
 * Sends the offer to its audience (or, again, to whom an interrupted sending left out) and records the
 * skipped diners on the offer. `onProgress` hears after every write. Throws offers:errors.ended once the
 * offer is ended, offers:errors.sendFailed on any other failure (what was delivered stays delivered).
 */
export function sendOffer(
  offerId: string,
  onProgress: (p: SendProgress) => void = () => {},
  db: Firestore = firestore(),
): Promise<SendResult> {
  // The whole sending, its moments between two transactions too: leaving asks first (decision 0044).
  return asWriteInFlight(() => sendAll(offerId, onProgress, db));
}

async function sendAll(
  offerId: string,
  onProgress: (p: SendProgress) => void,
  db: Firestore,
): Promise<SendResult> {
  try {
    const offerSnap = await getDoc(offerRef(db, offerId));
    if (!offerSnap.exists()) throw offerError('sendFailed');
    const stored = offerSnap.data();
    if (stored.endedAt) throw offerError('ended');
    const ownerId = String(stored.ownerId);
    const total = Number(stored.audienceSize);
    const audience = stored.audience as Parameters<typeof audienceDiners>[1];
    const diners = await audienceDiners(ownerId, audience, db);
    const result: SendResult = { sent: 0, skipped: 0 };
    let sentCount = Number(stored.sentCount);
    for (const part of chunk(diners, OFFER_RECIPIENTS_PER_WRITE)) {
      if (sentCount >= total) break;
      let r: PartResult;
      try {
        r = await sendPartAgainOnTimeout(db, offerId, part);
      } catch (err) {
        if (errorCode(err) !== 'permission-denied' || part.length === 1) {
          if (errorCode(err) === 'permission-denied') r = { sent: 0, skipped: 1, sentCount };
          else throw err;
        } else r = await sendOneByOne(db, offerId, part, sentCount);
      }
      // What the offer's count moved by, not what the last run of the part wrote: a run that timed out
      // on its way back may have landed, and the next run then finds those copies already there.
      result.sent += Math.max(0, r.sentCount - sentCount);
      result.skipped += r.skipped;
      sentCount = r.sentCount;
      onProgress({ sent: sentCount, skipped: result.skipped, total });
    }
    // The owner's bookkeeping: the screen offers "resume" only while sent + skipped falls short.
    const skipped = Math.min(result.skipped, Math.max(0, total - sentCount));
    if (skipped !== Number(stored.skippedCount)) {
      const batch = writeBatch(db);
      applyWriteSteps(batch, [skippedStep(db, offerId, skipped)]);
      await whileOnline(() => batch.commit(), 15_000);
    }
    return result;
  } catch (err) {
    throw asOfferError(err, 'sendFailed');
  }
}
