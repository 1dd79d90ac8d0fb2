/// <reference types="vite/client" />
// Confirm of a scanned bill: the app's own api functions (src/features/scan/api) against the Firestore
// emulator with the real firestore.rules, signed in as the diner. Nothing here is mocked.
import { Timestamp, type Firestore } from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { isReceiptClaimed } from '@/features/scan/api/fetch-receipt-claim';
import { findMatchingOwnerIds } from '@/features/scan/api/find-matching-owners';
import { saveScannedBill } from '@/features/scan/api/save-bill';
import { subscribeToBillDay } from '@/features/scan/api/subscribe-bill-day';
import { restaurantKeyOf } from '@/domain/restaurant-key';
import { toRestaurantStats } from '@/domain/user-record';
import { type ExtractedBill } from '@/features/scan/model/bill';
import { localIsoDate } from '@/features/scan/model/bill-date';
import { MAX_BILLS_PER_DAY, MAX_BILL_TOTAL, MAX_DAY_TOTAL } from '@/features/scan/model/bill-caps';
import { periodKeysAt } from '@/domain/period-keys';
import { receiptKeyOf } from '@/features/scan/model/receipt-key';
import { billDocs } from '../../fixtures/seed-docs';
// Aliased: the helper is not a React hook, whatever its name says to the hooks lint.
import {
  dbAs,
  peek,
  seed,
  seedOwner,
  seedUser,
  trattoria,
  useRulesEnv as rulesEnvFor,
} from '../rules/helpers';

const getEnv = rulesEnvFor('demo-int-save-bill');
const as = (uid: string): Firestore => dbAs(getEnv(), uid);

// The diner's own day counter of the caps (owner-only, decision 0016).
const BILL_DAY = 'users/alice/private/billDay';
const seedBillDay = (d: { key: string; bills: number; total: number; lastBillId?: string }) =>
  seed(getEnv(), { [BILL_DAY]: { lastBillId: 'alice_1', ...d } });

const daysAgo = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() - n);
  return localIsoDate(d);
};

const bill: ExtractedBill = {
  restaurantName: trattoria.name,
  address: trattoria.address,
  totalAmount: 42.5,
  date: daysAgo(1),
  items: [
    { name: 'Pizza', price: 12.5 },
    { name: 'Wine', price: 30 },
  ],
};

async function billsOf(uid: string): Promise<string[]> {
  const ids: string[] = [];
  await getEnv().withSecurityRulesDisabled(async (ctx) => {
    const snap = await ctx.firestore().collection('bills').where('userId', '==', uid).get();
    snap.forEach((d) => ids.push(d.id));
  });
  return ids;
}

