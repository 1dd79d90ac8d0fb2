// Verified bills (decision 0046): billCodes/{sha256hex(secret)} issued by the restaurant's owner and
// claimed once by a diner's bill in that bill's own write, naming the secret.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { writeBatch, type Firestore } from 'firebase/firestore';
import { toRestaurantPage } from '../../src/domain/restaurant-page';
import { applyWriteSteps } from '../../src/firebase/write-steps';
import { reviewWriteSteps } from '../../src/features/restaurant-pages/api/review-docs';
import { saveReview } from '../../src/features/restaurant-pages/api/review-writes';
import { billCodeId, codeReceiptKey, newBillCodeSecret, toCents } from '../../src/domain/bill-code';
import {
  issueBillCode,
  newBillCodeDoc,
  type TillRestaurant,
} from '../../src/features/owner-dashboard/api/bill-codes';
import { restaurantKeyOf } from '../../src/domain/restaurant-key';
import { periodKeysAt } from '../../src/domain/period-keys';
import {
  dbAs,
  peek,
  receiptKeyOf,
  sampleBill,
  saveBill,
  seed,
  seedOwner,
  seedUser,
  tampered,
  trattoria,
  useRulesEnv,
} from './helpers';

const getEnv = useRulesEnv('demo-rules-bill-codes');
const as = (uid: string) => dbAs(getEnv(), uid);

const TRATTORIA: TillRestaurant = {
  restaurantKey: restaurantKeyOf(trattoria.name, trattoria.address),
  restaurantName: trattoria.name,
  address: trattoria.address,
};
const osteria = { ...trattoria, name: 'Osteria Otto', address: 'Via Po 3, Turin' };
const OSTERIA: TillRestaurant = {
  restaurantKey: restaurantKeyOf(osteria.name, osteria.address),
  restaurantName: osteria.name,
  address: osteria.address,
};
const CENTS = toCents(sampleBill.totalAmount); // €42.50

beforeEach(async () => {
  await seedOwner(getEnv(), 'olga', trattoria);
  await seedOwner(getEnv(), 'otto', osteria);
  await seedUser(getEnv(), 'alice');
  await seedUser(getEnv(), 'bob');
  await seedUser(getEnv(), 'carol');
});

/** olga's till issues a code for `cents` (the app's own write). */
const issue = (cents = CENTS, restaurant = TRATTORIA, owner = 'olga') =>
  issueBillCode(owner, restaurant, cents, as(owner));

/** A code seeded with the rules off, e.g. created 16 minutes ago. */
async function seededCode(createdAt: Date, restaurant = TRATTORIA, cents = CENTS, owner = 'olga') {
  const secret = newBillCodeSecret();
  const codeId = await billCodeId(secret);
  await seed(getEnv(), {
    [`billCodes/${codeId}`]: {
      ...newBillCodeDoc(owner, restaurant, cents),
      createdAt: Timestamp.fromDate(createdAt),
    },
  });
  return { secret, codeId };
}

const claim = (
  uid: string,
  code: { secret: string; codeId: string },
  opts: Parameters<typeof saveBill>[3] = {},
  bill = sampleBill,
) => saveBill(as(uid), uid, bill, { ownerIds: ['olga'], ...opts, code });

