// Fixtures for the review rules tests (decision 0039): a restaurant page at KEY with two diners (alice
// and bob, each with a bill there), alice's bill at ANOTHER restaurant, carol (no bill), and olga, who
// owns the claimed restaurant. Writes go through the app's own steps (reviewWriteSteps), with `tamper`
// to change one document of an otherwise legal write.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { toRestaurantPage } from '../../src/domain/restaurant-page';
import { applyWriteSteps } from '../../src/firebase/write-steps';
import {
  reviewWriteSteps,
  type ReviewStepName,
  type ReviewVerification,
} from '../../src/features/restaurant-pages/api/review-docs';
import type { ReviewDraft } from '../../src/features/restaurant-pages/model/review-model';
import { isoDate, peek, restaurantKeyOf, seed, tampered, userDoc, type Tamper } from './helpers';

export const KEY = restaurantKeyOf('Trattoria Roma', 'Via Appia 1, Rome');
export const ANOTHER = restaurantKeyOf('Pizzeria Napoli', 'Via Roma 2, Naples');
export const ALICE_BILL = 'alice_1700000000000';
export const ALICE_BILL_ELSEWHERE = 'alice_1700000000001';
export const BOB_BILL = 'bob_1700000000000';
export const VISIT_DATE = isoDate(2);

function billDoc(uid: string, key: string, date: string): DocumentData {
  return {
    userId: uid,
    restaurantName: 'Trattoria Roma',
    address: 'Via Appia 1, Rome',
    totalAmount: 40,
    date,
    items: [],
    goldPointsEarned: 40,
    status: 'processed',
    restaurantKey: key,
    receiptKey: `${date}_4000_${key}`,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  };
}

function dinerDoc(uid: string, billId: string, visits: number): DocumentData {
  return {
    userId: uid,
    visits,
    gold: 40 * visits,
    firstVisit: VISIT_DATE,
    lastVisit: VISIT_DATE,
    lastBillId: billId,
    visible: true,
  };
}

export async function seedReviews(env: RulesTestEnvironment): Promise<void> {
  await seed(env, {
    'users/alice': userDoc('alice'),
    'users/bob': userDoc('bob'),
    'users/carol': userDoc('carol'),
    'users/olga': userDoc('olga'),
    [`restaurants/${KEY}`]: { ownerId: 'olga', createdAt: Timestamp.now() },
    [`bills/${ALICE_BILL}`]: billDoc('alice', KEY, VISIT_DATE),
    [`bills/${ALICE_BILL_ELSEWHERE}`]: billDoc('alice', ANOTHER, VISIT_DATE),
    [`bills/${BOB_BILL}`]: billDoc('bob', KEY, isoDate(3)),
    [`restaurantPages/${KEY}`]: {
      name: 'Trattoria Roma',
      address: 'Via Appia 1, Rome',
      billCount: 3,
      dinerCount: 2,
      lastBillAt: Timestamp.now(),
      createdAt: Timestamp.now(),
    },
    [`restaurantPages/${KEY}/diners/alice`]: dinerDoc('alice', ALICE_BILL, 2),
    [`restaurantPages/${KEY}/diners/bob`]: dinerDoc('bob', BOB_BILL, 1),
    [`restaurantPages/${ANOTHER}`]: {
      name: 'Pizzeria Napoli',
      address: 'Via Roma 2, Naples',
      billCount: 1,
      dinerCount: 1,
      lastBillAt: Timestamp.now(),
      createdAt: Timestamp.now(),
    },
    [`restaurantPages/${ANOTHER}/diners/alice`]: dinerDoc('alice', ALICE_BILL_ELSEWHERE, 1),
  });
}

export const draft = (over: Partial<ReviewDraft> = {}): ReviewDraft => ({
  rating: 4,
  text: 'Great carbonara',
  photos: [],
  ...over,
});

/** alice's verification at KEY as the app reads it: her last bill there, its date, her 2 visits. */
export const aliceVerified: ReviewVerification = { billId: ALICE_BILL, visitDate: VISIT_DATE, visits: 2 };

/**
 * The app's review write (reviewWriteSteps) as one batch, from the page and review as stored now:
 * `draft` null deletes; `verification` defaults to alice's; `tamper` changes one step.
 */
export async function writeReview(
  env: RulesTestEnvironment,
  db: Firestore,
  uid: string,
  d: ReviewDraft | null,
  opts: {
    key?: string;
    verification?: ReviewVerification;
    tamper?: Tamper<ReviewStepName>;
    /** The rating the write assumes was stored (default: the stored one). */
    before?: number;
  } = {},
): Promise<void> {
  const key = opts.key ?? KEY;
  const page = toRestaurantPage(key, (await peek(env, `restaurantPages/${key}`)) ?? {});
  const stored = await peek(env, `restaurantPages/${key}/reviews/${uid}`);
  const before = opts.before ?? (stored ? Number(stored.rating) : 0);
  const steps = reviewWriteSteps(db, {
    key,
    uid,
    page,
    before,
    beforeVerified: stored?.billVerified === true,
    draft: d,
    verification: opts.verification ?? aliceVerified,
  });
  const batch = writeBatch(db);
  applyWriteSteps(batch, tampered(steps, opts.tamper));
  await batch.commit();
}
