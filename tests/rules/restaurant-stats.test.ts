// Owner statistics with one owner per restaurant (decision 0008): a diner's bill raises only the statistics
// of the owner whom the restaurant's claim names, by exactly that bill; a signed-out visitor reads no
// statistic, spender or bill. The diner's save is the app's own (src/features/scan/api/save-bill.ts).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { saveScannedBill } from '../../src/features/scan/api/save-bill';
import { restaurantKeyOf } from '../../src/domain/restaurant-key';
import {
  dbAnon,
  dbAs,
  isoDate,
  peek,
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

const getEnv = useRulesEnv('demo-rules-restaurant-stats');
const KEY = restaurantKeyOf(trattoria.name, trattoria.address);

beforeEach(async () => {
  await seedUser(getEnv(), 'alice');
  await seedOwner(getEnv(), 'olga');
  // An impostor: owner mode on and a profile with the exact same name and address, but no claim.
  await seed(getEnv(), {
    'users/mallory': userDoc('mallory', {
      isRestaurantOwner: true,
      restaurantActivatedAt: Timestamp.now(),
      restaurantProfile: { ...restaurantProfileDoc(trattoria), restaurantKey: KEY },
    }),
    'users/mallory/private/restaurantStats': {
      totalBills: 0,
      totalRevenue: 0,
      spenders: {},
      lastBillAt: null,
    },
  });
});

const bill = () => ({ ...sampleBill, items: [], date: isoDate(1) });

describe("the app's save", () => {
  test("raises the claimant's statistics by exactly the bill, and not the impostor's", async () => {
    await saveScannedBill('alice', bill(), { db: dbAs(getEnv(), 'alice') });
    expect(await peek(getEnv(), 'users/olga/private/restaurantStats')).toMatchObject({
      totalBills: 1,
      totalRevenue: 42.5,
      spenders: { alice: { userId: 'alice', amount: 42.5, visits: 1, lastVisit: isoDate(1) } },
    });
    expect((await peek(getEnv(), 'users/mallory/private/restaurantStats'))?.totalBills).toBe(0);
  });
});

describe('the rules refuse', () => {
  test('raising the statistics of a same-named profile that the claim does not name', async () => {
    await assertFails(saveBill(dbAs(getEnv(), 'alice'), 'alice', bill(), { ownerIds: ['mallory'] }));
    await assertSucceeds(saveBill(dbAs(getEnv(), 'alice'), 'alice', bill(), { ownerIds: ['olga'] }));
  });

  test('raising the statistics without a bill, or by more than the bill', async () => {
    await assertFails(
      saveBill(dbAs(getEnv(), 'alice'), 'alice', bill(), {
        ownerIds: ['olga'],
        tamper: { owner: { totalRevenue: 1000 } },
      }),
    );
  });

  test('a signed-out visitor reading statistics, spenders or the bills of a restaurant', async () => {
    await saveBill(dbAs(getEnv(), 'alice'), 'alice', bill(), { ownerIds: ['olga'] });
    const anon = dbAnon(getEnv());
    await assertFails(getDoc(doc(anon, 'users/olga/private/restaurantStats')));
    await assertFails(getDocs(query(collection(anon, 'bills'), where('restaurantKey', '==', KEY))));
    // The public profile any visitor reads carries no statistic.
    const publicOwner = await assertSucceeds(getDoc(doc(anon, 'users/olga')));
    const profile = publicOwner.data()?.restaurantProfile as Record<string, unknown>;
    for (const key of ['totalBills', 'totalRevenue', 'averageBill', 'spenders', 'lastBillAt']) {
      expect(profile).not.toHaveProperty(key);
    }
  });

  test("another signed-in user reading the owner's statistics", async () => {
    await assertFails(getDoc(doc(dbAs(getEnv(), 'alice'), 'users/olga/private/restaurantStats')));
    await assertSucceeds(getDoc(doc(dbAs(getEnv(), 'olga'), 'users/olga/private/restaurantStats')));
  });
});
