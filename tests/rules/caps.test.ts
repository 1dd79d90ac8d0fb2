// Earning caps (docs/decisions/0010-caps-and-periods.md and 0016-private-bill-day.md): the
// owner-only users/{uid}/private/billDay = { key: the Europe/Rome day of request.time, bills, total,
// lastBillId } rises by exactly 1 and the bill's total with each bill (a missing one counts as zero);
// the bill's create rule holds it within 5 bills and €2,000 a day through getAfter(); a bill is at most
// €1,000. Only a bill moves it, only its owner reads it, and it is no longer on the public users/{uid}.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  increment,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { MAX_BILLS_PER_DAY, MAX_BILL_TOTAL, MAX_DAY_TOTAL } from '@/features/scan/model/bill-caps';
import { periodKeysAt } from '@/domain/period-keys';
import { billDayDoc } from '../../fixtures/user-doc';
import { buildSeed } from '../../fixtures/seed-world.mjs';
import {
  dbAnon,
  dbAs,
  editProfile,
  follow,
  peek,
  sampleBill,
  saveBill,
  seed,
  sendSilver,
  setOwnerMode,
  seedUser,
  useRulesEnv,
  type ScannedBill,
} from './helpers';

const getEnv = useRulesEnv('demo-rules-caps');
const DAY = 86_400_000;
const today = () => periodKeysAt(new Date()).day;
const dayKey = (daysFromNow: number) => periodKeysAt(new Date(Date.now() + daysFromNow * DAY)).day;
const BILL_DAY = 'users/alice/private/billDay';

const alice = () => dbAs(getEnv(), 'alice');
let serial = 0;
/** A bill with a receipt of its own (receipts are unique). */
const bill = (totalAmount: number, patch: Partial<ScannedBill> = {}): ScannedBill => {
  serial += 1;
  return { ...sampleBill, restaurantName: `Osteria ${serial}`, totalAmount, ...patch };
};
const save = (b: ScannedBill, opts: Parameters<typeof saveBill>[3] = {}) =>
  saveBill(alice(), 'alice', b, { ownerIds: [], ...opts });

type Counter = { key: string; bills: number; total: number };

/** Alice, with her private day counter as a bill `alice_1` would have left it (none: no bill yet). */
async function seedAlice(counter?: Counter) {
  await seedUser(getEnv(), 'alice', { silverPoints: 50 });
  if (counter) await seed(getEnv(), { [BILL_DAY]: billDayDoc({ ...counter, lastBillId: 'alice_1' }) });
}

const counterOf = async () => {
  const d = await peek(getEnv(), BILL_DAY);
  return d && { key: d.key, bills: d.bills, total: d.total };
};

beforeEach(async () => {
  await seedUser(getEnv(), 'bob', { silverPoints: 50 });
});

