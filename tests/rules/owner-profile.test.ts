// Restaurant profile save by self (the form, and the owner set-up from a scanned bill).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, doc, increment, runTransaction } from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import {
  dbAnon,
  dbAs,
  isoDate,
  ownerSetupFromBill,
  peek,
  restaurantStatsDoc,
  saveRestaurantProfile,
  seedOwner,
  seedUser,
  trattoria,
  useRulesEnv,
} from './helpers';
import { storageURL } from './storage-url';

const getEnv = useRulesEnv('demo-rules-owner-profile');

const seededStats = {
  totalBills: 3,
  totalRevenue: 150.5,
  spenders: { bob: { userId: 'bob', amount: 150.5, visits: 3, lastVisit: isoDate(2) } },
  lastBillAt: Timestamp.now(),
};

async function seedNewOwner() {
  await seedUser(getEnv(), 'olga', { isRestaurantOwner: true, restaurantActivatedAt: Timestamp.now() });
}

describe('allowed', () => {
  test('an owner without a profile saves one from the form, with empty private statistics', async () => {
    await seedNewOwner();
    await assertSucceeds(
      saveRestaurantProfile(dbAs(getEnv(), 'olga'), 'olga', {
        ...trattoria,
        website: 'https://roma.example',
      }),
    );
    const profile = (await peek(getEnv(), 'users/olga'))?.restaurantProfile;
    expect(profile).toMatchObject({ name: 'Trattoria Roma', rating: 0, reviews: 0 });
    expect(Object.keys(profile).sort()).toEqual(
      [...Object.keys(trattoria), 'website', 'rating', 'reviews', 'restaurantKey', 'updatedAt'].sort(),
    );
    expect(await peek(getEnv(), 'users/olga/private/restaurantStats')).toEqual({
      totalBills: 0,
      totalRevenue: 0,
      spenders: {},
      lastBillAt: null,
    });
  });

  test('owner set-up from a bill: the same save with the bill name/address and the default texts', async () => {
    await seedNewOwner();
    const details = ownerSetupFromBill({
      restaurantName: 'Sushi Bar',
      address: 'Main St 5',
      totalAmount: 120,
    });
    expect(details).toMatchObject({
      description: 'Welcome to Sushi Bar',
      cuisine: 'Not specified',
      priceRange: '€€€',
    });
    await assertSucceeds(saveRestaurantProfile(dbAs(getEnv(), 'olga'), 'olga', details));
  });

  test('an owner edits the descriptive fields of an existing profile; the statistics stay', async () => {
    await seedOwner(getEnv(), 'olga', trattoria, seededStats);
    await assertSucceeds(
      saveRestaurantProfile(dbAs(getEnv(), 'olga'), 'olga', {
        ...trattoria,
        cuisine: 'Roman',
        priceRange: '€€€',
      }),
    );
    expect((await peek(getEnv(), 'users/olga'))?.restaurantProfile).toMatchObject({ cuisine: 'Roman' });
    expect((await peek(getEnv(), 'users/olga/private/restaurantStats'))?.totalBills).toBe(3);
  });

  // The website is '' or an http(s) URL without spaces, at most 500 characters (owner-dashboard/model/profile-form.ts).
  const longWebsite = 'https://roma.example/' + 'm'.repeat(500 - 'https://roma.example/'.length);
  test.each([
    ['none (empty)', ''],
    ['https', 'https://roma.example'],
    ['http with a path and query', 'http://roma.example/menu?lang=it#wine'],
    ['in capitals, as the form accepts', 'HTTPS://ROMA.EXAMPLE'],
    ['of exactly 500 characters', longWebsite],
  ])('a website: %s, on a new profile and on an edit', async (_name, website) => {
    expect(website.length).toBeLessThanOrEqual(500);
    await seedNewOwner();
    const olga = dbAs(getEnv(), 'olga');
    await assertSucceeds(saveRestaurantProfile(olga, 'olga', { ...trattoria, website }));
    await assertSucceeds(saveRestaurantProfile(olga, 'olga', { ...trattoria, website: '' }));
    await assertSucceeds(saveRestaurantProfile(olga, 'olga', { ...trattoria, website }));
    expect((await peek(getEnv(), 'users/olga'))?.restaurantProfile?.website).toBe(website);
  });

  test('optional images and hours may be set by the owner', async () => {
    await seedNewOwner();
    await assertSucceeds(
      saveRestaurantProfile(dbAs(getEnv(), 'olga'), 'olga', trattoria, {
        profile: { images: [storageURL('restaurant-images/olga/1.jpg')], hours: 'Mon-Sun' },
      }),
    );
  });
});