describe('saving a bill', () => {
  test('creates the bill and its receipt and raises gold/silver by floor(total) and totalSpent by total', async () => {
    await seedUser(getEnv(), 'alice', { goldPoints: 10, silverPoints: 3, totalSpent: 10 });

    const outcome = await saveScannedBill('alice', bill, { db: as('alice') });

    expect(outcome).toMatchObject({ kind: 'bill', goldPointsEarned: 42 });
    const billId = outcome.kind === 'bill' ? outcome.billId : '';
    expect(billId).toMatch(/^alice_\d+$/);
    expect(await peek(getEnv(), 'users/alice')).toMatchObject({
      goldPoints: 52,
      silverPoints: 45,
      totalSpent: 52.5,
      lastBillId: billId,
    });
    const stored = await peek(getEnv(), `bills/${billId}`);
    expect(stored).toMatchObject({
      userId: 'alice',
      restaurantName: bill.restaurantName,
      address: bill.address,
      totalAmount: 42.5,
      date: bill.date,
      items: bill.items,
      goldPointsEarned: 42,
      status: 'processed',
      receiptKey: receiptKeyOf(bill),
    });
    expect(stored?.createdAt).toBeInstanceOf(Timestamp);
    expect(await peek(getEnv(), `receipts/${receiptKeyOf(bill)}`)).toMatchObject({ billId, userId: 'alice' });
    expect(await isReceiptClaimed(bill, as('bob'))).toBe(true);
  });

  test('stores an empty item list when the bill has none', async () => {
    await seedUser(getEnv(), 'alice');
    const outcome = await saveScannedBill('alice', { ...bill, items: [] }, { db: as('alice') });
    const billId = outcome.kind === 'bill' ? outcome.billId : '';
    expect((await peek(getEnv(), `bills/${billId}`))?.items).toEqual([]);
  });

  test('the same receipt again, also spelled differently and by another user, is refused and writes nothing', async () => {
    await seedUser(getEnv(), 'alice');
    await seedUser(getEnv(), 'bob');
    await saveScannedBill('alice', bill, { db: as('alice') });
    const aliceAfter = await peek(getEnv(), 'users/alice');

    const respelled = { ...bill, restaurantName: 'TRATTORIA  roma!', address: 'via appia, 1 - rome' };
    expect(receiptKeyOf(respelled)).toBe(receiptKeyOf(bill));
    await expect(saveScannedBill('alice', respelled, { db: as('alice') })).rejects.toThrow(
      'scan:errors.receiptAlreadyClaimed',
    );
    await expect(saveScannedBill('bob', bill, { db: as('bob') })).rejects.toThrow(
      'scan:errors.receiptAlreadyClaimed',
    );

    expect(await billsOf('alice')).toHaveLength(1);
    expect(await billsOf('bob')).toHaveLength(0);
    expect(await peek(getEnv(), 'users/alice')).toMatchObject({
      goldPoints: aliceAfter?.goldPoints,
      totalSpent: aliceAfter?.totalSpent,
    });
    expect(await peek(getEnv(), 'users/bob')).toMatchObject({
      goldPoints: 0,
      silverPoints: 0,
      totalSpent: 0,
    });
  });

  test('a receipt claimed elsewhere (found by the transaction read) is refused', async () => {
    await seedUser(getEnv(), 'bob');
    // A claim the screen's pre-check did not see: the transaction reads the receipt again.
    await seed(
      getEnv(),
      Object.fromEntries(billDocs('carol', bill, { billId: 'carol_1', at: new Date() }, 'receipt')),
    );
    await expect(saveScannedBill('bob', bill, { db: as('bob') })).rejects.toThrow(
      'scan:errors.receiptAlreadyClaimed',
    );
    expect(await billsOf('bob')).toHaveLength(0);
  });

  test('two users confirming the same receipt at once: exactly one claim succeeds', async () => {
    await seedUser(getEnv(), 'alice');
    await seedUser(getEnv(), 'bob');
    const results = await Promise.allSettled([
      saveScannedBill('alice', bill, { db: as('alice') }),
      saveScannedBill('bob', bill, { db: as('bob') }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({
      key: 'scan:errors.receiptAlreadyClaimed',
    });
    expect([...(await billsOf('alice')), ...(await billsOf('bob'))]).toHaveLength(1);
  });

  test('a bill dated more than 30 days ago or in the future is refused and writes nothing', async () => {
    await seedUser(getEnv(), 'alice');
    await expect(
      saveScannedBill('alice', { ...bill, date: daysAgo(40) }, { db: as('alice') }),
    ).rejects.toThrow('scan:errors.billTooOld');
    await expect(
      saveScannedBill('alice', { ...bill, date: daysAgo(-2) }, { db: as('alice') }),
    ).rejects.toThrow('scan:errors.billDateInFuture');
    expect(await billsOf('alice')).toHaveLength(0);
    expect(await peek(getEnv(), 'users/alice')).toMatchObject({ goldPoints: 0, totalSpent: 0 });
  });

  test('needs a signed-in user with a user record', async () => {
    await expect(saveScannedBill(null, bill, { db: as('alice') })).rejects.toThrow(
      'scan:errors.signInToContinue',
    );
    await expect(saveScannedBill('ghost', bill, { db: as('ghost') })).rejects.toThrow(
      'scan:errors.userNotFound',
    );
  });
});

describe('caps and period counters (decision 0010)', () => {
  const keys = () => periodKeysAt(new Date());

  test("a bill counts on today's private billDay and moves this week's, month's and year's gold and silver", async () => {
    const k = keys();
    await seedBillDay({ key: '2000-01-01', bills: 5, total: 2000 });
    await seedUser(getEnv(), 'alice', {
      goldPoints: 400,
      silverPoints: 300,
      periodPoints: {
        week: { key: '2000-W01', gold: 999, silver: 999 },
        month: { key: k.month, gold: 100, silver: 60 },
        year: { key: k.year, gold: 400, silver: 300 },
      },
    });
    await saveScannedBill('alice', bill, { db: as('alice') });
    const second = await saveScannedBill(
      'alice',
      { ...bill, totalAmount: 10.2, date: daysAgo(0) },
      {
        db: as('alice'),
      },
    );
    const alice = await peek(getEnv(), 'users/alice');
    expect(alice).not.toHaveProperty('billDay');
    expect(await peek(getEnv(), BILL_DAY)).toEqual({
      key: k.day,
      bills: 2,
      total: 42.5 + 10.2,
      lastBillId: second.kind === 'bill' ? second.billId : '',
    });
    expect(alice?.periodPoints).toEqual({
      week: { key: k.week, gold: 52, silver: 52 },
      month: { key: k.month, gold: 152, silver: 112 },
      year: { key: k.year, gold: 452, silver: 352 },
    });
  });

  test('a user without counters (signed up before them) gets them with the first bill', async () => {
    await seedUser(getEnv(), 'alice');
    await saveScannedBill('alice', bill, { db: as('alice') });
    const k = keys();
    expect(await peek(getEnv(), BILL_DAY)).toMatchObject({ key: k.day, bills: 1, total: 42.5 });
    expect((await peek(getEnv(), 'users/alice'))?.periodPoints).toEqual({
      week: { key: k.week, gold: 42, silver: 42 },
      month: { key: k.month, gold: 42, silver: 42 },
      year: { key: k.year, gold: 42, silver: 42 },
    });
  });

  test.each([
    ['a bill over €1,000', { bills: 0, total: 0 }, MAX_BILL_TOTAL + 0.01, 'scan:caps.billOverMax'],
    [
      `a ${MAX_BILLS_PER_DAY + 1}th bill of the day`,
      { bills: MAX_BILLS_PER_DAY, total: 50 },
      5,
      'scan:caps.dailyBillLimit',
    ],
    [
      "a bill past the day's €2,000",
      { bills: 2, total: MAX_DAY_TOTAL - 10 },
      10.01,
      'scan:caps.dailyTotalLimit',
    ],
  ])('%s is refused with its message and writes nothing', async (_name, today, totalAmount, message) => {
    const billDay = { key: keys().day, ...today, lastBillId: 'alice_1' };
    await seedUser(getEnv(), 'alice', { goldPoints: 7 });
    await seedBillDay(billDay);
    await expect(saveScannedBill('alice', { ...bill, totalAmount }, { db: as('alice') })).rejects.toThrow(
      message,
    );
    expect(await billsOf('alice')).toHaveLength(0);
    expect(await peek(getEnv(), `receipts/${receiptKeyOf({ ...bill, totalAmount })}`)).toBeUndefined();
    expect(await peek(getEnv(), 'users/alice')).toMatchObject({ goldPoints: 7 });
    expect(await peek(getEnv(), BILL_DAY)).toEqual(billDay);
  });

  test('exactly at the caps: the 5th bill of the day, bringing the day to €2,000', async () => {
    await seedUser(getEnv(), 'alice');
    await seedBillDay({
      key: keys().day,
      bills: MAX_BILLS_PER_DAY - 1,
      total: MAX_DAY_TOTAL - MAX_BILL_TOTAL,
    });
    await expect(
      saveScannedBill('alice', { ...bill, totalAmount: MAX_BILL_TOTAL }, { db: as('alice') }),
    ).resolves.toMatchObject({ kind: 'bill', goldPointsEarned: MAX_BILL_TOTAL });
    expect(await peek(getEnv(), BILL_DAY)).toMatchObject({
      key: keys().day,
      bills: MAX_BILLS_PER_DAY,
      total: MAX_DAY_TOTAL,
    });
  });

  test('a user whose public document still carries a day counter (before decision 0016) loses it with a bill', async () => {
    await seedUser(getEnv(), 'alice', { billDay: { key: keys().day, bills: 2, total: 20 } });
    await saveScannedBill('alice', bill, { db: as('alice') });
    expect(await peek(getEnv(), 'users/alice')).not.toHaveProperty('billDay');
    expect(await peek(getEnv(), BILL_DAY)).toMatchObject({ key: keys().day, bills: 1, total: 42.5 });
  });

  test("the live day counter: the diner's own, and nobody else's", async () => {
    await seedUser(getEnv(), 'alice');
    await seedUser(getEnv(), 'bob');
    const seen: unknown[] = [];
    const stop = subscribeToBillDay(
      'alice',
      (d) => seen.push(d),
      () => {},
      as('alice'),
    );
    await saveScannedBill('alice', bill, { db: as('alice') });
    await expect.poll(() => seen.at(-1)).toMatchObject({ key: keys().day, bills: 1, total: 42.5 });
    expect(seen[0]).toBeNull(); // no bill yet
    stop();
    const denied = await new Promise<Error>((resolve) => {
      subscribeToBillDay('alice', () => {}, resolve, as('bob'));
    });
    expect((denied as Error & { code?: string }).code).toBe('permission-denied');
  });
});

describe("owners' statistics", () => {
  test("a bill matching an owner's name and address updates that owner's statistics", async () => {
    await seedUser(getEnv(), 'alice');
    await seedUser(getEnv(), 'carol');
    const carol = { userId: 'carol', amount: 80, visits: 2, lastVisit: daysAgo(5) };
    await seedOwner(getEnv(), 'olga', trattoria, {
      totalBills: 2,
      totalRevenue: 80,
      spenders: { carol },
    });
    // An owner of another restaurant at the same address is left alone.
    await seedOwner(getEnv(), 'otto', { ...trattoria, name: 'Osteria Otto' });
    expect(await findMatchingOwnerIds(bill, as('alice'))).toEqual(['olga']);

    await saveScannedBill('alice', bill, { db: as('alice') });
    await saveScannedBill('alice', { ...bill, totalAmount: 17.3, date: daysAgo(0) }, { db: as('alice') });

    const p = await peek(getEnv(), 'users/olga/private/restaurantStats');
    expect(p).toMatchObject({
      totalBills: 4,
      totalRevenue: 80 + 42.5 + 17.3,
      spenders: {
        carol,
        alice: { userId: 'alice', amount: 42.5 + 17.3, visits: 2, lastVisit: daysAgo(0) },
      },
    });
    expect(p?.lastBillAt).toBeInstanceOf(Timestamp);
    expect(toRestaurantStats(p).averageBill).toBe((80 + 42.5 + 17.3) / 4);
    expect(await peek(getEnv(), 'users/otto/private/restaurantStats')).toMatchObject({
      totalBills: 0,
      spenders: {},
    });
    // The public profile carries no statistics.
    expect((await peek(getEnv(), 'users/olga'))?.restaurantProfile).not.toHaveProperty('spenders');
    expect(await peek(getEnv(), 'users/alice')).toMatchObject({
      goldPoints: 42 + 17,
      totalSpent: 42.5 + 17.3,
    });
  });

  test('an owner scanning a bill of their own restaurant is refused and writes nothing', async () => {
    await seedOwner(getEnv(), 'olga', trattoria);
    await expect(saveScannedBill('olga', bill, { db: as('olga') })).rejects.toThrow(
      'scan:errors.ownRestaurantBill',
    );
    expect(await billsOf('olga')).toHaveLength(0);
    expect(await peek(getEnv(), 'users/olga/private/restaurantStats')).toMatchObject({ totalBills: 0 });
  });

  test('an owner with owner mode off, scanning their own restaurant spelled differently, is refused', async () => {
    await seedOwner(
      getEnv(),
      'olga',
      trattoria,
      {},
      { isRestaurantOwner: false, restaurantActivatedAt: null },
    );
    const shouted = { ...bill, restaurantName: 'TRATTORIA ROMA', address: 'via appia 1, rome!' };
    await expect(saveScannedBill('olga', shouted, { db: as('olga') })).rejects.toThrow(
      'scan:errors.ownRestaurantBill',
    );
    expect(await billsOf('olga')).toHaveLength(0);
  });

  test('an owner with a profile scanning another restaurant earns points like anyone', async () => {
    await seedOwner(getEnv(), 'olga', trattoria);
    const elsewhere = { ...bill, restaurantName: 'Pizzeria Nino', address: 'Via Nazionale 5, Rome' };
    await expect(saveScannedBill('olga', elsewhere, { db: as('olga') })).resolves.toMatchObject({
      kind: 'bill',
    });
    expect(await peek(getEnv(), 'users/olga')).toMatchObject({ goldPoints: 42, totalSpent: 42.5 });
  });
});

describe('a busy restaurant', () => {
  test("10 diners saving bills at one owner's restaurant at once: all saved, the statistics equal the sum", async () => {
    const diners = Array.from({ length: 10 }, (_, i) => `diner${i}`);
    for (const uid of diners) await seedUser(getEnv(), uid);
    await seedOwner(getEnv(), 'olga', trattoria);
    const amounts = diners.map((_, i) => 10 + i * 1.25);
    const stats = diners.map(() => ({ attempts: 0 }));

    const started = performance.now();
    const results = await Promise.allSettled(
      diners.map((uid, i) =>
        saveScannedBill(uid, { ...bill, totalAmount: amounts[i]! }, { db: as(uid), stats: stats[i] }),
      ),
    );
    const wallMs = Math.round(performance.now() - started);
    const retries = stats.reduce((n, s) => n + s.attempts - 1, 0);
    console.log(`[busy restaurant] ${diners.length} bills, ${retries} retries, ${wallMs} ms`);

    expect(results.map((r) => r.status)).toEqual(diners.map(() => 'fulfilled'));
    const total = amounts.reduce((a, b) => a + b, 0);
    const olga = await peek(getEnv(), 'users/olga/private/restaurantStats');
    expect(olga?.totalBills).toBe(10);
    expect(olga?.totalRevenue).toBeCloseTo(total, 9);
    expect(Object.keys(olga?.spenders ?? {}).sort()).toEqual([...diners].sort());
    const week = periodKeysAt(new Date()).week;
    for (const [i, uid] of diners.entries()) {
      expect((await peek(getEnv(), `users/${uid}`))?.periodPoints?.week).toEqual({
        key: week,
        gold: Math.floor(amounts[i]!),
        silver: Math.floor(amounts[i]!),
      });
      expect(olga?.spenders[uid]).toEqual({
        userId: uid,
        amount: amounts[i],
        visits: 1,
        lastVisit: bill.date,
        // Listed among the restaurant's diners, as everyone is by default (decision 0049).
        hidden: false,
      });
      expect(await billsOf(uid)).toHaveLength(1);
    }
  });

  test('one diner saving three bills at once (contention on their own record): all saved after retries', async () => {
    await seedUser(getEnv(), 'alice');
    const stats = [0, 1, 2].map(() => ({ attempts: 0 }));
    const results = await Promise.allSettled(
      [0, 1, 2].map((i) =>
        saveScannedBill('alice', { ...bill, totalAmount: 20 + i }, { db: as('alice'), stats: stats[i] }),
      ),
    );
    const retries = stats.reduce((n, s) => n + s.attempts - 1, 0);
    console.log(`[own contention] 3 bills, ${retries} retries`);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const k = periodKeysAt(new Date());
    expect(await peek(getEnv(), 'users/alice')).toMatchObject({
      goldPoints: 20 + 21 + 22,
      totalSpent: 63,
      periodPoints: {
        week: { key: k.week, gold: 63, silver: 63 },
        month: { key: k.month, gold: 63, silver: 63 },
        year: { key: k.year, gold: 63, silver: 63 },
      },
    });
    // Each counter counted every bill once, whichever run restarted it.
    expect(await peek(getEnv(), BILL_DAY)).toMatchObject({ key: k.day, bills: 3, total: 63 });
  });

  test('a save that timed out (the user was told it failed) never writes later', async () => {
    await seedUser(getEnv(), 'alice');
    let onSettled!: () => void;
    const ended = new Promise<void>((resolve) => (onSettled = resolve));
    await expect(
      saveScannedBill('alice', bill, { db: as('alice'), timeoutMs: 0, onSettled }),
    ).rejects.toThrow('scan:errors.saveBillFailed');
    // The transaction has ended, every SDK retry with it: nothing it did may have landed.
    await ended;
    expect(await billsOf('alice')).toHaveLength(0);
    expect(await peek(getEnv(), 'users/alice')).toMatchObject({ goldPoints: 0, totalSpent: 0 });
  });
});

describe('owner set-up from a bill', () => {
  test('an owner without a profile gets the profile from the bill, and no bill, receipt or points', async () => {
    await seedUser(getEnv(), 'nina', { isRestaurantOwner: true, restaurantActivatedAt: Timestamp.now() });

    const outcome = await saveScannedBill('nina', { ...bill, totalAmount: 120 }, { db: as('nina') });

    expect(outcome).toEqual({ kind: 'ownerSetup' });
    const nina = await peek(getEnv(), 'users/nina');
    expect(nina).toMatchObject({
      goldPoints: 0,
      silverPoints: 0,
      totalSpent: 0,
      restaurantProfile: {
        name: bill.restaurantName,
        address: bill.address,
        description: `Welcome to ${bill.restaurantName}`,
        cuisine: 'Not specified',
        openingHours: 'Not specified',
        phone: 'Not specified',
        priceRange: '€€€',
        rating: 0,
        reviews: 0,
      },
    });
    expect(nina?.restaurantProfile).not.toHaveProperty('totalBills');
    expect(await peek(getEnv(), 'users/nina/private/restaurantStats')).toEqual({
      totalBills: 0,
      totalRevenue: 0,
      spenders: {},
      lastBillAt: null,
    });
    expect(nina).not.toHaveProperty('lastBillId');
    // The restaurant is claimed for this owner in the same write (one owner per restaurant).
    expect(
      await peek(getEnv(), `restaurants/${restaurantKeyOf(bill.restaurantName, bill.address)}`),
    ).toMatchObject({
      ownerId: 'nina',
    });
    expect(await billsOf('nina')).toHaveLength(0);
    expect(await peek(getEnv(), `receipts/${receiptKeyOf(bill)}`)).toBeUndefined();
  });
});