describe('allowed', () => {
  test("a first bill (no counter yet, as after sign-up) starts today's private counter at 1 and its total", async () => {
    await seedAlice();
    const billId = await save(bill(42.5));
    expect(await peek(getEnv(), BILL_DAY)).toEqual({
      key: today(),
      bills: 1,
      total: 42.5,
      lastBillId: billId,
    });
    expect(await peek(getEnv(), 'users/alice')).not.toHaveProperty('billDay');
  });

  test(`bills 1 to ${MAX_BILLS_PER_DAY} of a day, the counter rising by 1 and each total`, async () => {
    await seedAlice();
    for (let i = 1; i <= MAX_BILLS_PER_DAY; i++) await assertSucceeds(save(bill(10 + i)));
    expect(await counterOf()).toEqual({
      key: today(),
      bills: MAX_BILLS_PER_DAY,
      total: 11 + 12 + 13 + 14 + 15,
    });
  });

  test(`a bill of exactly ${MAX_BILL_TOTAL}`, async () => {
    await seedAlice();
    await assertSucceeds(save(bill(MAX_BILL_TOTAL)));
  });

  test(`the ${MAX_BILLS_PER_DAY}th bill of the day`, async () => {
    await seedAlice({ key: today(), bills: MAX_BILLS_PER_DAY - 1, total: 40 });
    await assertSucceeds(save(bill(10)));
  });

  test(`a bill that brings the day to exactly ${MAX_DAY_TOTAL}`, async () => {
    await seedAlice({ key: today(), bills: 1, total: MAX_DAY_TOTAL - MAX_BILL_TOTAL });
    await assertSucceeds(save(bill(MAX_BILL_TOTAL)));
    expect(await counterOf()).toEqual({ key: today(), bills: 2, total: MAX_DAY_TOTAL });
  });

  test("a stale day (yesterday's full counter) restarts at this bill", async () => {
    await seedAlice({ key: dayKey(-1), bills: MAX_BILLS_PER_DAY, total: MAX_DAY_TOTAL });
    await assertSucceeds(save(bill(MAX_BILL_TOTAL)));
    expect(await counterOf()).toEqual({ key: today(), bills: 1, total: MAX_BILL_TOTAL });
  });

  test('other moves leave the counter as it is', async () => {
    await seedAlice({ key: today(), bills: 3, total: 300 });
    await assertSucceeds(sendSilver(alice(), 'alice', 'bob', 5));
    await assertSucceeds(follow(alice(), 'alice', 'bob'));
    await assertSucceeds(
      editProfile(alice(), 'alice', { bio: 'hi', socialLinks: { instagram: '', twitter: '', youtube: '' } }),
    );
    expect(await counterOf()).toEqual({ key: today(), bills: 3, total: 300 });
  });

  test('the owner reads their own counter', async () => {
    await seedAlice({ key: today(), bills: 3, total: 300 });
    await assertSucceeds(getDoc(doc(alice(), BILL_DAY)));
  });

  test('a visitor reads the public user document, periodPoints included (the period boards rank it)', async () => {
    await seedUser(getEnv(), 'alice', {
      periodPoints: { week: { key: periodKeysAt(new Date()).week, gold: 42, silver: 42 } },
    });
    const snap = await assertSucceeds(getDoc(doc(dbAnon(getEnv()), 'users/alice')));
    expect(snap.data()?.periodPoints?.week?.gold).toBe(42);
  });

  test('a bill takes a day counter from before decision 0016 off the public document', async () => {
    await seedAlice();
    await seed(getEnv(), {
      'users/alice': {
        ...(await peek(getEnv(), 'users/alice')),
        billDay: { key: today(), bills: 2, total: 20 },
      },
    });
    await assertSucceeds(save(bill(10)));
    expect(await peek(getEnv(), 'users/alice')).not.toHaveProperty('billDay');
  });
});

