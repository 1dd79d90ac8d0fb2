// The documents of a saved bill (spec section 7, "Save bill"; docs/decisions/0002, "Write shapes" 5-6),
// built from what the transaction read. save-bill.ts applies them after its checks; the rules tests
// apply the same steps, one changed or left out, to attack the rules.
import {
  deleteField,
  increment,
  serverTimestamp,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import type { PeriodKeys } from '@/domain/period-keys';
import { periodPointsUpdate, verifiedGoldUpdate } from '@/domain/period-points';
import { dinerRecordWithBill, type DinerRecord } from '@/domain/restaurant-page';
import { MAX_DISH_MARKS, billDishes, toDishCents } from '@/domain/dish';
import type { WriteStep } from '@/firebase/write-steps';
import { goldPointsFor, type ExtractedBill } from '../model/bill';
import { billDayWrite } from '../model/bill-caps';
import { billRestaurantKey } from '../model/receipt-key';
import {
  billCodeDoc,
  billDayCounterDoc,
  billDoc,
  dinerDoc,
  dishDoc,
  dishMarksDoc,
  privacyPreferencesDoc,
  receiptDoc,
  restaurantPageDoc,
  restaurantStatsDoc,
  userDoc,
} from '@/firebase/collections';

/** The documents a bill writes, by name. */
export type BillStepName =
  'bill' | 'receipt' | 'user' | 'billDay' | 'page' | 'diner' | 'owner' | 'code' | 'dishMarks' | 'dish';

/** The restaurant's code a verified bill claims (decision 0046): its id and the secret that hashes to it. */
export interface ClaimedCode {
  codeId: string;
  secret: string;
}

export interface BillWriteInput {
  uid: string;
  bill: ExtractedBill;
  billId: string;
  /** receipts/{receiptKey}: the receipt's claim (receiptKeyOf(bill)). */
  receiptKey: string;
  /** The diner's users document as read in the transaction (its period counters). */
  diner: DocumentData | undefined;
  /** users/{uid}/private/billDay as read in the transaction (the caps' day counter). */
  billDay: DocumentData | undefined;
  /** The Rome day, week, month and year of this run, as the rules derive them from request.time. */
  keys: PeriodKeys;
  /** The owners of the bill's restaurant whose statistics this bill adds to. */
  ownerIds: readonly string[];
  /** restaurantPages/{key}/diners/{uid} as read in the transaction (null: the first bill there). */
  dinerRecord: DinerRecord | null;
  /**
   * Listed among the restaurant's diners (a new record's `visible`): Settings → Privacy's "Show me among a
   * restaurant's diners" on and "Who can see my spending history" Everyone (listedAmongDiners).
   */
  listed: boolean;
  /** The restaurant's code this bill claims, which makes it verified (decision 0046); none: the diner's word. */
  code?: ClaimedCode | null;
  /**
   * users/{uid}/dishMarks/{key}'s dishes as read in the transaction (decision 0049): the dishes this diner
   * was already counted for there. Missing: none yet.
   */
  dishMarks?: readonly string[];
}

/** restaurantPages/{key} (decision 0038). */
const restaurantPageRef = (db: Firestore, restaurantKey: string) => restaurantPageDoc(db, restaurantKey);

/** restaurantPages/{key}/diners/{uid}, the diner's record at that restaurant. */
export const dinerRecordRef = (db: Firestore, restaurantKey: string, uid: string) =>
  dinerDoc(db, restaurantKey, uid);

/** users/{uid}/preferences/privacy, whose listedAmongDiners a new diner record takes. */
export const privacyPreferenceRef = (db: Firestore, uid: string) => privacyPreferencesDoc(db, uid);

/** users/{uid}/dishMarks/{key}, the dishes the diner was counted for there (owner-only, decision 0049). */
export const dishMarksRef = (db: Firestore, uid: string, restaurantKey: string) =>
  dishMarksDoc(db, uid, restaurantKey);

/** users/{uid}/private/billDay, the day's bill counter of the caps (owner-only, decision 0016). */
export const billDayRef = (db: Firestore, uid: string) => billDayCounterDoc(db, uid);

/**
 * The bill, its receipt claim, the diner's points and period counters, the day's counter naming this
 * bill, and each owner's statistics: one transaction's writes.
 */
export function billWriteSteps(db: Firestore, input: BillWriteInput): WriteStep<BillStepName>[] {
  const { uid, bill, billId, receiptKey, diner, keys } = input;
  const gold = goldPointsFor(bill.totalAmount);
  const restaurantKey = billRestaurantKey(bill);
  const code = input.code ?? null;
  return [
    {
      name: 'bill',
      ref: billDoc(db, billId),
      set: {
        userId: uid,
        restaurantName: bill.restaurantName,
        address: bill.address,
        totalAmount: bill.totalAmount,
        date: bill.date,
        items: bill.items.map(({ name, price }) => ({ name, price })),
        goldPointsEarned: gold,
        status: 'processed',
        restaurantKey,
        receiptKey,
        ...(code ? { verified: true, codeId: code.codeId } : {}),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      },
    },
    {
      name: 'receipt',
      ref: receiptDoc(db, receiptKey),
      set: { billId, userId: uid, createdAt: serverTimestamp() },
    },
    {
      name: 'user',
      ref: userDoc(db, uid),
      update: {
        goldPoints: increment(gold),
        silverPoints: increment(gold),
        totalSpent: increment(bill.totalAmount),
        lastBillId: billId,
        updatedAt: serverTimestamp(),
        // This week's, month's and year's gold and silver: public, the period boards rank them; a
        // verified bill's gold is counted apart too (decision 0046), in the same periods.
        ...userPeriodFields(diner, keys, gold, code !== null),
        // A day counter from before decision 0016 leaves the public document (the rules insist).
        ...(diner && 'billDay' in diner ? { billDay: deleteField() } : {}),
      },
    },
    {
      // The rules move the day's counter only with a bill, and it names that bill.
      name: 'billDay',
      ref: billDayRef(db, uid),
      set: billDayWrite(input.billDay, keys.day, bill.totalAmount, billId, increment),
      merge: true,
    },
    ...restaurantPageSteps(db, input, restaurantKey, gold),
    ...dishSteps(db, input, restaurantKey),
    ...input.ownerIds.map((ownerId) =>
      ownerStatsStep(db, ownerId, uid, bill, code !== null, !visibleAfter(input)),
    ),
    ...(code ? [codeClaimStep(db, uid, billId, code)] : []),
  ];
}

/** The period counters a bill moves, and for a verified bill its verified gold beside them. */
function userPeriodFields(
  diner: DocumentData | undefined,
  keys: PeriodKeys,
  gold: number,
  verified: boolean,
): Record<string, unknown> {
  const periods = periodPointsUpdate(diner, keys, gold, gold, increment);
  return verified ? { ...periods, ...verifiedGoldUpdate(diner, keys, gold, periods) } : periods;
}

/** The diner's record at the restaurant is visible after this bill (a new one takes the setting). */
const visibleAfter = ({ dinerRecord, listed }: BillWriteInput): boolean =>
  dinerRecord ? dinerRecord.visible : listed;

/**
 * "Popular here" (decision 0049): each dish of the bill (billDishes: at most 8) gets this bill's price
 * and, the first time this diner has it here, one diner more; the diner's private marker lists the
 * dishes they were counted for. Written blindly (increments, merged), as the page is. A diner hidden
 * from the restaurant's diners adds nothing.
 */
function dishSteps(db: Firestore, input: BillWriteInput, restaurantKey: string): WriteStep<BillStepName>[] {
  const dishes = billDishes(input.bill.items);
  if (!visibleAfter(input) || dishes.length === 0) return [];
  const before = input.dishMarks ?? [];
  const marks = [...before];
  for (const d of dishes) if (!marks.includes(d.key) && marks.length < MAX_DISH_MARKS) marks.push(d.key);
  // A dish past the marker's cap cannot count its diner: it is left out (the rules would refuse it).
  const counted = dishes.filter((d) => marks.includes(d.key));
  return [
    {
      name: 'dishMarks',
      ref: dishMarksRef(db, input.uid, restaurantKey),
      set: { dishes: marks, lastBillId: input.billId },
    },
    ...counted.map((d): WriteStep<BillStepName> => ({
      name: 'dish',
      ref: dishDoc(db, restaurantKey, d.key),
      set: {
        name: d.name,
        lastPrice: d.price,
        priceCents: increment(toDishCents(d.price)),
        priceCount: increment(1),
        ...(before.includes(d.key) ? {} : { dinerCount: increment(1) }),
      },
      merge: true,
    })),
  ];
}

/** billCodes/{codeId} claimed by this bill: the rules hash `secret` and compare it with the id. */
function codeClaimStep(
  db: Firestore,
  uid: string,
  billId: string,
  code: ClaimedCode,
): WriteStep<BillStepName> {
  return {
    name: 'code',
    ref: billCodeDoc(db, code.codeId),
    update: { claimedBy: uid, claimedAt: serverTimestamp(), billId, secret: code.secret },
  };
}

/**
 * The restaurant's public page and the diner's record there (decision 0038). The page is written
 * blindly (increments, merged: the first bill creates it), so diners saving at one restaurant at once
 * never read it and never make each other retry; the diner's own record was read in the transaction.
 */
function restaurantPageSteps(
  db: Firestore,
  { uid, bill, billId, dinerRecord, listed, code = null }: BillWriteInput,
  restaurantKey: string,
  gold: number,
): WriteStep<BillStepName>[] {
  const billAtRestaurant = { ...bill, goldPointsEarned: gold };
  return [
    {
      name: 'page',
      ref: restaurantPageRef(db, restaurantKey),
      set: {
        name: bill.restaurantName,
        address: bill.address,
        billCount: increment(1),
        ...(code ? { verifiedBillCount: increment(1) } : {}),
        // A new diner record means one diner more (the rules compare it with the record's existence).
        ...(dinerRecord ? {} : { dinerCount: increment(1) }),
        lastBillAt: serverTimestamp(),
      },
      merge: true,
    },
    {
      name: 'diner',
      ref: dinerRecordRef(db, restaurantKey, uid),
      set: { ...dinerRecordWithBill(dinerRecord, uid, billAtRestaurant, billId, listed, code !== null) },
    },
  ];
}

/**
 * The diner cannot read an owner's private statistics, so the bill adds to them blindly: increments
 * for the counters and the diner's own spenders entry, merged (a missing document is created with
 * this one bill). The rules check every value against the bill.
 */
function ownerStatsStep(
  db: Firestore,
  ownerId: string,
  uid: string,
  bill: ExtractedBill,
  verified: boolean,
  hidden: boolean,
): WriteStep<BillStepName> {
  return {
    name: 'owner',
    ref: restaurantStatsDoc(db, ownerId),
    set: {
      totalBills: increment(1),
      totalRevenue: increment(bill.totalAmount),
      lastBillAt: serverTimestamp(),
      spenders: {
        [uid]: {
          userId: uid,
          amount: increment(bill.totalAmount),
          visits: increment(1),
          // A verified visit (decision 0046): the offers to verified diners only reach them.
          ...(verified ? { verifiedVisits: increment(1) } : {}),
          lastVisit: bill.date,
          // Hidden from the restaurant's diners at this bill (issue 43): counted, never named.
          hidden,
        },
      },
    },
    merge: true,
  };
}