describe('denied', () => {
  test('a user who is not in owner mode', async () => {
    await seedUser(getEnv(), 'olga');
    await assertFails(saveRestaurantProfile(dbAs(getEnv(), 'olga'), 'olga', trattoria));
  });

  test("saving another user's profile", async () => {
    await seedOwner(getEnv(), 'olga', trattoria, seededStats);
    await seedUser(getEnv(), 'bob');
    await assertFails(saveRestaurantProfile(dbAs(getEnv(), 'bob'), 'olga', trattoria));
  });

  test('a signed-out visitor', async () => {
    await seedOwner(getEnv(), 'olga');
    await assertFails(saveRestaurantProfile(dbAnon(getEnv()), 'olga', trattoria));
  });

  test('a new profile without its private statistics in the same write', async () => {
    await seedNewOwner();
    await assertFails(saveRestaurantProfile(dbAs(getEnv(), 'olga'), 'olga', trattoria, { stats: 'skip' }));
  });

  test.each([
    ['totalBills', { totalBills: 10 }],
    ['totalRevenue', { totalRevenue: 999 }],
    ['averageBill (not stored)', { averageBill: 0 }],
    ['spenders', { spenders: { olga: { userId: 'olga', amount: 1, visits: 1, lastVisit: isoDate() } } }],
    ['lastBillAt', { lastBillAt: Timestamp.now() }],
  ])('a new profile with non-empty private statistics: %s', async (_name, stats) => {
    await seedNewOwner();
    await assertFails(saveRestaurantProfile(dbAs(getEnv(), 'olga'), 'olga', trattoria, { stats }));
  });

  test.each([
    ['totalBills', { totalBills: 0 }],
    ['spenders', { spenders: {} }],
    ['averageBill', { averageBill: 0 }],
    ['rating', { rating: 5 }],
    ['reviews', { reviews: 100 }],
  ])('a new public profile with a statistics key or a non-zero rating: %s', async (_name, profile) => {
    await seedNewOwner();
    await assertFails(saveRestaurantProfile(dbAs(getEnv(), 'olga'), 'olga', trattoria, { profile }));
  });

  test.each([
    ['totalBills', { totalBills: 4 }],
    ['spenders', { spenders: {} }],
    ['lastBillAt', { lastBillAt: null }],
    ['rating', { rating: 4.9 }],
    ['reviews', { reviews: 1 }],
  ])('a save of an existing profile that adds statistics or changes rating: %s', async (_name, profile) => {
    await seedOwner(getEnv(), 'olga', trattoria, seededStats);
    await assertFails(saveRestaurantProfile(dbAs(getEnv(), 'olga'), 'olga', trattoria, { profile }));
  });

  test.each([
    ['an empty name', { name: '' }],
    ['an empty address', { address: '' }],
    ['an empty description', { description: '' }],
    ['an empty cuisine', { cuisine: '' }],
    ['empty opening hours', { openingHours: '' }],
    ['an empty phone', { phone: '' }],
    ['a missing phone', { phone: undefined }],
    ['a name over 200 characters', { name: 'x'.repeat(201) }],
    ['an unknown price range', { priceRange: '€€€€€' }],
    ['a price range in dollars', { priceRange: '$$' }],
    ['a non-string website', { website: 42 }],
    ['images not a list', { images: 'https://img.example/1.jpg' }],
    ['an unknown key', { verified: true }],
  ])('invalid descriptive data: %s', async (_name, profile) => {
    await seedNewOwner();
    const details = Object.fromEntries(
      Object.entries({ ...trattoria, ...profile }).filter(([, v]) => v !== undefined),
    ) as typeof trattoria;
    await assertFails(saveRestaurantProfile(dbAs(getEnv(), 'olga'), 'olga', details));
  });

  test.each([
    ['a javascript: link', 'javascript:alert(document.cookie)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['an ftp link', 'ftp://roma.example'],
    ['a mailto link', 'mailto:olga@roma.example'],
    ['no scheme', 'roma.example'],
    ['a scheme-relative link', '//roma.example'],
    ['the scheme alone', 'https://'],
    ['a space inside', 'https://roma.example/our menu'],
    ['a leading space', ' https://roma.example'],
    ['https in the middle', 'see https://roma.example'],
    ['501 characters', 'https://roma.example/' + 'm'.repeat(501 - 'https://roma.example/'.length)],
  ])('a website that is not an http(s) URL of at most 500 characters: %s', async (_name, website) => {
    await seedNewOwner();
    const olga = dbAs(getEnv(), 'olga');
    await assertFails(saveRestaurantProfile(olga, 'olga', { ...trattoria, website }));
    // Nor on an edit of an existing profile.
    await assertSucceeds(saveRestaurantProfile(olga, 'olga', trattoria));
    await assertFails(saveRestaurantProfile(olga, 'olga', { ...trattoria, website }));
  });

  test('a profile updatedAt from the client clock', async () => {
    await seedNewOwner();
    await assertFails(
      saveRestaurantProfile(dbAs(getEnv(), 'olga'), 'olga', trattoria, {
        profile: { updatedAt: Timestamp.now() },
      }),
    );
  });

  test('a profile that is not a map', async () => {
    await seedNewOwner();
    await assertFails(
      saveRestaurantProfile(dbAs(getEnv(), 'olga'), 'olga', trattoria, {
        user: { restaurantProfile: 'mine' },
      }),
    );
  });

  test('a save that also changes points or the owner flag', async () => {
    await seedOwner(getEnv(), 'olga', trattoria, seededStats);
    const db = dbAs(getEnv(), 'olga');
    await assertFails(saveRestaurantProfile(db, 'olga', trattoria, { user: { goldPoints: increment(100) } }));
    await assertFails(saveRestaurantProfile(db, 'olga', trattoria, { user: { isRestaurantOwner: false } }));
  });

  test('a save of an existing profile that resets the private statistics', async () => {
    await seedOwner(getEnv(), 'olga', trattoria, seededStats);
    const olga = dbAs(getEnv(), 'olga');
    await assertFails(
      runTransaction(olga, async (tx) => {
        await tx.get(doc(olga, 'users/olga'));
        tx.set(doc(olga, 'users/olga/private/restaurantStats'), restaurantStatsDoc());
      }),
    );
  });
});
