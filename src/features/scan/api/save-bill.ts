// Confirm of a scanned bill (spec sections 4 and 7, "Save bill" and "Owner profile setup from a bill"):
// ONE guarded transaction (firebase/guarded-transaction: timeout, offline, no write once given up)
// whose writes are the legal shapes of firestore.rules (docs/decisions/0002, "Write shapes"), built by
// bill-writes.ts, which the rules tests apply too.
import { serverTimestamp, type Firestore, type Transaction } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { periodKeysAt } from '@/domain/period-keys';
import { runGuardedTransaction } from '@/firebase/guarded-transaction';
import { applyWriteSteps } from '@/firebase/write-steps';
import { goldPointsFor, type ExtractedBill } from '../model/bill';
import { billCapRefusal } from '../model/bill-caps';
import { checkBillDate, isOwnRestaurantBill, type ProfilePlace } from '../model/fraud';
import { isCapRefusal, isScanError } from '../model/messages';
import { needsOwnerSetup, ownerProfileFromBill } from '../model/owner-setup';
import { billRestaurantKey, receiptKeyOf } from '../model/receipt-key';
import { toDinerRecord } from '@/domain/restaurant-page';
import { listedAmongDiners } from '@/domain/spending-history';
import {
  billDayRef,
  billWriteSteps,
  dinerRecordRef,
  dishMarksRef,
  privacyPreferenceRef,
  type ClaimedCode,
} from './bill-writes';
import { fetchClaimableCode } from './fetch-bill-code';
import { billCodeProblem, codeReceiptKey, toBillCode, toCents } from '@/domain/bill-code';
import { isReceiptClaimed } from './fetch-receipt-claim';
import { findMatchingOwnerIds } from './find-matching-owners';
import { AppError } from '@/domain/app-error';
import { billCodeDoc, userDoc, restaurantStatsDoc, receiptDoc, restaurantDoc } from '@/firebase/collections';

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
  /** Called once the transaction has ended, even after the save was given up (for tests). */
  onSettled?: () => void;
  /** The restaurant's code this bill claims (decision 0046): a verified bill, never an owner set-up. */
  code?: ClaimedCode;
}

const SAVE_BILL_TIMEOUT_MS = 20_000;
// Like transfers (points/api/transfer-points.ts): the SDK's default of 5 attempts is too few when many
// diners save at one restaurant at once. The emulator checks the rules against the documents as they
// are at commit, so a bill racing another write can come back 'permission-denied': it runs again on
// fresh reads (a duplicate receipt then says so; a real refusal is denied every run). Each run also
// recomputes the period keys: a save that crossed midnight or Monday in Rome between the client's clock
// and the server's commit is refused once, then written with the new keys (decision 0010).
const MAX_ATTEMPTS = 10;
const RULES_RACE_RUNS = 3;

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
 * points, and the matching owners' statistics. Throws an Error with the message to show. Offline it
 * fails at once and writes nothing (docs/decisions/0011-offline-and-resilience.md).
 */
export async function saveScannedBill(
  uid: string | null | undefined,
  bill: ExtractedBill,
  options: SaveBillOptions = {},
): Promise<SaveBillOutcome> {
  if (!uid) throw new AppError('scan:errors.signInToContinue');
  const db = options.db ?? firestore();
  const now = options.now ?? new Date();
  try {
    return await runGuardedTransaction(
      db,
      async (tx) => {
        if (options.stats) options.stats.attempts += 1;
        return saveIn(tx, db, uid, bill, now, options.code ?? null);
      },
      {
        timeoutMs: options.timeoutMs ?? SAVE_BILL_TIMEOUT_MS,
        maxAttempts: MAX_ATTEMPTS,
        // The user left: the default 'Transaction abandoned', which nobody is shown.
        rulesRaceRuns: RULES_RACE_RUNS,
        signal: options.signal,
        onSettled: options.onSettled,
      },
    );
  } catch (error) {
    throw await toSaveError(error, db, bill, options.code ?? null, now);
  }
}