describe('allowed', () => {
  test("the owner's till issues a code for their claimed restaurant", async () => {
    const { codeId, secret } = await assertSucceeds(issue());
    expect(codeId).toBe(await billCodeId(secret));
    expect(await peek(getEnv(), `billCodes/${codeId}`)).toMatchObject({
      restaurantKey: TRATTORIA.restaurantKey,
      amountCents: 4250,
      createdBy: 'olga',
      claimedBy: null,
      billId: null,
    });
  });

  test('a diner claims it with a verified bill: counters move in the same write', async () => {
    const code = await issue();
    const billId = await assertSucceeds(claim('alice', code, { billId: 'alice_1' }));
    expect(await peek(getEnv(), `bills/${billId}`)).toMatchObject({ verified: true, codeId: code.codeId });
    expect(await peek(getEnv(), `billCodes/${code.codeId}`)).toMatchObject({
      claimedBy: 'alice',
      billId: 'alice_1',
    });
    const keys = periodKeysAt(new Date());
    expect(await peek(getEnv(), 'users/alice')).toMatchObject({
      goldPoints: 42,
      verifiedGold: 42,
      periodPoints: { week: { key: keys.week, gold: 42, silver: 42, verified: 42 } },
    });
    expect(await peek(getEnv(), `restaurantPages/${TRATTORIA.restaurantKey}`)).toMatchObject({
      billCount: 1,
      verifiedBillCount: 1,
    });
    expect(await peek(getEnv(), `restaurantPages/${TRATTORIA.restaurantKey}/diners/alice`)).toMatchObject({
      visits: 1,
      verifiedVisits: 1,
    });
    // The owner's statistics count it as a verified visit (offers to verified diners only).
    expect(await peek(getEnv(), 'users/olga/private/restaurantStats')).toMatchObject({
      spenders: { alice: { visits: 1, verifiedVisits: 1 } },
    });
  });

  test('a second verified bill adds to the verified counters; an unverified one leaves them', async () => {
    await claim('alice', await issue(), { billId: 'alice_1' });
    await assertSucceeds(
      claim('alice', await issue(1999), { billId: 'alice_2' }, { ...sampleBill, totalAmount: 19.99 }),
    );
    await assertSucceeds(
      saveBill(as('alice'), 'alice', { ...sampleBill, totalAmount: 10 }, { billId: 'alice_3' }),
    );
    expect(await peek(getEnv(), 'users/alice')).toMatchObject({ goldPoints: 71, verifiedGold: 61 });
    expect(await peek(getEnv(), `restaurantPages/${TRATTORIA.restaurantKey}`)).toMatchObject({
      billCount: 3,
      verifiedBillCount: 2,
    });
  });

  test('two diners claim codes for the same amount at one restaurant on one day: each receipt is its code', async () => {
    const first = await issue();
    const second = await issue();
    await assertSucceeds(claim('alice', first, { billId: 'alice_1' }));
    await assertSucceeds(claim('bob', second, { billId: 'bob_1' }));
    expect(await peek(getEnv(), `receipts/${codeReceiptKey(second.codeId)}`)).toMatchObject({
      billId: 'bob_1',
    });
    // The paper receipt's key stays the diners' own word's: an unverified bill may still name it once.
    await assertSucceeds(saveBill(as('carol'), 'carol', sampleBill, { billId: 'carol_1' }));
  });

  test('the issuer reads and lists their codes; the claimant reads theirs; anyone reads an unclaimed one', async () => {
    const code = await issue();
    await assertSucceeds(getDoc(doc(as('bob'), 'billCodes', code.codeId)));
    await claim('alice', code);
    await assertSucceeds(getDoc(doc(as('olga'), 'billCodes', code.codeId)));
    await assertSucceeds(getDoc(doc(as('alice'), 'billCodes', code.codeId)));
    await assertSucceeds(
      getDocs(query(collection(as('olga'), 'billCodes'), where('createdBy', '==', 'olga'))),
    );
    await assertSucceeds(getDoc(doc(as('bob'), 'billCodes', 'f'.repeat(64))));
  });

  test('the issuer deletes their code', async () => {
    const code = await issue();
    await assertSucceeds(deleteDoc(doc(as('olga'), 'billCodes', code.codeId)));
  });
});

