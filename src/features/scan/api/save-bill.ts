// Confirm of a scanned bill (spec sections 4 and 7, "Save bill" and "Owner profile setup from a bill"):
// ONE transaction whose writes are the legal shapes of firestore.rules (docs/decisions/0002, "Write
// shapes"); the rules tests drive this very function.
import {
  deleteField,
  doc,
  increment,
  runTransaction,
  serverTimestamp,
  type DocumentData,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { periodKeysAt } from '@/domain/period-keys';
import { periodPointsUpdate } from '@/domain/period-points';
import { whileOnline } from '@/firebase/guarded-transaction';
import { goldPointsFor, type ExtractedBill } from '../model/bill';
import { BILL_DAY_DOC, billCapRefusal, billDayWrite } from '../model/bill-caps';
import { checkBillDate, isOwnRestaurantBill, type ProfilePlace } from '../model/fraud';
import {
  CAP_REFUSALS,
  OWN_RESTAURANT_BILL,
  RECEIPT_ALREADY_CLAIMED,
  RESTAURANT_HAS_OWNER,
  SAVE_BILL_FAILED,
  SIGN_IN_TO_CONTINUE,
  USER_NOT_FOUND,
  scanErrorMessage,
} from '../model/messages';
import { needsOwnerSetup, ownerProfileFromBill } from '../model/owner-setup';
import { billRestaurantKey, receiptKeyOf } from '../model/receipt-key';
import { isReceiptClaimed } from './fetch-receipt-claim';
import { findMatchingOwnerIds } from './find-matching-owners';

export type SaveBillOutcome =
  { kind: 'bill'; billId: string; goldPointsEarned: number } | { kind: 'ownerSetup' };

export interface SaveBillOptions {
  /** Defaults to the app's Firestore; tests pass an emulator instance signed in as `uid`. */
  db?: Firestore;
  /** The clock of the date window (defaults to now). */
  now?: Date;
  /** An unreachable server must not leave the Confirm button busy forever. */
  timeoutMs?: number;
  /** Aborted when the user left or was told it failed: no later run writes. */
  signal?: AbortSignal;
  /** Counts the runs of the transaction function (1 = no retry); for measurements. */
  stats?: { attempts: number };
}

export const SAVE_BILL_TIMEOUT_MS = 20_000;
// Like transfers (points/api/transfer-points.ts): the SDK's default of 5 attempts is too few when many
// diners save at one restaurant at once, and a commit refused by the rules is re-run on fresh reads.
const MAX_ATTEMPTS = 10;
const RULES_RACE_RUNS = 3;
const ABANDONED = 'Save abandoned';

const codeOf = (err: unknown) => (typeof err === 'object' && err && 'code' in err ? String(err.code) : '');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface StoredProfile {
  name?: unknown;
  address?: unknown;
  restaurantKey?: unknown;
}

/** The owner's profile still names the bill's restaurant (by key, as the claim that found them). */
function sameRestaurant(profile: StoredProfile | null | undefined, bill: ExtractedBill): boolean {
  return !!profile && profile.restaurantKey === billRestaurantKey(bill);
}

/**
 * Saves a confirmed scan for the signed-in user `uid`. A restaurant owner without a profile gets the
 * profile created from the bill and nothing else; anyone else gets the bill, its receipt claim, the
 * points, and the matching owners' statistics. Throws an Error with the message to show.
 */
export async function saveScannedBill(
  uid: string | null | undefined,
  bill: ExtractedBill,
  options: SaveBillOptions = {},
): Promise<SaveBillOutcome> {
  if (!uid) throw new Error(SIGN_IN_TO_CONTINUE);
  const db = options.db ?? firestore();
  const now = options.now ?? new Date();
  // Set once the caller has been told the save failed (the timeout): no later run may write.
  let abandoned = false;
  const isAbandoned = () => abandoned || options.signal?.aborted === true;
  const attempt = async () => {
    for (let run = 1; ; run++) {
      try {
        return await runSave(db, uid, bill, now, isAbandoned, options.stats);
      } catch (error) {
        // The emulator checks the rules against the documents as they are at commit, before it checks
        // that the documents read are unchanged: a bill racing another write can come back
        // 'permission-denied' instead of a retryable conflict. A denied commit wrote nothing, so run
        // again on fresh reads (a duplicate receipt then says so); a real refusal is denied every run.
        // The run also recomputes the period keys: a save that crossed midnight or Monday in Rome
        // between the client's clock and the server's commit is refused once, then written with the
        // new keys (docs/decisions/0010-caps-and-periods.md).
        if (isAbandoned() || codeOf(error) !== 'permission-denied' || run >= RULES_RACE_RUNS) throw error;
        await pause(20 + Math.random() * 80);
      }
    }
  };
  try {
    // Offline it fails at once and writes nothing (docs/decisions/0011-offline-and-resilience.md).
    return await whileOnline(attempt, options.timeoutMs ?? SAVE_BILL_TIMEOUT_MS);
  } catch (error) {
    abandoned = true;
    throw await toSaveError(error, db, bill);
  }
}

async function runSave(
  db: Firestore,
  uid: string,
  bill: ExtractedBill,
  now: Date,
  abandoned: () => boolean,
  stats: { attempts: number } | undefined,
): Promise<SaveBillOutcome> {
  // The user's own restaurant never counts itself (the rules refuse it).
  const ownerIds = (await findMatchingOwnerIds(bill, db)).filter((id) => id !== uid);
  const billId = `${uid}_${Date.now()}`;
  const receiptKey = receiptKeyOf(bill);
  const userRef = doc(db, 'users', uid);
  // The day's bill counter of the caps: owner-only (decision 0016), read and moved in this transaction.
  const billDayRef = doc(db, 'users', uid, ...BILL_DAY_DOC);
  const receiptRef = doc(db, 'receipts', receiptKey);

  return runTransaction(
    db,
    async (tx): Promise<SaveBillOutcome> => {
      if (stats) stats.attempts += 1;
      // The user was told it failed: a later SDK retry must not save (checked again before the writes).
      if (abandoned()) throw new Error(ABANDONED);
      const userSnap = await tx.get(userRef);
      if (!userSnap.exists()) throw new Error(USER_NOT_FOUND);
      const user = userSnap.data();

      if (
        needsOwnerSetup({
          isRestaurantOwner: user.isRestaurantOwner === true,
          restaurantProfile: user.restaurantProfile,
        })
      ) {
        // One owner per restaurant: the claim restaurants/{restaurantKey} comes with the profile.
        const restaurantKey = billRestaurantKey(bill);
        const claimRef = doc(db, 'restaurants', restaurantKey);
        const claim = await tx.get(claimRef);
        if (claim.exists() && claim.data().ownerId !== uid) throw new Error(RESTAURANT_HAS_OWNER);
        if (abandoned()) throw new Error(ABANDONED);
        tx.update(userRef, {
          restaurantProfile: {
            ...ownerProfileFromBill(bill),
            restaurantKey,
            rating: 0,
            reviews: 0,
            updatedAt: serverTimestamp(),
          },
          updatedAt: serverTimestamp(),
        });
        if (!claim.exists()) tx.set(claimRef, { ownerId: uid, createdAt: serverTimestamp() });
        // The statistics are private (only the owner reads them) and start empty in the same write.
        tx.set(doc(db, 'users', uid, 'private', 'restaurantStats'), EMPTY_RESTAURANT_STATS);
        return { kind: 'ownerSetup' };
      }

      const dateProblem = checkBillDate(bill.date, now);
      if (dateProblem) throw new Error(dateProblem);
      // Owner mode on or off: a restaurant profile of one's own is never billed (the rules refuse it too).
      if (isOwnRestaurantBill(bill, user.restaurantProfile as ProfilePlace | null)) {
        throw new Error(OWN_RESTAURANT_BILL);
      }
      // The earning caps (decision 0010) against the counter just read; the rules check it again at commit.
      // The Rome day, week, month and year of this run, as the rules derive them from request.time.
      const keys = periodKeysAt(new Date());
      const billDay = (await tx.get(billDayRef)).data();
      const capProblem = billCapRefusal(bill.totalAmount, billDay, keys.day);
      if (capProblem) throw new Error(capProblem);
      // All reads before the writes: the receipt claim, then the owners found above.
      if ((await tx.get(receiptRef)).exists()) throw new Error(RECEIPT_ALREADY_CLAIMED);
      const owners = await Promise.all(ownerIds.map((id) => tx.get(doc(db, 'users', id))));

      if (abandoned()) throw new Error(ABANDONED);
      const gold = goldPointsFor(bill.totalAmount);
      tx.set(doc(db, 'bills', billId), {
        userId: uid,
        restaurantName: bill.restaurantName,
        address: bill.address,
        totalAmount: bill.totalAmount,
        date: bill.date,
        items: bill.items.map(({ name, price }) => ({ name, price })),
        goldPointsEarned: gold,
        status: 'processed',
        restaurantKey: billRestaurantKey(bill),
        receiptKey,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
      tx.set(receiptRef, { billId, userId: uid, createdAt: serverTimestamp() });
      tx.update(userRef, {
        goldPoints: increment(gold),
        silverPoints: increment(gold),
        totalSpent: increment(bill.totalAmount),
        lastBillId: billId,
        updatedAt: serverTimestamp(),
        // This week's, month's and year's gold and silver (decision 0010): public, the period boards rank
        // them.
        ...periodPointsUpdate(user, keys, gold, gold, increment),
        // A day counter from before decision 0016 leaves the public document (the rules insist).
        ...('billDay' in user ? { billDay: deleteField() } : {}),
      });
      // The day's bill counter (caps), naming this bill: the rules move it only with a bill.
      tx.set(billDayRef, billDayWrite(billDay, keys.day, bill.totalAmount, billId, increment), {
        merge: true,
      });

      for (const owner of owners) {
        const data: DocumentData | undefined = owner.data();
        const profile = data?.restaurantProfile as StoredProfile | null | undefined;
        // Re-checked inside the transaction: the owner may have changed since the query.
        if (data?.isRestaurantOwner !== true || !profile || !sameRestaurant(profile, bill)) continue;
        addBillToOwnerStats(tx, db, owner.id, uid, bill);
      }
      return { kind: 'bill', billId, goldPointsEarned: gold };
    },
    { maxAttempts: MAX_ATTEMPTS },
  );
}

/** users/{uid}/private/restaurantStats as the owner creates it with a new restaurant profile. */
export const EMPTY_RESTAURANT_STATS = {
  totalBills: 0,
  totalRevenue: 0,
  spenders: {},
  lastBillAt: null,
} as const;

/**
 * The diner cannot read an owner's private statistics, so the bill adds to them blindly: increments
 * for the counters and the diner's own spenders entry, merged (a missing document is created with
 * this one bill). The rules check every value against the bill.
 */
function addBillToOwnerStats(
  tx: Transaction,
  db: Firestore,
  ownerId: string,
  uid: string,
  bill: ExtractedBill,
) {
  tx.set(
    doc(db, 'users', ownerId, 'private', 'restaurantStats'),
    {
      totalBills: increment(1),
      totalRevenue: increment(bill.totalAmount),
      lastBillAt: serverTimestamp(),
      spenders: {
        [uid]: {
          userId: uid,
          amount: increment(bill.totalAmount),
          visits: increment(1),
          lastVisit: bill.date,
        },
      },
    },
    { merge: true },
  );
}

/** Our own messages (the scan's and the caps') pass through; a refused write whose receipt now exists was a duplicate claim. */
async function toSaveError(error: unknown, db: Firestore, bill: ExtractedBill): Promise<Error> {
  if (error instanceof Error && CAP_REFUSALS.has(error.message)) return error;
  const message = scanErrorMessage(error, SAVE_BILL_FAILED);
  if (message !== SAVE_BILL_FAILED) return new Error(message, { cause: error });
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'permission-denied') {
    try {
      if (await isReceiptClaimed(bill, db)) return new Error(RECEIPT_ALREADY_CLAIMED, { cause: error });
    } catch {
      // Unknown: fall through to the generic message.
    }
  }
  return new Error(SAVE_BILL_FAILED, { cause: error });
}
