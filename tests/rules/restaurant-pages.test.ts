// Restaurant pages (decision 0038): restaurantPages/{key} and its diners/{uid} move only with the diner's
// own new bill there, by exactly one bill, one diner when the record is new, and the bill's gold; a new
// record takes the diner's privacy setting, the diner alone flips it to match; a hidden record is read
// by nobody else. Each case is the app's bill write (saveBill: billWriteSteps), one step changed.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { buildSeed } from '../../fixtures/seed-world.mjs';
import { restaurantKeyOf } from '../../src/domain/restaurant-key';
import { dbAnon, dbAs, peek, sampleBill, saveBill, seed, seedUser, useRulesEnv } from './helpers';

const getEnv = useRulesEnv('demo-rules-restaurant-pages');
const as = (uid: string) => dbAs(getEnv(), uid);
const KEY = restaurantKeyOf(sampleBill.restaurantName, sampleBill.address);
const PAGE = `restaurantPages/${KEY}`;
const dinerOf = (uid: string) => `${PAGE}/diners/${uid}`;
let serial = 0;
/** The sample restaurant's bill with a receipt of its own (receipts are unique), at `totalAmount`. */
const billAt = (totalAmount: number, daysAgo = 1) => {
  serial += 1;
  const date = new Date(Date.now() - daysAgo * 86_400_000 - serial * 1000).toISOString().slice(0, 10);
  return { ...sampleBill, totalAmount: totalAmount + serial / 100, date };
};
const save = (uid: string, amount: number, opts: Parameters<typeof saveBill>[3] = {}) =>
  saveBill(as(uid), uid, billAt(amount), { ownerIds: [], ...opts });

beforeEach(async () => {
  await getEnv().clearFirestore();
  await Promise.all(['alice', 'bob', 'carol'].map((uid) => seedUser(getEnv(), uid)));
});

describe('allowed', () => {
  test("a diner's first bill creates the page and their record; their next one counts a bill, not a diner", async () => {
    await assertSucceeds(save('alice', 20));
    expect(await peek(getEnv(), PAGE)).toMatchObject({
      name: sampleBill.restaurantName,
      address: sampleBill.address,
      billCount: 1,
      dinerCount: 1,
    });
    expect(await peek(getEnv(), dinerOf('alice'))).toMatchObject({
      userId: 'alice',
      visits: 1,
      gold: 20,
      visible: true,
    });
    await assertSucceeds(save('alice', 30));
    expect(await peek(getEnv(), PAGE)).toMatchObject({ billCount: 2, dinerCount: 1 });
    expect(await peek(getEnv(), dinerOf('alice'))).toMatchObject({ visits: 2, gold: 50 });
  });

  test('a second diner counts one diner more', async () => {
    await save('alice', 20);
    await assertSucceeds(save('bob', 40));
    expect(await peek(getEnv(), PAGE)).toMatchObject({ billCount: 2, dinerCount: 2 });
  });

  test('a diner who turned the setting off is recorded hidden, and flips their records back alone', async () => {
    await seed(getEnv(), { 'users/bob/preferences/privacy': { showAmongDiners: false } });
    await save('bob', 40);
    expect((await peek(getEnv(), dinerOf('bob')))?.visible).toBe(false);
    await seed(getEnv(), { 'users/bob/preferences/privacy': { showAmongDiners: true } });
    await assertSucceeds(updateDoc(doc(as('bob'), dinerOf('bob')), { visible: true }));
  });

  test('the diner reads their own record, also before it exists, and lists all of theirs', async () => {
    await assertSucceeds(getDoc(doc(as('alice'), dinerOf('alice'))));
    await seed(getEnv(), { 'users/alice/preferences/privacy': { showAmongDiners: false } });
    await save('alice', 20);
    await assertSucceeds(getDoc(doc(as('alice'), dinerOf('alice'))));
    const mine = await assertSucceeds(
      getDocs(query(collectionGroup(as('alice'), 'diners'), where('userId', '==', 'alice'))),
    );
    expect(mine.size).toBe(1);
  });

  test('others list the visible diners only', async () => {
    await seed(getEnv(), { 'users/bob/preferences/privacy': { showAmongDiners: false } });
    await save('alice', 20);
    await save('bob', 40);
    const seen = await assertSucceeds(
      getDocs(query(collection(as('carol'), PAGE, 'diners'), where('visible', '==', true))),
    );
    expect(seen.docs.map((d) => d.id)).toEqual(['alice']);
  });

  test('a deleting diner deletes their record', async () => {
    await save('alice', 20);
    await seed(getEnv(), { 'users/alice/private/deletion': { startedAt: new Date() } });
    await assertSucceeds(deleteDoc(doc(as('alice'), dinerOf('alice'))));
  });
});