describe('refused', () => {
  test('a code written by someone who does not own the restaurant', async () => {
    const write = async (uid: string) =>
      setDoc(
        doc(as(uid), 'billCodes', await billCodeId(newBillCodeSecret())),
        newBillCodeDoc(uid, TRATTORIA, CENTS),
      );
    await assertFails(write('bob'));
    // otto owns another restaurant, not this one
    await assertFails(write('otto'));
    // the app's own write says so with its message
    await expect(issue(CENTS, TRATTORIA, 'bob')).rejects.toThrow('dashboard:till.errors.issueFailed');
  });

  test.each([
    ['an amount of 0', { amountCents: 0 }],
    ['an amount over the per-bill cap', { amountCents: 100_001 }],
    ['an amount in euros, not whole cents', { amountCents: 42.5 }],
    ['already claimed', { claimedBy: 'alice' }],
    ['another restaurant name', { restaurantName: 'Elsewhere' }],
    ['a client time', { createdAt: Timestamp.now() }],
    ['a secret written in it', { secret: 'X' }],
  ])('a code with %s', async (_n, patch) => {
    const codeId = await billCodeId(newBillCodeSecret());
    await assertFails(
      setDoc(doc(as('olga'), 'billCodes', codeId), { ...newBillCodeDoc('olga', TRATTORIA, CENTS), ...patch }),
    );
  });

  test('a code whose id is not a SHA-256 in hex', async () => {
    await assertFails(setDoc(doc(as('olga'), 'billCodes', 'ABC'), newBillCodeDoc('olga', TRATTORIA, CENTS)));
  });

  test('a code reused: the second diner is refused, the first keeps it', async () => {
    const code = await issue();
    await claim('alice', code, { billId: 'alice_1' });
    await assertFails(claim('bob', code, { billId: 'bob_1' }));
    await assertFails(claim('alice', code, { billId: 'alice_2' }));
    expect(await peek(getEnv(), `billCodes/${code.codeId}`)).toMatchObject({ claimedBy: 'alice' });
    expect(await peek(getEnv(), 'bills/bob_1')).toBeUndefined();
  });

  test('an expired code (created 16 minutes ago); one of 14 minutes still claims', async () => {
    await assertFails(claim('alice', await seededCode(new Date(Date.now() - 16 * 60_000))));
    await assertSucceeds(claim('alice', await seededCode(new Date(Date.now() - 14 * 60_000))));
  });

  test('a code of another restaurant', async () => {
    const code = await issue(CENTS, OSTERIA, 'otto');
    await assertFails(claim('alice', code));
  });

  test('a code for another amount', async () => {
    const code = await issue(4000);
    await assertFails(claim('alice', code));
    await assertFails(claim('alice', code, {}, { ...sampleBill, totalAmount: 42.51 }));
  });

  test('a claim naming a secret that does not hash to the code', async () => {
    const code = await issue();
    await assertFails(claim('alice', { ...code, secret: newBillCodeSecret() }));
    await assertFails(claim('alice', { ...code, secret: code.codeId }));
  });

  test('a bill marked verified without a code claimed in its write', async () => {
    const code = await issue();
    await assertFails(claim('alice', code, { tamper: { code: 'skip' } }));
    await assertFails(saveBill(as('alice'), 'alice', sampleBill, { tamper: { bill: { verified: true } } }));
    await assertFails(
      saveBill(as('alice'), 'alice', sampleBill, {
        tamper: { bill: { verified: true, codeId: code.codeId } },
      }),
    );
    // A claimed code of another bill does not verify this one.
    await claim('alice', code, { billId: 'alice_1' });
    await assertFails(
      saveBill(as('bob'), 'bob', sampleBill, { tamper: { bill: { verified: true, codeId: code.codeId } } }),
    );
  });

  test("a verified bill with another receipt than its code, or another name or address than its code's", async () => {
    const code = await issue();
    await assertFails(claim('alice', code, { tamper: { receiptKey: receiptKeyOf(sampleBill) } }));
    await assertFails(claim('alice', code, { tamper: { receiptKey: codeReceiptKey('f'.repeat(64)) } }));
    // Spelled otherwise, folding to the code's restaurant key: the bill takes the code's own.
    await assertFails(claim('alice', code, {}, { ...sampleBill, restaurantName: 'TRATTORIA ROMA' }));
    await assertFails(claim('alice', code, {}, { ...sampleBill, address: 'Via Appia 1 Rome' }));
    // An unverified bill cannot take a code's receipt.
    await assertFails(
      saveBill(as('bob'), 'bob', sampleBill, { tamper: { receiptKey: codeReceiptKey(code.codeId) } }),
    );
    await assertSucceeds(claim('alice', code));
  });

  test('a code claimed without its bill, or by a bill that does not name it', async () => {
    const code = await issue();
    await assertFails(
      updateDoc(doc(as('alice'), 'billCodes', code.codeId), {
        claimedBy: 'alice',
        claimedAt: Timestamp.now(),
        billId: 'alice_9',
        secret: code.secret,
      }),
    );
    await assertFails(claim('alice', code, { tamper: { bill: { verified: false } } }));
  });

  test('verified counters moved without their bill', async () => {
    await assertFails(updateDoc(doc(as('alice'), 'users', 'alice'), { verifiedGold: 100 }));
    // an unverified bill that moves the verified gold too
    await assertFails(
      saveBill(as('alice'), 'alice', sampleBill, { tamper: { user: { verifiedGold: increment(42) } } }),
    );
    // a verified bill that moves them by more than its gold
    await assertFails(claim('alice', await issue(), { tamper: { user: { verifiedGold: increment(43) } } }));
    // the owner's verified visits without a verified bill, or by 2 with one
    await assertFails(
      saveBill(as('alice'), 'alice', sampleBill, {
        ownerIds: ['olga'],
        tamper: { owner: { 'spenders.alice.verifiedVisits': increment(1) } },
      }),
    );
    await assertFails(
      claim('alice', await issue(), { tamper: { owner: { 'spenders.alice.verifiedVisits': increment(1) } } }),
    );
    // the page's verified count without a verified bill
    await assertFails(
      saveBill(as('alice'), 'alice', sampleBill, { tamper: { page: { verifiedBillCount: increment(1) } } }),
    );
  });

  test('a claimed code read by a third user, listed by anyone but its issuer, deleted by another', async () => {
    const code = await issue();
    await claim('alice', code);
    await assertFails(getDoc(doc(as('bob'), 'billCodes', code.codeId)));
    await assertFails(getDocs(query(collection(as('bob'), 'billCodes'), where('createdBy', '==', 'olga'))));
    await assertFails(deleteDoc(doc(as('alice'), 'billCodes', code.codeId)));
  });
});

