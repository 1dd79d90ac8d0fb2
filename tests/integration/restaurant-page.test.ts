/// <reference types="vite/client" />
// The restaurant page's reads (issue 32, decision 0038) through the app's own api/ code, against the
// Firestore emulator with the real firestore.rules: the page, the claim and owner's profile, the top
// diners and the followed diners, never naming a diner who hid themselves. Nothing here is mocked.
import { collection, getDocs, orderBy, query, Timestamp, type Firestore } from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { fetchRestaurantOwner } from '@/features/restaurant-pages/api/fetch-claim';
import { fetchFollowedDiners } from '@/features/restaurant-pages/api/followed-diners';
import { dinerDoc, restaurantPageDoc } from '@/features/restaurant-pages/api/restaurant-page-docs';
import { subscribeToRestaurantPage } from '@/features/restaurant-pages/api/subscribe-restaurant-page';
import { fetchTopDiners, TOP_DINERS } from '@/features/restaurant-pages/api/top-diners';
import {
  subscribeToRestaurantRating,
  type RestaurantRating,
} from '@/features/owner-dashboard/api/subscribe-restaurant-rating';
import type { RestaurantPage } from '@/domain/restaurant-page';
import { followDocs } from '../../fixtures/seed-docs';
// Aliased: the helper is not a React hook, whatever its name says to the hooks lint.
import {
  dbAs,
  restaurantKeyOf,
  restaurantProfileDoc,
  seed,
  trattoria,
  userDoc,
  useRulesEnv as rulesEnvFor,
} from '../rules/helpers';

const getEnv = rulesEnvFor('demo-int-restaurant-page');
const KEY = restaurantKeyOf(trattoria.name, trattoria.address);
const PAGE = `restaurantPages/${KEY}`;
const diner = (uid: string) => `${PAGE}/diners/${uid}`;
const at = new Date('2026-11-01T12:00:00Z');
const follow = (a: string, b: string) => Object.fromEntries(followDocs(a, b, at));

/** The page document's first answer from the app's listener. */
function firstPage(db: Firestore): Promise<RestaurantPage | null> {
  return new Promise((resolve, reject) => {
    const stop = subscribeToRestaurantPage(
      KEY,
      (page) => {
        stop();
        resolve(page);
      },
      reject,
      db,
    );
  });
}

/** The owner's dashboard rating's first answer. */
function firstRating(db: Firestore): Promise<RestaurantRating> {
  return new Promise((resolve, reject) => {
    const stop = subscribeToRestaurantRating(
      KEY,
      (rating) => {
        stop();
        resolve(rating);
      },
      reject,
      db,
    );
  });
}

describe('the restaurant page', () => {
  test("the page's counters and an unclaimed restaurant; a claimed one's owner profile", async () => {
    const env = getEnv();
    await seed(env, {
      'users/me': userDoc('me'),
      [PAGE]: {
        ...restaurantPageDoc({
          billCount: 7,
          dinerCount: 3,
          ratingCount: 2,
          ratingSum: 9,
          verifiedBillCount: 2,
        }),
        lastBillAt: Timestamp.now(),
        createdAt: Timestamp.now(),
      },
    });
    const db = dbAs(env, 'me');
    expect(await firstPage(db)).toMatchObject({ billCount: 7, dinerCount: 3, ratingCount: 2, ratingSum: 9 });
    expect(await fetchRestaurantOwner(KEY, db)).toBeNull();

    await seed(env, {
      'users/olga': userDoc('olga', {
        isRestaurantOwner: true,
        restaurantActivatedAt: Timestamp.now(),
        restaurantProfile: restaurantProfileDoc(trattoria),
      }),
      [`restaurants/${KEY}`]: { ownerId: 'olga' },
    });
    const owner = await fetchRestaurantOwner(KEY, db);
    expect(owner?.ownerId).toBe('olga');
    expect(owner?.profile?.name).toBe(trattoria.name);
    // The owner's dashboard reads the same counters: 9 / 2 = 4.5 from 2 verified diners, and 2 of
    // its 7 bills verified by its till (decision 0046).
    expect(await firstRating(dbAs(env, 'olga'))).toEqual({
      rating: 4.5,
      reviews: 2,
      billCount: 7,
      verifiedBillCount: 2,
    });
  });

  test('no page yet: the listener answers null, and the dashboard a rating of 0 from 0', async () => {
    const env = getEnv();
    await seed(env, { 'users/me': userDoc('me') });
    expect(await firstPage(dbAs(env, 'me'))).toBeNull();
    expect(await firstRating(dbAs(env, 'me'))).toEqual({
      rating: 0,
      reviews: 0,
      billCount: 0,
      verifiedBillCount: 0,
    });
  });

  test('top diners: by gold, at most ten, never one who hid themselves', async () => {
    const env = getEnv();
    const docs: Record<string, Record<string, unknown>> = { 'users/me': userDoc('me') };
    for (let i = 1; i <= 12; i++) docs[diner(`d${i}`)] = dinerDoc(`d${i}`, { gold: i * 10 });
    // The richest diner turned "Show me among a restaurant's diners" off.
    docs[diner('hidden')] = dinerDoc('hidden', { gold: 9999, visible: false });
    await seed(env, docs);
    const top = await fetchTopDiners(KEY, dbAs(env, 'me'));
    expect(top).toHaveLength(TOP_DINERS);
    expect(top.map((d) => d.userId)).toEqual(['d12', 'd11', 'd10', 'd9', 'd8', 'd7', 'd6', 'd5', 'd4', 'd3']);
  });

  test('people I follow who ate here: only the visible ones among my follows', async () => {
    const env = getEnv();
    await seed(env, {
      'users/me': userDoc('me'),
      ...follow('me', 'ana'),
      ...follow('me', 'ben'),
      ...follow('me', 'cat'),
      ...follow('zed', 'dan'),
      [diner('ana')]: dinerDoc('ana', { visits: 2 }),
      [diner('ben')]: dinerDoc('ben', { visits: 5 }),
      // Followed, but hidden: never returned.
      [diner('cat')]: dinerDoc('cat', { visible: false }),
      // Ate here, but I do not follow them.
      [diner('dan')]: dinerDoc('dan'),
    });
    const followed = await fetchFollowedDiners(KEY, 'me', dbAs(env, 'me'));
    expect(followed.map((d) => d.userId)).toEqual(['ben', 'ana']);
  });

  test('the rules refuse a diners query that does not ask for visible ones only', async () => {
    const env = getEnv();
    await seed(env, { 'users/me': userDoc('me'), [diner('ana')]: dinerDoc('ana') });
    await expect(
      getDocs(query(collection(dbAs(env, 'me'), PAGE, 'diners'), orderBy('gold', 'desc'))),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