/** One run of the transaction: reads, the checks, then the writes of an owner set-up or of a bill. */
async function saveIn(
  tx: Transaction,
  db: Firestore,
  uid: string,
  bill: ExtractedBill,
  now: Date,
  code: ClaimedCode | null,
): Promise<SaveBillOutcome> {
  // The restaurant's claim, read again by each attempt (a plain read: the transaction reads the owner).
  // The user's own restaurant never counts itself (the rules refuse it).
  const ownerIds = (await findMatchingOwnerIds(bill, db)).filter((id) => id !== uid);
  const userRef = userDoc(db, uid);
  const userSnap = await tx.get(userRef);
  if (!userSnap.exists()) throw new AppError('scan:errors.userNotFound');
  const user = userSnap.data();

  if (
    !code &&
    needsOwnerSetup({
      isRestaurantOwner: user.isRestaurantOwner === true,
      restaurantProfile: user.restaurantProfile,
    })
  ) {
    await setUpOwner(tx, db, uid, bill);
    return { kind: 'ownerSetup' };
  }

  const dateProblem = checkBillDate(bill.date, now);
  if (dateProblem) throw dateProblem;
  // Owner mode on or off: a restaurant profile of one's own is never billed (the rules refuse it too).
  if (isOwnRestaurantBill(bill, user.restaurantProfile as ProfilePlace | null)) {
    throw new AppError('scan:errors.ownRestaurantBill');
  }
  // The earning caps against the day's counter (owner-only, decision 0016) read in this transaction;
  // the rules check it again at commit.
  const keys = periodKeysAt(new Date());
  const billDay = (await tx.get(billDayRef(db, uid))).data();
  const capProblem = billCapRefusal(bill.totalAmount, billDay, keys.day);
  if (capProblem) throw capProblem;
  // All reads before the writes: the receipt claim, then the owners found above. A verified bill's
  // receipt is its code (decision 0046), whose claim checkCodeIn reads.
  const receiptKey = code ? codeReceiptKey(code.codeId) : receiptKeyOf(bill);
  if (!code && (await tx.get(receiptDoc(db, receiptKey))).exists())
    throw new AppError('scan:errors.receiptAlreadyClaimed');
  const owners = await Promise.all(ownerIds.map((id) => tx.get(userDoc(db, id))));
  // The code, read again in this transaction: still unclaimed, unexpired, this restaurant and amount.
  if (code) await checkCodeIn(tx, db, code, bill, now);
  // The diner's record at this restaurant (its visits) and their privacy setting (a new record's
  // visibility): both the diner's own documents, so no other diner's save contends on them.
  const storedRecord = (await tx.get(dinerRecordRef(db, billRestaurantKey(bill), uid))).data();
  const privacy = (await tx.get(privacyPreferenceRef(db, uid))).data();
  // The dishes this diner was already counted for there (decision 0049): their own document too.
  const marks = (await tx.get(dishMarksRef(db, uid, billRestaurantKey(bill)))).data();
  // Re-checked inside the transaction: the owner may have changed since the query.
  const credited = owners
    .filter((owner) => {
      const data = owner.data();
      const profile = data?.restaurantProfile as StoredProfile | null | undefined;
      return data?.isRestaurantOwner === true && sameRestaurant(profile, bill);
    })
    .map((owner) => owner.id);

  const billId = `${uid}_${Date.now()}`;
  applyWriteSteps(
    tx,
    billWriteSteps(db, {
      uid,
      bill,
      billId,
      receiptKey,
      diner: user,
      billDay,
      keys,
      ownerIds: credited,
      dinerRecord: storedRecord ? toDinerRecord(storedRecord) : null,
      listed: listedAmongDiners(privacy),
      code,
      dishMarks: storedDishMarks(marks),
    }),
  );
  return { kind: 'bill', billId, goldPointsEarned: goldPointsFor(bill.totalAmount) };
}

/** The dish keys of a stored users/{uid}/dishMarks/{key} (none when missing). */
function storedDishMarks(data: Record<string, unknown> | undefined): string[] {
  const dishes = data?.dishes;
  return Array.isArray(dishes) ? dishes.filter((d): d is string => typeof d === 'string') : [];
}

/** The claimed code as this transaction reads it; throws the message that says why it cannot be used. */
async function checkCodeIn(
  tx: Transaction,
  db: Firestore,
  code: ClaimedCode,
  bill: ExtractedBill,
  now: Date,
) {
  const snap = await tx.get(billCodeDoc(db, code.codeId));
  const stored = snap.exists() ? toBillCode(snap.id, snap.data()) : null;
  const problem = billCodeProblem(stored, now);
  if (problem) throw new AppError(`scan:code.errors.${problem}`);
  if (stored!.restaurantKey !== billRestaurantKey(bill))
    throw new AppError('scan:code.errors.otherRestaurant');
  if (stored!.amountCents !== toCents(bill.totalAmount)) throw new AppError('scan:code.errors.checkFailed');
}

/** One owner per restaurant: the profile from the bill comes with its claim and empty statistics. */
async function setUpOwner(tx: Transaction, db: Firestore, uid: string, bill: ExtractedBill) {
  const restaurantKey = billRestaurantKey(bill);
  const claimRef = restaurantDoc(db, restaurantKey);
  const claim = await tx.get(claimRef);
  if (claim.exists() && claim.data().ownerId !== uid) throw new AppError('scan:errors.restaurantHasOwner');
  tx.update(userDoc(db, uid), {
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
  tx.set(restaurantStatsDoc(db, uid), EMPTY_RESTAURANT_STATS);
}

/** users/{uid}/private/restaurantStats as the owner creates it with a new restaurant profile. */
const EMPTY_RESTAURANT_STATS = {
  totalBills: 0,
  totalRevenue: 0,
  spenders: {},
  lastBillAt: null,
} as const;

/** Our own messages (the scan's and the caps') pass through; a refused write whose receipt now exists was a duplicate claim. */
async function toSaveError(
  error: unknown,
  db: Firestore,
  bill: ExtractedBill,
  claimed: ClaimedCode | null,
  now: Date,
): Promise<Error> {
  if (isCapRefusal(error)) return error as AppError;
  if (isScanError(error) && error.key !== 'scan:errors.saveBillFailed') return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'permission-denied' && claimed) {
    // The code was claimed or expired meanwhile (another diner's read is refused once claimed).
    try {
      await fetchClaimableCode(claimed.secret, now, db);
    } catch (why) {
      if (isScanError(why)) return why;
    }
  }
  // A verified bill's receipt is its code's (checked above), not the date, cents and restaurant.
  if (code === 'permission-denied' && !claimed) {
    try {
      if (await isReceiptClaimed(bill, db))
        return new AppError('scan:errors.receiptAlreadyClaimed', undefined, { cause: error });
    } catch {
      // Unknown: fall through to the generic message.
    }
  }
  return new AppError('scan:errors.saveBillFailed', undefined, { cause: error });
}