describe("account deletion's moves (decision 0031)", () => {
  const startDeleting = (uid: string) =>
    seed(getEnv(), { [`users/${uid}/private/deletion`]: { startedAt: Timestamp.now() } });

  test('a deleting claimant sets claimedBy to deleted, and only that', async () => {
    const code = await issue();
    await claim('alice', code, { billId: 'alice_1' });
    const mine = doc(as('alice'), 'billCodes', code.codeId);
    // Not while they are not deleting their account.
    await assertFails(updateDoc(mine, { claimedBy: 'deleted' }));
    await startDeleting('alice');
    await assertFails(updateDoc(mine, { claimedBy: 'bob' }));
    await assertFails(updateDoc(mine, { claimedBy: 'deleted', billId: null }));
    await assertFails(updateDoc(mine, { claimedBy: 'deleted', secret: 'X' }));
    await assertSucceeds(updateDoc(mine, { claimedBy: 'deleted' }));
    expect(await peek(getEnv(), `billCodes/${code.codeId}`)).toMatchObject({
      claimedBy: 'deleted',
      billId: 'alice_1',
    });
  });

  test("a deleting user cannot take another's claim, nor an unclaimed code", async () => {
    const claimed = await issue();
    await claim('alice', claimed, { billId: 'alice_1' });
    const open = await issue(1000);
    await startDeleting('bob');
    await assertFails(updateDoc(doc(as('bob'), 'billCodes', claimed.codeId), { claimedBy: 'deleted' }));
    await assertFails(updateDoc(doc(as('bob'), 'billCodes', open.codeId), { claimedBy: 'deleted' }));
  });

  test('the issuer lists and deletes their codes, claimed or not; the claimant cannot', async () => {
    const claimed = await issue();
    await claim('alice', claimed, { billId: 'alice_1' });
    const open = await issue(1000);
    const mine = await assertSucceeds(
      getDocs(query(collection(as('olga'), 'billCodes'), where('createdBy', '==', 'olga'))),
    );
    expect(mine.size).toBe(2);
    await assertFails(deleteDoc(doc(as('alice'), 'billCodes', claimed.codeId)));
    await assertFails(deleteDoc(doc(as('otto'), 'billCodes', open.codeId)));
    for (const code of [claimed, open])
      await assertSucceeds(deleteDoc(doc(as('olga'), 'billCodes', code.codeId)));
    // The verified bill stays verified: the code was checked when the bill was written.
    expect(await peek(getEnv(), 'bills/alice_1')).toMatchObject({ verified: true });
  });
});

