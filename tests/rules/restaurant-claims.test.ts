// One owner per restaurant (decision 0008): the claim restaurants/{restaurantKey} is created with the owner's
// profile, moves with it, and refuses a second owner. The writes are the app's own
// (src/features/owner-dashboard/api/save-restaurant-profile.ts, src/features/settings/api/set-owner-mode.ts).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  deleteDoc,
  doc,
  getDoc,
  runTransaction,
  serverTimestamp,
  setDoc,
} from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { saveRestaurantProfile } from '../../src/features/owner-dashboard/api/save-restaurant-profile';
import type { RestaurantForm } from '../../src/features/owner-dashboard/model/profile-form';
import { setOwnerMode } from '../../src/features/settings/api/set-owner-mode';
import { restaurantKeyOf } from '../../src/domain/restaurant-key';
import { dbAnon, dbAs, peek, seed, seedOwner, seedUser, trattoria, useRulesEnv } from './helpers';

const getEnv = useRulesEnv('demo-rules-restaurant-claims');

const form: RestaurantForm = { ...trattoria, website: '' };
const KEY = restaurantKeyOf(trattoria.name, trattoria.address);

async function seedActiveUser(uid: string) {
  await seedUser(getEnv(), uid, { isRestaurantOwner: true, restaurantActivatedAt: Timestamp.now() });
}

describe('owner flag: only the user, by the toggle', () => {
  test('the user turns owner mode on and off (one transaction)', async () => {
    await seedUser(getEnv(), 'olga');
    await assertSucceeds(setOwnerMode('olga', true, dbAs(getEnv(), 'olga')));
    expect((await peek(getEnv(), 'users/olga'))?.isRestaurantOwner).toBe(true);
    await assertSucceeds(setOwnerMode('olga', false, dbAs(getEnv(), 'olga')));
    expect(await peek(getEnv(), 'users/olga')).toMatchObject({
      isRestaurantOwner: false,
      restaurantActivatedAt: null,
    });
  });

  test("another user cannot flip someone's owner flag; a visitor neither", async () => {
    await seedUser(getEnv(), 'olga');
    await seedUser(getEnv(), 'mallory');
    await assertFails(setOwnerMode('olga', true, dbAs(getEnv(), 'mallory')));
    await assertFails(setOwnerMode('olga', true, dbAnon(getEnv())));
  });
});

describe('profile and claim', () => {
  test('a new profile claims its restaurant in the same write', async () => {
    await seedActiveUser('olga');
    await assertSucceeds(saveRestaurantProfile('olga', form, dbAs(getEnv(), 'olga')));
    expect(await peek(getEnv(), `restaurants/${KEY}`)).toMatchObject({ ownerId: 'olga' });
    expect((await peek(getEnv(), 'users/olga'))?.restaurantProfile).toMatchObject({ name: trattoria.name });
  });

  test('the owner edits the profile; the claim stays', async () => {
    await seedOwner(getEnv(), 'olga');
    await assertSucceeds(
      saveRestaurantProfile('olga', { ...form, cuisine: 'Roman' }, dbAs(getEnv(), 'olga')),
    );
    expect(await peek(getEnv(), `restaurants/${KEY}`)).toMatchObject({ ownerId: 'olga' });
  });

  test('renaming the profile moves the claim in one write', async () => {
    await seedOwner(getEnv(), 'olga');
    const moved = { ...form, name: 'Osteria Roma' };
    await assertSucceeds(saveRestaurantProfile('olga', moved, dbAs(getEnv(), 'olga')));
    expect(await peek(getEnv(), `restaurants/${KEY}`)).toBeUndefined();
    expect(
      await peek(getEnv(), `restaurants/${restaurantKeyOf('Osteria Roma', trattoria.address)}`),
    ).toMatchObject({
      ownerId: 'olga',
    });
  });

  test('a second owner of the same restaurant (spelled differently) is refused with a clear message', async () => {
    await seedOwner(getEnv(), 'olga');
    await seedActiveUser('mallory');
    const same = { ...form, name: 'TRATTORIA  roma', address: 'via appia 1 rome' };
    await expect(saveRestaurantProfile('mallory', same, dbAs(getEnv(), 'mallory'))).rejects.toThrow(
      'dashboard:messages.alreadyClaimed',
    );
    expect((await peek(getEnv(), 'users/mallory'))?.restaurantProfile).toBeNull();
  });

  test('a non-owner cannot save a profile: the app says so, the rules refuse', async () => {
    await seedUser(getEnv(), 'olga');
    await expect(saveRestaurantProfile('olga', form, dbAs(getEnv(), 'olga'))).rejects.toThrow(
      'dashboard:messages.notOwner',
    );
  });
});

