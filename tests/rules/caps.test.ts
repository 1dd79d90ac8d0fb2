// Earning caps (issue 11, docs/decisions/0010-caps-and-periods.md): users/{uid}.billDay = { key: the
// Europe/Rome day of request.time, bills, total } rises by exactly 1 and the bill's total with each bill,
// within 5 bills and €2,000 a day; a bill is at most €1,000. Only a bill moves billDay.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, increment, serverTimestamp, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { MAX_BILLS_PER_DAY, MAX_BILL_TOTAL, MAX_DAY_TOTAL } from '@/features/scan/model/bill-caps';
import { periodKeysAt } from '@/lib/period-keys';
import {
  dbAs,
  editProfile,
  follow,
  peek,
  sampleBill,
  saveBill,
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

const alice = () => dbAs(getEnv(), 'alice');
let serial = 0;
/** A bill with a receipt of its own (receipts are unique). */
const bill = (totalAmount: number, patch: Partial<ScannedBill> = {}): ScannedBill => {
  serial += 1;
  return { ...sampleBill, restaurantName: `Osteria ${serial}`, totalAmount, ...patch };
};
const save = (b: ScannedBill, opts: Parameters<typeof saveBill>[3] = {}) =>
  saveBill(alice(), 'alice', b, { ownerIds: [], ...opts });

async function seedAlice(billDay?: { key: string; bills: number; total: number }) {
  await seedUser(getEnv(), 'alice', { silverPoints: 50, ...(billDay ? { billDay } : {}) });
}

beforeEach(async () => {
  await seedUser(getEnv(), 'bob', { silverPoints: 50 });
});

describe('allowed', () => {
  test("a first bill starts today's counter at 1 and its total", async () => {
    await seedAlice();
    await assertSucceeds(save(bill(42.5)));
    expect((await peek(getEnv(), 'users/alice'))?.billDay).toEqual({ key: today(), bills: 1, total: 42.5 });
  });

  test(`bills 1 to ${MAX_BILLS_PER_DAY} of a day, the counter rising by 1 and each total`, async () => {
    await seedAlice();
    for (let i = 1; i <= MAX_BILLS_PER_DAY; i++) await assertSucceeds(save(bill(10 + i)));
    expect((await peek(getEnv(), 'users/alice'))?.billDay).toEqual({
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
    expect((await peek(getEnv(), 'users/alice'))?.billDay).toEqual({
      key: today(),
      bills: 2,
      total: MAX_DAY_TOTAL,
    });
  });

  test("a stale day (yesterday's full counter) restarts at this bill", async () => {
    await seedAlice({ key: dayKey(-1), bills: MAX_BILLS_PER_DAY, total: MAX_DAY_TOTAL });
    await assertSucceeds(save(bill(MAX_BILL_TOTAL)));
    expect((await peek(getEnv(), 'users/alice'))?.billDay).toEqual({
      key: today(),
      bills: 1,
      total: MAX_BILL_TOTAL,
    });
  });

  test('other moves leave the counter as it is', async () => {
    await seedAlice({ key: today(), bills: 3, total: 300 });
    await assertSucceeds(sendSilver(alice(), 'alice', 'bob', 5));
    await assertSucceeds(follow(alice(), 'alice', 'bob'));
    await assertSucceeds(
      editProfile(alice(), 'alice', { bio: 'hi', socialLinks: { instagram: '', twitter: '', youtube: '' } }),
    );
    expect((await peek(getEnv(), 'users/alice'))?.billDay).toEqual({ key: today(), bills: 3, total: 300 });
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
    await assertFails(
      save(bill(10), { tamper: { user: { billDay: { key: today(), bills: 1, total: 10 } } } }),
    );
  });

  test.each([
    ['not counted', { bills: 0, total: 10 }],
    ['counted twice', { bills: 2, total: 10 }],
    ['a total other than the bill', { bills: 1, total: 9 }],
    ['a total lowered', { bills: 1, total: -100 }],
  ])('a bill with the counter %s', async (_name, counter) => {
    await seedAlice();
    await assertFails(save(bill(10), { tamper: { user: { billDay: { key: today(), ...counter } } } }));
  });

  test("a bill that lowers today's counter with increments", async () => {
    await seedAlice({ key: today(), bills: 2, total: 500 });
    await assertFails(save(bill(10), { tamper: { user: { 'billDay.bills': increment(-1) } } }));
    await assertFails(save(bill(10), { tamper: { user: { 'billDay.total': increment(-490) } } }));
  });

  test.each([
    ['tomorrow (a future day)', 1],
    ['yesterday', -1],
    ['in a year', 365],
  ])('a bill whose counter names %s', async (_name, days) => {
    await seedAlice({ key: dayKey(days), bills: MAX_BILLS_PER_DAY, total: MAX_DAY_TOTAL });
    await assertFails(
      save(bill(10), { tamper: { user: { billDay: { key: dayKey(days), bills: 1, total: 10 } } } }),
    );
  });

  test('a bill without the counter, or with a malformed one', async () => {
    await seedAlice();
    await assertFails(save(bill(10), { tamper: { user: { billDay: null } } }));
    await assertFails(
      save(bill(10), { tamper: { user: { billDay: { key: today(), bills: 1, total: 10, extra: 1 } } } }),
    );
    await assertFails(save(bill(10), { tamper: { user: { billDay: { key: today(), bills: 1 } } } }));
    await assertFails(
      save(bill(10), { tamper: { user: { billDay: { key: today(), bills: '1', total: 10 } } } }),
    );
  });

  test('resetting or lowering the counter without a bill', async () => {
    await seedAlice({ key: today(), bills: MAX_BILLS_PER_DAY, total: MAX_DAY_TOTAL });
    const ref = doc(alice(), 'users/alice');
    await assertFails(updateDoc(ref, { billDay: { key: today(), bills: 0, total: 0 } }));
    await assertFails(updateDoc(ref, { 'billDay.bills': 0, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { billDay: { key: dayKey(-1), bills: 5, total: 2000 } }));
  });

  test('resetting the counter in a profile edit, owner toggle, follow or transfer', async () => {
    await seedAlice({ key: today(), bills: MAX_BILLS_PER_DAY, total: MAX_DAY_TOTAL });
    const reset = { billDay: { key: today(), bills: 0, total: 0 } };
    const links = { instagram: '', twitter: '', youtube: '' };
    await assertFails(editProfile(alice(), 'alice', { bio: 'x', socialLinks: links }, reset));
    await assertFails(setOwnerMode(alice(), 'alice', true, reset));
    await assertFails(follow(alice(), 'alice', 'bob', { follower: reset }));
    await assertFails(sendSilver(alice(), 'alice', 'bob', 5, { sender: reset }));
  });

  test("someone else resetting a user's counter (as the receiver of a transfer, or with a follow)", async () => {
    await seedAlice({ key: today(), bills: MAX_BILLS_PER_DAY, total: MAX_DAY_TOTAL });
    const bob = dbAs(getEnv(), 'bob');
    const reset = { billDay: { key: today(), bills: 0, total: 0 } };
    await assertFails(sendSilver(bob, 'bob', 'alice', 5, { receiver: reset }));
    await assertFails(follow(bob, 'bob', 'alice', { target: reset }));
    await assertFails(updateDoc(doc(bob, 'users/alice'), reset));
  });
});
