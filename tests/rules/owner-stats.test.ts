// Owner statistics: private to the owner (users/{uid}/private/restaurantStats); a diner's new bill at
// an owner's restaurant raises them in the same transaction, by exactly that bill.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  deleteDoc,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import {
  dbAnon,
  dbAs,
  isoDate,
  peek,
  restaurantKeyOf,
  restaurantProfileDoc,
  sampleBill,
  saveBill,
  seed,
  seedOwner,
  seedUser,
  trattoria,
  useRulesEnv,
  userDoc,
} from './helpers';

const getEnv = useRulesEnv('demo-rules-owner-stats');

const carolEntry = { userId: 'carol', amount: 80, visits: 2, lastVisit: isoDate(5) };
const STATS = 'users/olga/private/restaurantStats';

beforeEach(async () => {
  await seedUser(getEnv(), 'alice');
  await seedUser(getEnv(), 'carol');
  await seedOwner(getEnv(), 'olga', trattoria, {
    totalBills: 2,
    totalRevenue: 80,
    spenders: { carol: carolEntry },
    lastBillAt: Timestamp.now(),
  });
});

const alice = () => dbAs(getEnv(), 'alice');

describe('allowed', () => {
  test("a diner's first bill at the restaurant adds a bill, the revenue and a spenders entry", async () => {
    await assertSucceeds(saveBill(alice(), 'alice', sampleBill, { billId: 'alice_1' }));
    const s = await peek(getEnv(), STATS);
    expect(s).toMatchObject({
      totalBills: 3,
      totalRevenue: 122.5,
      spenders: {
        carol: carolEntry,
        alice: { userId: 'alice', amount: 42.5, visits: 1, lastVisit: sampleBill.date },
      },
    });
    expect(s?.lastBillAt).toBeInstanceOf(Timestamp);
  });

  test("a returning diner's entry accumulates amount and visits", async () => {
    await saveBill(alice(), 'alice', sampleBill, { billId: 'alice_1' });
    await assertSucceeds(
      saveBill(
        alice(),
        'alice',
        { ...sampleBill, totalAmount: 17.3, date: isoDate(0) },
        { billId: 'alice_2' },
      ),
    );
    const s = await peek(getEnv(), STATS);
    expect(s?.spenders.alice).toEqual({
      userId: 'alice',
      amount: 42.5 + 17.3,
      visits: 2,
      lastVisit: isoDate(0),
      hidden: false,
    });
    expect(s?.totalRevenue).toBe(80 + 42.5 + 17.3);
  });

  test('the owner the claim names is found however the receipt spells the restaurant (decision 0008)', async () => {
    const shouted = { ...sampleBill, restaurantName: 'TRATTORIA  ROMA', address: 'via appia 1 rome' };
    await assertSucceeds(saveBill(alice(), 'alice', shouted, { billId: 'alice_1' }));
    expect((await peek(getEnv(), STATS))?.totalBills).toBe(3);
  });

  test('a bill at a restaurant with no owner writes no statistics', async () => {
    await assertSucceeds(
      saveBill(alice(), 'alice', { ...sampleBill, restaurantName: 'Nobody Owns Me' }, { billId: 'alice_1' }),
    );
    expect((await peek(getEnv(), STATS))?.totalBills).toBe(2);
  });

  test('an owner whose profile predates private statistics: the bill creates them with itself', async () => {
    const osteria = { ...trattoria, name: 'Osteria Vecchia' };
    await seed(getEnv(), {
      'users/oscar': userDoc('oscar', {
        isRestaurantOwner: true,
        restaurantActivatedAt: Timestamp.now(),
        restaurantProfile: restaurantProfileDoc(osteria),
      }),
      [`restaurants/${restaurantKeyOf(osteria.name, osteria.address)}`]: {
        ownerId: 'oscar',
        createdAt: Timestamp.now(),
      },
    });
    await assertSucceeds(
      saveBill(alice(), 'alice', { ...sampleBill, restaurantName: osteria.name }, { billId: 'alice_1' }),
    );
    expect(await peek(getEnv(), 'users/oscar/private/restaurantStats')).toMatchObject({
      totalBills: 1,
      totalRevenue: 42.5,
      spenders: { alice: { userId: 'alice', amount: 42.5, visits: 1, lastVisit: sampleBill.date } },
    });
  });

  test('the owner reads their own statistics', async () => {
    await assertSucceeds(getDoc(doc(dbAs(getEnv(), 'olga'), STATS)));
  });
});

describe('private', () => {
  test('a signed-out visitor cannot read the statistics', async () => {
    await assertFails(getDoc(doc(dbAnon(getEnv()), STATS)));
  });

  test('another user (even a diner counted in them) cannot read the statistics', async () => {
    await saveBill(alice(), 'alice', sampleBill, { billId: 'alice_1' });
    await assertFails(getDoc(doc(alice(), STATS)));
    await assertFails(getDoc(doc(dbAs(getEnv(), 'carol'), STATS)));
  });

  test('the public user document a signed-out visitor reads has no statistics keys', async () => {
    await saveBill(alice(), 'alice', sampleBill, { billId: 'alice_1' });
    const snap = await assertSucceeds(getDoc(doc(dbAnon(getEnv()), 'users/olga')));
    const profile = snap.data()?.restaurantProfile as Record<string, unknown>;
    expect(profile.name).toBe(trattoria.name);
    for (const key of ['totalBills', 'totalRevenue', 'averageBill', 'spenders', 'lastBillAt']) {
      expect(profile).not.toHaveProperty(key);
    }
    expect(JSON.stringify(snap.data())).not.toContain('alice');
  });
});