describe('denied', () => {
  test('a bill without its page or its record', async () => {
    await assertFails(save('alice', 20, { tamper: { page: 'skip' } }));
    await assertFails(save('alice', 20, { tamper: { diner: 'skip' } }));
  });

  test('the page moved by a wrong amount, or counting a returning diner twice', async () => {
    await assertFails(save('alice', 20, { tamper: { page: { billCount: increment(2) } } }));
    await save('alice', 20);
    await assertFails(save('alice', 20, { tamper: { page: { dinerCount: increment(1) } } }));
  });

  test("the page named other than the bill, or the record's gold, visits or dates not the bill's", async () => {
    await assertFails(save('alice', 20, { tamper: { page: { name: 'Best Pizza In Town' } } }));
    await assertFails(save('alice', 20, { tamper: { diner: { gold: 999 } } }));
    await assertFails(save('alice', 20, { tamper: { diner: { visits: 2 } } }));
    await assertFails(save('alice', 20, { tamper: { diner: { lastVisit: '2000-01-01' } } }));
  });

  test('a hidden diner recorded visible against their setting', async () => {
    await seed(getEnv(), { 'users/bob/preferences/privacy': { showAmongDiners: false } });
    await assertFails(save('bob', 40, { tamper: { diner: { visible: true } } }));
  });

  test('the page or a record moved without a new bill, or with an old one', async () => {
    await save('alice', 20);
    await assertFails(
      updateDoc(doc(as('alice'), PAGE), { billCount: increment(1), lastBillAt: serverTimestamp() }),
    );
    await assertFails(updateDoc(doc(as('alice'), dinerOf('alice')), { visits: increment(1) }));
    await assertFails(
      setDoc(doc(as('bob'), dinerOf('bob')), {
        userId: 'bob',
        visits: 1,
        gold: 1,
        firstVisit: '2026-11-01',
        lastVisit: '2026-11-01',
        lastBillId: 'bob_1',
        visible: true,
      }),
    );
  });

  test("another user flips a diner's visibility, or the diner against their setting", async () => {
    await save('alice', 20);
    await assertFails(updateDoc(doc(as('bob'), dinerOf('alice')), { visible: false }));
    await assertFails(updateDoc(doc(as('alice'), dinerOf('alice')), { visible: false }));
  });

  test('others read a hidden record, or list diners without asking for visible ones', async () => {
    await seed(getEnv(), { 'users/bob/preferences/privacy': { showAmongDiners: false } });
    await save('bob', 40);
    await assertFails(getDoc(doc(as('carol'), dinerOf('bob'))));
    await assertFails(getDocs(collection(as('carol'), PAGE, 'diners')));
    await assertFails(getDocs(query(collectionGroup(as('carol'), 'diners'), where('userId', '==', 'bob'))));
  });

  test('a record deleted outside an account deletion, or by another user; the page deleted at all', async () => {
    await save('alice', 20);
    await assertFails(deleteDoc(doc(as('alice'), dinerOf('alice'))));
    await seed(getEnv(), { 'users/bob/private/deletion': { startedAt: new Date() } });
    await assertFails(deleteDoc(doc(as('bob'), dinerOf('alice'))));
    await assertFails(deleteDoc(doc(as('alice'), PAGE)));
  });

  test('a signed-out visitor reads no page and no record; another user writes no page', async () => {
    await save('alice', 20);
    const anon = dbAnon(getEnv());
    await assertFails(getDoc(doc(anon, PAGE)));
    await assertFails(getDoc(doc(anon, dinerOf('alice'))));
    const carol = as('carol');
    await assertFails(setDoc(doc(carol, PAGE), { name: 'Closed' }, { merge: true }));
  });
});

describe('the seed', () => {
  test("its pages and diners' records count its bills", () => {
    const docs = buildSeed() as [string, Record<string, unknown>][];
    const bills = docs.filter(([path]) => path.startsWith('bills/')).map(([, b]) => b);
    const pages = docs.filter(([path]) => /^restaurantPages\/[^/]+$/.test(path));
    expect(pages.length).toBeGreaterThan(0);
    for (const [path, page] of pages) {
      const here = bills.filter((b) => `restaurantPages/${String(b.restaurantKey)}` === path);
      expect(page.billCount).toBe(here.length);
      expect(page.dinerCount).toBe(new Set(here.map((b) => b.userId)).size);
      for (const uid of new Set(here.map((b) => String(b.userId)))) {
        const record = docs.find(([p]) => p === `${path}/diners/${uid}`)?.[1];
        const mine = here.filter((b) => b.userId === uid);
        expect(record).toMatchObject({
          visits: mine.length,
          gold: mine.reduce((sum, b) => sum + Number(b.goldPointsEarned), 0),
        });
      }
    }
  });
});