describe('denied', () => {
  test(`a ${MAX_BILLS_PER_DAY + 1}th bill of the day (after ${MAX_BILLS_PER_DAY} real ones)`, async () => {
    await seedAlice();
    for (let i = 1; i <= MAX_BILLS_PER_DAY; i++) await save(bill(i));
    await assertFails(save(bill(6)));
  });

  test(`a bill when the counter already says ${MAX_BILLS_PER_DAY}`, async () => {
    await seedAlice({ key: today(), bills: MAX_BILLS_PER_DAY, total: 50 });
    await assertFails(save(bill(10)));
  });

  test('a bill one cent over the per-bill cap', async () => {
    await seedAlice();
    await assertFails(save(bill(MAX_BILL_TOTAL + 0.01)));
  });

  test("a bill one cent over the day's total", async () => {
    await seedAlice({ key: today(), bills: 1, total: MAX_DAY_TOTAL - MAX_BILL_TOTAL + 0.01 });
    await assertFails(save(bill(MAX_BILL_TOTAL)));
  });

  test("a bill that restarts today's counter instead of counting on it", async () => {
    await seedAlice({ key: today(), bills: MAX_BILLS_PER_DAY, total: 50 });
    await assertFails(save(bill(10), { tamper: { billDay: { key: today(), bills: 1, total: 10 } } }));
  });

  test.each([
    ['not counted', { bills: 0, total: 10 }],
    ['counted twice', { bills: 2, total: 10 }],
    ['a total other than the bill', { bills: 1, total: 9 }],
    ['a total lowered', { bills: 1, total: -100 }],
  ])('a bill with the counter %s', async (_name, counter) => {
    await seedAlice();
    await assertFails(save(bill(10), { tamper: { billDay: { key: today(), ...counter } } }));
  });

  test("a bill that lowers today's counter with increments", async () => {
    await seedAlice({ key: today(), bills: 2, total: 500 });
    await assertFails(save(bill(10), { tamper: { billDay: { bills: increment(-1) } } }));
    await assertFails(save(bill(10), { tamper: { billDay: { total: increment(-490) } } }));
  });

  test.each([
    ['tomorrow (a future day)', 1],
    ['yesterday', -1],
    ['in a year', 365],
  ])('a bill whose counter names %s', async (_name, days) => {
    await seedAlice({ key: dayKey(days), bills: MAX_BILLS_PER_DAY, total: MAX_DAY_TOTAL });
    await assertFails(save(bill(10), { tamper: { billDay: { key: dayKey(days), bills: 1, total: 10 } } }));
  });

  test('a bill without moving the counter, or with a malformed one', async () => {
    await seedAlice({ key: today(), bills: 1, total: 10 });
    await assertFails(save(bill(10), { tamper: { billDay: 'skip' } }));
    await assertFails(save(bill(10), { tamper: { billDay: { extra: 1 } } }));
    await assertFails(save(bill(10), { tamper: { billDay: { bills: '2' } } }));
  });

  test('a first bill without creating the counter', async () => {
    await seedAlice();
    await assertFails(save(bill(10), { tamper: { billDay: 'skip' } }));
  });

  test('a counter that names another bill than the one created', async () => {
    await seedAlice({ key: today(), bills: 1, total: 10 });
    await assertFails(save(bill(10), { tamper: { billDay: { lastBillId: 'alice_1' } } }));
    await assertFails(save(bill(10), { tamper: { billDay: { lastBillId: 'alice_999' } } }));
  });

  test('a bill that writes the day counter on the public user document', async () => {
    await seedAlice();
    const onUser = { billDay: { key: today(), bills: 1, total: 10 } };
    await assertFails(save(bill(10), { tamper: { user: onUser } }));
    await assertFails(save(bill(10), { tamper: { user: onUser, billDay: 'skip' } }));
  });

  test('the owner writing, lowering or deleting the counter without a bill', async () => {
    await seedAlice({ key: today(), bills: MAX_BILLS_PER_DAY, total: MAX_DAY_TOTAL });
    const ref = doc(alice(), BILL_DAY);
    await assertFails(updateDoc(ref, { bills: 0, total: 0 }));
    await assertFails(updateDoc(ref, { bills: increment(-1) }));
    await assertFails(setDoc(ref, billDayDoc({ key: today(), bills: 0, total: 0, lastBillId: 'alice_1' })));
    await assertFails(
      setDoc(ref, billDayDoc({ key: dayKey(-1), bills: 5, total: 2000, lastBillId: 'alice_1' })),
    );
    await assertFails(deleteDoc(ref));
  });

  test('the owner creating a counter without a bill (to pre-empt the restart)', async () => {
    await seedAlice();
    await assertFails(
      setDoc(doc(alice(), BILL_DAY), billDayDoc({ key: today(), bills: 0, total: 0, lastBillId: 'alice_7' })),
    );
  });

  test('a counter moved by a bill that is not new, or not the owner’s', async () => {
    await seedAlice({ key: today(), bills: 1, total: 10 });
    await seed(getEnv(), {
      'bills/alice_5': { userId: 'alice', totalAmount: -500 },
      'bills/bob_5': { userId: 'bob', totalAmount: -500 },
    });
    const ref = doc(alice(), BILL_DAY);
    await assertFails(setDoc(ref, { lastBillId: 'alice_5', bills: 2, total: -490 }, { merge: true }));
    await assertFails(setDoc(ref, { lastBillId: 'bob_5', bills: 2, total: -490 }, { merge: true }));
  });

  test('a visitor and another user reading the counter', async () => {
    await seedAlice({ key: today(), bills: 3, total: 300 });
    await assertFails(getDoc(doc(dbAnon(getEnv()), BILL_DAY)));
    await assertFails(getDoc(doc(dbAs(getEnv(), 'bob'), BILL_DAY)));
  });

  test("another user writing someone's counter, even counting their own new bill on it", async () => {
    await seedAlice({ key: dayKey(-1), bills: MAX_BILLS_PER_DAY, total: MAX_DAY_TOTAL });
    const bob = dbAs(getEnv(), 'bob');
    await assertFails(deleteDoc(doc(bob, BILL_DAY)));
    await assertFails(
      setDoc(doc(bob, BILL_DAY), billDayDoc({ key: today(), bills: 0, total: 0, lastBillId: 'alice_1' })),
    );
    // Bob's bill, legal in itself, restarting Alice's stale counter at it (+1 and its total).
    const billId = 'bob_1234';
    await assertFails(
      saveBill(bob, 'bob', bill(10), {
        billId,
        ownerIds: [],
        extra: (tx, db) =>
          tx.set(doc(db, BILL_DAY), billDayDoc({ key: today(), bills: 1, total: 10, lastBillId: billId })),
      }),
    );
    // The same bill without that write is fine: the denial above is Alice's counter's.
    await assertSucceeds(saveBill(bob, 'bob', bill(10), { billId, ownerIds: [] }));
  });

  test('resetting the counter through the public document in a profile edit, owner toggle, follow or transfer', async () => {
    await seedAlice({ key: today(), bills: MAX_BILLS_PER_DAY, total: MAX_DAY_TOTAL });
    const reset = { billDay: { key: today(), bills: 0, total: 0 } };
    const links = { instagram: '', twitter: '', youtube: '' };
    const ref = doc(alice(), 'users/alice');
    await assertFails(updateDoc(ref, reset));
    await assertFails(updateDoc(ref, { 'billDay.bills': 0, updatedAt: serverTimestamp() }));
    await assertFails(editProfile(alice(), 'alice', { bio: 'x', socialLinks: links }, reset));
    await assertFails(setOwnerMode(alice(), 'alice', true, reset));
    await assertFails(follow(alice(), 'alice', 'bob', { follower: reset }));
    await assertFails(sendSilver(alice(), 'alice', 'bob', 5, { sender: reset }));
  });

  test('moving the counter alongside a profile edit instead of a bill', async () => {
    await seedAlice({ key: today(), bills: MAX_BILLS_PER_DAY, total: MAX_DAY_TOTAL });
    const a = alice();
    const reset = (lastBillId: string) =>
      runTransaction(a, async (tx) => {
        await tx.get(doc(a, 'users/alice'));
        tx.update(doc(a, 'users/alice'), { bio: 'x', updatedAt: serverTimestamp() });
        tx.set(doc(a, BILL_DAY), billDayDoc({ key: today(), bills: 1, total: 0, lastBillId }));
      });
    await assertFails(reset('alice_1'));
    await assertFails(reset('alice_2'));
  });

  test("someone else resetting a user's counter on the public document (transfer receiver, follow)", async () => {
    await seedAlice({ key: today(), bills: MAX_BILLS_PER_DAY, total: MAX_DAY_TOTAL });
    const bob = dbAs(getEnv(), 'bob');
    const reset = { billDay: { key: today(), bills: 0, total: 0 } };
    await assertFails(sendSilver(bob, 'bob', 'alice', 5, { receiver: reset }));
    await assertFails(follow(bob, 'bob', 'alice', { target: reset }));
    await assertFails(updateDoc(doc(bob, 'users/alice'), reset));
  });
});