describe('denied', () => {
  const statsUpdate = (extra: Record<string, unknown> = {}) => ({
    totalBills: 3,
    totalRevenue: 122.5,
    lastBillAt: serverTimestamp(),
    'spenders.alice': { userId: 'alice', amount: 42.5, visits: 1, lastVisit: sampleBill.date },
    ...extra,
  });

  test('statistics changed without a new bill', async () => {
    await assertFails(updateDoc(doc(alice(), STATS), statsUpdate()));
  });

  test('statistics changed again with an old bill of the diner', async () => {
    await saveBill(alice(), 'alice', sampleBill, { billId: 'alice_1' });
    await assertFails(
      updateDoc(doc(alice(), STATS), {
        totalBills: 4,
        totalRevenue: 165,
        lastBillAt: serverTimestamp(),
        'spenders.alice': { userId: 'alice', amount: 85, visits: 2, lastVisit: sampleBill.date },
      }),
    );
  });

  test('statistics of a restaurant whose name or address does not match the bill', async () => {
    const elsewhere = { ...sampleBill, restaurantName: 'Trattoria Roma 2' };
    await assertFails(saveBill(alice(), 'alice', elsewhere, { billId: 'alice_1', ownerIds: ['olga'] }));
    const otherAddress = { ...sampleBill, address: 'Via Appia 2, Rome' };
    await assertFails(saveBill(alice(), 'alice', otherAddress, { billId: 'alice_2', ownerIds: ['olga'] }));
  });

  test('statistics of a user who is not in owner mode (profile kept from before)', async () => {
    await seedOwner(
      getEnv(),
      'olga',
      trattoria,
      {},
      { isRestaurantOwner: false, restaurantActivatedAt: null },
    );
    await assertFails(saveBill(alice(), 'alice', sampleBill, { billId: 'alice_1', ownerIds: ['olga'] }));
  });

  test.each([
    ["another spender's entry", { 'spenders.carol': { ...carolEntry, amount: 0 } }],
    [
      'a new entry for someone else',
      { 'spenders.mallory': { userId: 'mallory', amount: 1, visits: 1, lastVisit: sampleBill.date } },
    ],
    ['totalBills +2', { totalBills: increment(1) }],
    ['totalRevenue not + total', { totalRevenue: 200 }],
    ['lastBillAt from the client clock', { lastBillAt: Timestamp.now() }],
    ['own amount not + total', { 'spenders.alice.amount': 500 }],
    ['own visits +2', { 'spenders.alice.visits': 2 }],
    ['lastVisit not the bill date', { 'spenders.alice.lastVisit': isoDate(9) }],
    ['an entry with an extra key', { 'spenders.alice.vip': true }],
    ['an extra key (averageBill)', { averageBill: 40 }],
  ])('the bill changes %s', async (_name, owner) => {
    await assertFails(saveBill(alice(), 'alice', sampleBill, { billId: 'alice_1', tamper: { owner } }));
  });

  test("the bill also writes the owner's public profile or points", async () => {
    for (const [i, change] of [
      { 'restaurantProfile.name': 'Hijacked' },
      { 'restaurantProfile.rating': 1 },
      { goldPoints: increment(5) },
    ].entries()) {
      await assertFails(
        saveBill(alice(), 'alice', sampleBill, {
          billId: `alice_${i + 1}`,
          extra: (tx, db) => tx.update(doc(db, 'users/olga'), change),
        }),
      );
    }
  });

  test('the owner raising their own statistics', async () => {
    const olga = dbAs(getEnv(), 'olga');
    await assertFails(updateDoc(doc(olga, STATS), { totalBills: 3, totalRevenue: 122.5 }));
    await assertFails(
      setDoc(doc(olga, STATS), { totalBills: 0, totalRevenue: 0, spenders: {}, lastBillAt: null }),
    );
    await assertFails(deleteDoc(doc(olga, STATS)));
  });

  test('an owner with a profile creating statistics outside the profile creation', async () => {
    await seed(getEnv(), {
      'users/oscar': userDoc('oscar', {
        isRestaurantOwner: true,
        restaurantActivatedAt: Timestamp.now(),
        restaurantProfile: restaurantProfileDoc(trattoria),
      }),
    });
    await assertFails(
      setDoc(doc(dbAs(getEnv(), 'oscar'), 'users/oscar/private/restaurantStats'), {
        totalBills: 0,
        totalRevenue: 0,
        spenders: {},
        lastBillAt: null,
      }),
    );
  });
});