describe('reviews of verified bills (billVerified)', () => {
  const KEY = TRATTORIA.restaurantKey;
  const draft = { rating: 5, text: 'Great', photos: [] as string[] };

  test('a review of a verified bill says so; one of an unverified bill does not', async () => {
    await claim('alice', await issue(), { billId: 'alice_1' });
    await assertSucceeds(saveReview(KEY, 'alice', draft, as('alice')));
    expect(await peek(getEnv(), `restaurantPages/${KEY}/reviews/alice`)).toMatchObject({
      billVerified: true,
    });
    await saveBill(
      as('bob'),
      'bob',
      { ...sampleBill, totalAmount: 30 },
      { billId: 'bob_1', ownerIds: ['olga'] },
    );
    await assertSucceeds(saveReview(KEY, 'bob', draft, as('bob')));
    expect((await peek(getEnv(), `restaurantPages/${KEY}/reviews/bob`))?.billVerified).toBeUndefined();
  });

  test('the verified rating moves with a review of a verified bill, beside the rating (decision 0046)', async () => {
    const page = () => peek(getEnv(), `restaurantPages/${KEY}`);
    await claim('alice', await issue(), { billId: 'alice_1' });
    await assertSucceeds(saveReview(KEY, 'alice', draft, as('alice')));
    expect(await page()).toMatchObject({
      ratingCount: 1,
      ratingSum: 5,
      verifiedRatingCount: 1,
      verifiedRatingSum: 5,
    });
    // bob's review of an unverified bill counts in the rating only.
    await saveBill(
      as('bob'),
      'bob',
      { ...sampleBill, totalAmount: 30 },
      { billId: 'bob_1', ownerIds: ['olga'] },
    );
    await assertSucceeds(saveReview(KEY, 'bob', { ...draft, rating: 3 }, as('bob')));
    expect(await page()).toMatchObject({
      ratingCount: 2,
      ratingSum: 8,
      verifiedRatingCount: 1,
      verifiedRatingSum: 5,
    });
    // alice's next visit is unverified: her edited review, same stars, leaves the verified rating.
    await saveBill(
      as('alice'),
      'alice',
      { ...sampleBill, totalAmount: 10 },
      { billId: 'alice_2', ownerIds: ['olga'] },
    );
    await assertSucceeds(saveReview(KEY, 'alice', draft, as('alice')));
    expect((await peek(getEnv(), `restaurantPages/${KEY}/reviews/alice`))?.billVerified).toBeUndefined();
    expect(await page()).toMatchObject({
      ratingCount: 2,
      ratingSum: 8,
      verifiedRatingCount: 0,
      verifiedRatingSum: 0,
    });
    await assertSucceeds(saveReview(KEY, 'bob', null, as('bob')));
    expect(await page()).toMatchObject({ ratingCount: 1, ratingSum: 5, verifiedRatingCount: 0 });
  });

  test('refused: the verified rating moved without a verified review, or left with one', async () => {
    await saveBill(
      as('bob'),
      'bob',
      { ...sampleBill, totalAmount: 30 },
      { billId: 'bob_1', ownerIds: ['olga'] },
    );
    const write = async (
      uid: string,
      billId: string,
      billVerified: boolean,
      page: Record<string, unknown>,
    ) => {
      const db = as(uid);
      const stored = toRestaurantPage(KEY, (await peek(getEnv(), `restaurantPages/${KEY}`)) ?? {});
      const steps = reviewWriteSteps(db, {
        key: KEY,
        uid,
        page: stored,
        before: 0,
        draft,
        verification: { billId, visitDate: sampleBill.date, visits: 1, billVerified },
      });
      const batch = writeBatch(db);
      applyWriteSteps(batch, tampered(steps, { page }));
      return batch.commit();
    };
    await assertFails(write('bob', 'bob_1', false, { verifiedRatingCount: 1, verifiedRatingSum: 5 }));
    await assertSucceeds(write('bob', 'bob_1', false, {}));
    await claim('alice', await issue(), { billId: 'alice_1' });
    await assertFails(write('alice', 'alice_1', true, { verifiedRatingCount: 0, verifiedRatingSum: 0 }));
    await assertFails(write('alice', 'alice_1', true, { verifiedRatingSum: 4 }));
    await assertSucceeds(write('alice', 'alice_1', true, {}));
  });

  test('refused: billVerified on a review of an unverified bill, or left out for a verified one', async () => {
    await saveBill(
      as('bob'),
      'bob',
      { ...sampleBill, totalAmount: 30 },
      { billId: 'bob_1', ownerIds: ['olga'] },
    );
    const steps = (db: Firestore, uid: string, billId: string, billVerified: boolean) =>
      reviewWriteSteps(db, {
        key: KEY,
        uid,
        page: toRestaurantPage(KEY, { billCount: 1, dinerCount: 1 }),
        before: 0,
        draft,
        verification: { billId, visitDate: sampleBill.date, visits: 1, billVerified },
      });
    const write = (uid: string, billId: string, billVerified: boolean) => {
      const db = as(uid);
      const batch = writeBatch(db);
      applyWriteSteps(batch, steps(db, uid, billId, billVerified));
      return batch.commit();
    };
    await assertFails(write('bob', 'bob_1', true));
    await claim('alice', await issue(), { billId: 'alice_1' });
    await assertFails(write('alice', 'alice_1', false));
  });
});
