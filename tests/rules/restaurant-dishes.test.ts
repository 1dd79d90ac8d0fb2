// "Popular here" (issue 42, decision 0049): restaurantPages/{key}/dishes/{dishKey} moves only with the
// diner's own new bill there, by one of its items' price and, the first time the diner is counted for
// the dish (their private marker users/{uid}/dishMarks/{key} grows in the same write), one diner; a
// hidden diner adds nothing; a dish is read only once 3 diners ordered it. The owner's statistics
// say whether each spender is hidden (issue 43). Each case is the app's bill write (saveBill:
// billWriteSteps), one step changed.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  setDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { restaurantKeyOf } from '../../src/domain/restaurant-key';
import { dbAs, peek, sampleBill, saveBill, seed, seedOwner, seedUser, useRulesEnv } from './helpers';

const getEnv = useRulesEnv('demo-rules-restaurant-dishes');
const as = (uid: string) => dbAs(getEnv(), uid);
const KEY = restaurantKeyOf(sampleBill.restaurantName, sampleBill.address);
const DISHES = `restaurantPages/${KEY}/dishes`;
const dish = (k: string) => `${DISHES}/${k}`;
const marksOf = (uid: string) => `users/${uid}/dishMarks/${KEY}`;
let serial = 0;
/** The sample restaurant's bill with these items and a receipt of its own. */
const billWith = (items: { name: string; price: number }[]) => {
  serial += 1;
  return { ...sampleBill, totalAmount: 40 + serial / 100, items };
};
const save = (
  uid: string,
  items: { name: string; price: number }[],
  opts: Parameters<typeof saveBill>[3] = {},
) => saveBill(as(uid), uid, billWith(items), { ownerIds: [], ...opts });
const CACIO = { name: 'Cacio e Pepe', price: 12 };

beforeEach(async () => {
  await getEnv().clearFirestore();
  await Promise.all(['alice', 'bob', 'carol', 'dan'].map((uid) => seedUser(getEnv(), uid)));
});

describe('allowed (the app’s bill write)', () => {
  test('three diners make a dish of folded names, with its mean price and 3 diners', async () => {
    await assertSucceeds(save('alice', [CACIO, { name: 'Tiramisù', price: 6 }]));
    await assertSucceeds(save('bob', [{ name: 'CACIO  E PEPE', price: 14 }]));
    expect(await peek(getEnv(), dish('cacio-e-pepe'))).toMatchObject({
      dinerCount: 2,
      priceCount: 2,
      priceCents: 2600,
    });
    await assertSucceeds(save('carol', [{ name: 'càcio e pepe', price: 13 }]));
    expect(await peek(getEnv(), dish('cacio-e-pepe'))).toMatchObject({
      name: 'càcio e pepe',
      dinerCount: 3,
      priceCount: 3,
      priceCents: 3900,
      lastPrice: 13,
    });
    expect(await peek(getEnv(), marksOf('alice'))).toMatchObject({ dishes: ['cacio-e-pepe', 'tiramisu'] });
    const shown = await getDocs(
      query(
        collection(as('dan'), DISHES),
        where('dinerCount', '>=', 3),
        orderBy('dinerCount', 'desc'),
        limit(5),
      ),
    );
    expect(shown.docs.map((d) => d.id)).toEqual(['cacio-e-pepe']);
  });

  test('a returning diner adds the price, not themself again; a hidden diner adds nothing', async () => {
    await save('alice', [CACIO]);
    await assertSucceeds(save('alice', [{ name: 'Cacio e pepe', price: 10 }]));
    expect(await peek(getEnv(), dish('cacio-e-pepe'))).toMatchObject({ dinerCount: 1, priceCount: 2 });
    await seed(getEnv(), { 'users/bob/preferences/privacy': { showAmongDiners: false } });
    await assertSucceeds(save('bob', [CACIO]));
    expect(await peek(getEnv(), dish('cacio-e-pepe'))).toMatchObject({ dinerCount: 1, priceCount: 2 });
    expect(await peek(getEnv(), marksOf('bob'))).toBeUndefined();
  });

  test("the owner's statistics say which spender is hidden", async () => {
    await seedOwner(getEnv(), 'olga');
    await seed(getEnv(), { 'users/bob/preferences/privacy': { showAmongDiners: false } });
    await assertSucceeds(save('alice', [CACIO], { ownerIds: ['olga'] }));
    await assertSucceeds(save('bob', [CACIO], { ownerIds: ['olga'] }));
    const stats = await peek(getEnv(), 'users/olga/private/restaurantStats');
    expect(stats?.spenders.alice.hidden).toBe(false);
    expect(stats?.spenders.bob.hidden).toBe(true);
  });

  test('a bill of 10 items at a claimed restaurant counts its first 8 dishes in the one write', async () => {
    await seedOwner(getEnv(), 'olga');
    const items = Array.from({ length: 10 }, (_, i) => ({ name: `Dish ${i}`, price: 5 + i }));
    await assertSucceeds(save('alice', items, { ownerIds: ['olga'] }));
    expect((await peek(getEnv(), marksOf('alice')))?.dishes).toHaveLength(8);
    expect(await peek(getEnv(), dish('dish-7'))).toMatchObject({ dinerCount: 1, priceCents: 1200 });
    expect(await peek(getEnv(), dish('dish-8'))).toBeUndefined();
  });

  test('the diner reads their own marker; nobody else does', async () => {
    await save('alice', [CACIO]);
    await assertSucceeds(getDoc(doc(as('alice'), marksOf('alice'))));
    await assertFails(getDoc(doc(as('bob'), marksOf('alice'))));
  });
});