describe('the seed script', () => {
  test("puts today's bill counters only in the users' private documents, counting today's bills", () => {
    const docs = buildSeed() as [string, DocumentData][];
    for (const [path, d] of docs) {
      if (/^users\/[^/]+$/.test(path)) expect(d, path).not.toHaveProperty('billDay');
    }
    // Bills of today (Rome) per user, as the counters must count them (none on some days of the week).
    const expected: Record<string, { key: string; bills: number; total: number }> = {};
    for (const [path, b] of docs) {
      if (!path.startsWith('bills/') || periodKeysAt(b.createdAt).day !== today()) continue;
      const e = (expected[b.userId] ??= { key: today(), bills: 0, total: 0 });
      e.bills += 1;
      e.total = Math.round((e.total + b.totalAmount) * 100) / 100;
    }
    const counters = Object.fromEntries(
      docs
        .filter(([path]) => path.endsWith('/private/billDay'))
        .map(([path, d]) => {
          const uid = path.split('/')[1];
          expect(d.lastBillId, path).toMatch(new RegExp(`^${uid}_`));
          expect(Object.keys(d).sort()).toEqual(['bills', 'key', 'lastBillId', 'total']);
          return [uid, { key: d.key, bills: d.bills, total: d.total }];
        }),
    );
    expect(counters).toEqual(expected);
  });
});
