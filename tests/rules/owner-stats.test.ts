// Owner statistics: a diner's new bill at an owner's restaurant updates that owner's restaurantProfile
// statistics in the same transaction.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, doc, increment, serverTimestamp, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import {
  dbAs,
  isoDate,
  peek,
  sampleBill,
  saveBill,
  seedOwner,
  seedUser,
  trattoria,
  useRulesEnv,
} from './helpers';

const getEnv = useRulesEnv('demo-rules-owner-stats');

const carolEntry = { userId: 'carol', amount: 80, visits: 2, lastVisit: isoDate(5) };

beforeEach(async () => {
  await seedUser(getEnv(), 'alice');
  await seedUser(getEnv(), 'carol');
  await seedOwner(getEnv(), 'olga', trattoria, {
    totalBills: 2,
    totalRevenue: 80,
    averageBill: 40,
    spenders: { carol: carolEntry },
    lastBillAt: Timestamp.now(),
  });
});

const alice = () => dbAs(getEnv(), 'alice');

describe('allowed', () => {
  test("a diner's first bill at the restaurant adds a bill, the revenue and a spenders entry", async () => {
    await assertSucceeds(saveBill(alice(), 'alice', sampleBill, { billId: 'alice_1' }));
    const p = (await peek(getEnv(), 'users/olga'))?.restaurantProfile;
    expect(p).toMatchObject({
      totalBills: 3,
      totalRevenue: 122.5,
      averageBill: 122.5 / 3,
      spenders: {
        carol: carolEntry,
        alice: { userId: 'alice', amount: 42.5, visits: 1, lastVisit: sampleBill.date },
      },
    });
    expect(p.lastBillAt).toBeInstanceOf(Timestamp);
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
    const p = (await peek(getEnv(), 'users/olga'))?.restaurantProfile;
    expect(p.spenders.alice).toEqual({
      userId: 'alice',
      amount: 42.5 + 17.3,
      visits: 2,
      lastVisit: isoDate(0),
    });
    expect(p.averageBill).toBe((80 + 42.5 + 17.3) / 4);
  });

  test('every owner with the same name and address is updated', async () => {
    await seedOwner(getEnv(), 'oscar', trattoria);
    await assertSucceeds(saveBill(alice(), 'alice', sampleBill, { billId: 'alice_1' }));
    expect((await peek(getEnv(), 'users/oscar'))?.restaurantProfile.totalBills).toBe(1);
  });

  test('a bill at a restaurant claimed by 12 owners stays within the rules access-call limits', async () => {
    for (let i = 0; i < 11; i++) await seedOwner(getEnv(), `owner${i}`, trattoria);
    await assertSucceeds(saveBill(alice(), 'alice', sampleBill, { billId: 'alice_1' }));
    expect((await peek(getEnv(), 'users/owner10'))?.restaurantProfile.totalBills).toBe(1);
  });

  test('a bill at a restaurant with no owner writes no statistics', async () => {
    await assertSucceeds(
      saveBill(alice(), 'alice', { ...sampleBill, restaurantName: 'Nobody Owns Me' }, { billId: 'alice_1' }),
    );
    expect((await peek(getEnv(), 'users/olga'))?.restaurantProfile.totalBills).toBe(2);
  });
});

describe('denied', () => {
  const statsUpdate = (extra: Record<string, unknown> = {}) => ({
    'restaurantProfile.totalBills': 3,
    'restaurantProfile.totalRevenue': 122.5,
    'restaurantProfile.averageBill': 122.5 / 3,
    'restaurantProfile.lastBillAt': serverTimestamp(),
    'restaurantProfile.spenders.alice': {
      userId: 'alice',
      amount: 42.5,
      visits: 1,
      lastVisit: sampleBill.date,
    },
    ...extra,
  });

  test('statistics changed without a new bill', async () => {
    await assertFails(updateDoc(doc(alice(), 'users/olga'), statsUpdate()));
  });

  test('statistics changed again with an old bill of the diner', async () => {
    await saveBill(alice(), 'alice', sampleBill, { billId: 'alice_1' });
    await assertFails(
      updateDoc(doc(alice(), 'users/olga'), {
        'restaurantProfile.totalBills': 4,
        'restaurantProfile.totalRevenue': 165,
        'restaurantProfile.averageBill': 165 / 4,
        'restaurantProfile.lastBillAt': serverTimestamp(),
        'restaurantProfile.spenders.alice': {
          userId: 'alice',
          amount: 85,
          visits: 2,
          lastVisit: sampleBill.date,
        },
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
    ["another spender's entry", { 'restaurantProfile.spenders.carol': { ...carolEntry, amount: 0 } }],
    [
      'a new entry for someone else',
      {
        'restaurantProfile.spenders.mallory': {
          userId: 'mallory',
          amount: 1,
          visits: 1,
          lastVisit: sampleBill.date,
        },
      },
    ],
    ['totalBills +2', { 'restaurantProfile.totalBills': 4, 'restaurantProfile.averageBill': 122.5 / 4 }],
    [
      'totalRevenue not + total',
      { 'restaurantProfile.totalRevenue': 200, 'restaurantProfile.averageBill': 200 / 3 },
    ],
    ['averageBill not revenue / bills', { 'restaurantProfile.averageBill': 40 }],
    ['lastBillAt from the client clock', { 'restaurantProfile.lastBillAt': Timestamp.now() }],
    [
      'own amount not + total',
      {
        'restaurantProfile.spenders.alice': {
          userId: 'alice',
          amount: 500,
          visits: 1,
          lastVisit: sampleBill.date,
        },
      },
    ],
    [
      'own visits +2',
      {
        'restaurantProfile.spenders.alice': {
          userId: 'alice',
          amount: 42.5,
          visits: 2,
          lastVisit: sampleBill.date,
        },
      },
    ],
    [
      'lastVisit not the bill date',
      {
        'restaurantProfile.spenders.alice': {
          userId: 'alice',
          amount: 42.5,
          visits: 1,
          lastVisit: isoDate(9),
        },
      },
    ],
    [
      'an entry with an extra key',
      {
        'restaurantProfile.spenders.alice': {
          userId: 'alice',
          amount: 42.5,
          visits: 1,
          lastVisit: sampleBill.date,
          vip: true,
        },
      },
    ],
    ['the restaurant name', { 'restaurantProfile.name': 'Hijacked' }],
    ['the restaurant description', { 'restaurantProfile.description': 'Terrible' }],
    ['the restaurant rating', { 'restaurantProfile.rating': 1 }],
    ["the owner's gold points", { goldPoints: increment(5) }],
    ["the owner's owner flag", { isRestaurantOwner: false }],
    ["the owner's updatedAt", { updatedAt: serverTimestamp() }],
  ])('the bill changes %s', async (_name, owner) => {
    await assertFails(saveBill(alice(), 'alice', sampleBill, { billId: 'alice_1', tamper: { owner } }));
  });

  test('the owner raising their own statistics', async () => {
    const olga = dbAs(getEnv(), 'olga');
    await assertFails(
      updateDoc(doc(olga, 'users/olga'), {
        'restaurantProfile.totalBills': 3,
        'restaurantProfile.totalRevenue': 122.5,
        'restaurantProfile.averageBill': 122.5 / 3,
        'restaurantProfile.lastBillAt': serverTimestamp(),
      }),
    );
  });
});