describe('denied', () => {
  test('a dish with fewer than 3 diners is read by nobody, nor a query without the floor', async () => {
    await save('alice', [CACIO]);
    await assertFails(getDoc(doc(as('bob'), dish('cacio-e-pepe'))));
    await assertFails(getDocs(query(collection(as('bob'), DISHES), orderBy('dinerCount', 'desc'))));
  });

  test('a dish count bumped twice by one diner', async () => {
    await save('alice', [CACIO]);
    await assertFails(save('alice', [CACIO], { tamper: { dish: { dinerCount: increment(1) } } }));
    // Nor by taking the dish out of the marker first.
    await assertFails(
      save('alice', [CACIO], { tamper: { dishMarks: { dishes: [] }, dish: { dinerCount: increment(1) } } }),
    );
  });

  test('a dish counted without its bill, or moved by more than the item', async () => {
    await save('alice', [CACIO]);
    const ref = doc(as('alice'), dish('cacio-e-pepe'));
    await assertFails(
      setDoc(ref, { priceCount: increment(1), priceCents: increment(1200) }, { merge: true }),
    );
    await assertFails(setDoc(ref, { dinerCount: increment(1) }, { merge: true }));
    await assertFails(deleteDoc(ref));
    await assertFails(save('bob', [CACIO], { tamper: { dish: { priceCents: increment(99_999) } } }));
    await assertFails(
      save('bob', [CACIO], { tamper: { dish: { lastPrice: 1, priceCents: increment(100) } } }),
    );
    await assertFails(save('bob', [CACIO], { tamper: { dish: { name: 'Lobster' } } }));
    await assertFails(save('bob', [CACIO], { tamper: { dish: { dinerCount: increment(2) } } }));
    await assertFails(save('bob', [CACIO], { tamper: { dishMarks: 'skip' } }));
    await assertSucceeds(save('bob', [CACIO]));
  });

  test('a marker moved without a bill, shrunk, or by a hidden diner', async () => {
    await save('alice', [CACIO]);
    const ref = doc(as('alice'), marksOf('alice'));
    await assertFails(setDoc(ref, { dishes: [], lastBillId: 'alice_1' }));
    await assertFails(setDoc(doc(as('bob'), marksOf('alice')), { dishes: ['x'], lastBillId: 'bob_1' }));
    await assertFails(save('alice', [CACIO], { tamper: { dishMarks: { dishes: [] } } }));
    await seed(getEnv(), { 'users/bob/preferences/privacy': { showAmongDiners: false } });
    await assertFails(
      save('bob', [CACIO], {
        extra: (tx, db) => tx.set(doc(db, marksOf('bob')), { dishes: ['cacio-e-pepe'], lastBillId: 'x' }),
      }),
    );
  });

  test("a spender's hidden flag that is not their listing", async () => {
    await seedOwner(getEnv(), 'olga');
    await assertFails(
      save('alice', [CACIO], { ownerIds: ['olga'], tamper: { owner: { 'spenders.alice.hidden': true } } }),
    );
  });
});