describe('claims: the rules refuse', () => {
  const claim = () => ({ ownerId: 'mallory', createdAt: serverTimestamp() });

  test("taking over another owner's claim (overwrite or delete)", async () => {
    await seedOwner(getEnv(), 'olga');
    await seedActiveUser('mallory');
    const db = dbAs(getEnv(), 'mallory');
    await assertFails(setDoc(doc(db, 'restaurants', KEY), claim()));
    await assertFails(deleteDoc(doc(db, 'restaurants', KEY)));
  });

  test('a claim without the profile that names it, or for another key', async () => {
    await seedActiveUser('mallory');
    const db = dbAs(getEnv(), 'mallory');
    await assertFails(setDoc(doc(db, 'restaurants', KEY), claim()));
    await seedOwner(getEnv(), 'mallory', { ...trattoria, name: 'Pizzeria Mallory' });
    // Squatting: a claim for a restaurant the profile does not name.
    await assertFails(setDoc(doc(db, 'restaurants', 'someoneelse_main1'), claim()));
  });

  test('a profile saved without its claim, or renamed keeping the old claim', async () => {
    await seedActiveUser('mallory');
    const db = dbAs(getEnv(), 'mallory');
    const profile = { ...trattoria, rating: 0, reviews: 0, updatedAt: serverTimestamp() };
    await assertFails(
      runTransaction(db, async (tx) => {
        await tx.get(doc(db, 'users', 'mallory'));
        tx.update(doc(db, 'users', 'mallory'), { restaurantProfile: profile, updatedAt: serverTimestamp() });
        tx.set(doc(db, 'users', 'mallory', 'private', 'restaurantStats'), {
          totalBills: 0,
          totalRevenue: 0,
          spenders: {},
          lastBillAt: null,
        });
      }),
    );
    await seedOwner(getEnv(), 'olga');
    const dbo = dbAs(getEnv(), 'olga');
    await assertFails(
      runTransaction(dbo, async (tx) => {
        await tx.get(doc(dbo, 'users', 'olga'));
        tx.update(doc(dbo, 'users', 'olga'), {
          restaurantProfile: { ...profile, name: 'Osteria Roma' },
          updatedAt: serverTimestamp(),
        });
        tx.set(doc(dbo, 'restaurants', restaurantKeyOf('Osteria Roma', trattoria.address)), {
          ownerId: 'olga',
          createdAt: serverTimestamp(),
        });
      }),
    );
  });

  test('a signed-out visitor reads no claim; a signed-in user does (a bill finds its owner)', async () => {
    await seedOwner(getEnv(), 'olga');
    await assertFails(getDoc(doc(dbAnon(getEnv()), 'restaurants', KEY)));
    await seedUser(getEnv(), 'bob');
    await assertSucceeds(getDoc(doc(dbAs(getEnv(), 'bob'), 'restaurants', KEY)));
  });

  test('a claim is never updated', async () => {
    await seed(getEnv(), { [`restaurants/${KEY}`]: { ownerId: 'olga', createdAt: Timestamp.now() } });
    await seedOwner(getEnv(), 'olga');
    const db = dbAs(getEnv(), 'olga');
    await assertFails(setDoc(doc(db, 'restaurants', KEY), { ownerId: 'olga', createdAt: serverTimestamp() }));
  });
});
