// users/{uid}/wantToTry/{restaurantKey} = { name, address, createdAt } (decisions 0038, 0040): a private
// bookmark of a restaurant page. Only the owner reads, creates (a page that exists, the exact shape,
// the write's time) and deletes it; a deletion lists and deletes them with the other private records.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { toRestaurantPage } from '../../src/domain/restaurant-page';
import { restaurantKeyOf } from '../../src/domain/restaurant-key';
import {
  addWantToTry,
  newWantToTry,
  removeWantToTry,
} from '../../src/features/restaurant-pages/api/want-to-try';
import { wantToTryRef } from '../../src/features/restaurant-pages/api/want-to-try-live';
import { dbAnon, dbAs, peek, seed, seedUser, useRulesEnv } from './helpers';

const getEnv = useRulesEnv('demo-rules-want-to-try');
const as = (uid: string) => dbAs(getEnv(), uid);
const KEY = restaurantKeyOf('Trattoria Roma', 'Via Appia 1, Rome');
const MISSING = restaurantKeyOf('Nowhere', 'No street');
const PAGE_DATA = {
  name: 'Trattoria Roma',
  address: 'Via Appia 1, Rome',
  billCount: 1,
  dinerCount: 1,
  lastBillAt: Timestamp.now(),
};
const PAGE = toRestaurantPage(KEY, PAGE_DATA);
const path = (uid: string, key = KEY) => `users/${uid}/wantToTry/${key}`;

beforeEach(async () => {
  await seedUser(getEnv(), 'alice');
  await seedUser(getEnv(), 'bob');
  await seed(getEnv(), { [`restaurantPages/${KEY}`]: PAGE_DATA });
});

describe('allowed', () => {
  test('the owner bookmarks a page with the app’s own write, reads it, lists them, removes it', async () => {
    await assertSucceeds(addWantToTry('alice', PAGE, undefined, as('alice')));
    const stored = await peek(getEnv(), path('alice'));
    expect(stored).toMatchObject({ name: 'Trattoria Roma', address: 'Via Appia 1, Rome' });
    expect(stored?.createdAt).toBeInstanceOf(Timestamp);
    await assertSucceeds(getDoc(wantToTryRef(as('alice'), 'alice', KEY)));
    const list = await assertSucceeds(getDocs(collection(as('alice'), 'users', 'alice', 'wantToTry')));
    expect(list.docs.map((d) => d.id)).toEqual([KEY]);
    await assertSucceeds(removeWantToTry('alice', KEY, undefined, as('alice')));
    expect(await peek(getEnv(), path('alice'))).toBeUndefined();
  });

  test('the owner saves it again after removing it', async () => {
    await assertSucceeds(addWantToTry('alice', PAGE, undefined, as('alice')));
    await assertSucceeds(removeWantToTry('alice', KEY, undefined, as('alice')));
    await assertSucceeds(addWantToTry('alice', PAGE, undefined, as('alice')));
  });
});

describe('denied', () => {
  test('a bookmark for someone else, or signed out', async () => {
    await assertFails(setDoc(doc(as('bob'), path('alice')), newWantToTry(PAGE)));
    await assertFails(setDoc(doc(dbAnon(getEnv()), path('alice')), newWantToTry(PAGE)));
  });

  test('a bookmark of a page that does not exist', async () => {
    await assertFails(setDoc(doc(as('alice'), path('alice', MISSING)), newWantToTry(PAGE)));
  });

  test('a bookmark by someone without a user record (deleted or never signed up)', async () => {
    await assertFails(setDoc(doc(as('carol'), path('carol')), newWantToTry(PAGE)));
  });

  test.each([
    ['an extra key', { ...newWantToTry(PAGE), note: 'soon' }],
    ['no address', { name: 'Trattoria Roma', createdAt: serverTimestamp() }],
    ['an empty name', { ...newWantToTry(PAGE), name: '' }],
    ['a name too long', { ...newWantToTry(PAGE), name: 'x'.repeat(201) }],
    ['an address that is not text', { ...newWantToTry(PAGE), address: 42 }],
    ['a time of its own', { ...newWantToTry(PAGE), createdAt: Timestamp.fromMillis(0) }],
  ])('a bookmark with %s', async (_name, data: DocumentData) => {
    await assertFails(setDoc(doc(as('alice'), path('alice')), data));
  });

  test('another user reads, lists or deletes my bookmarks; nobody edits one', async () => {
    await assertSucceeds(addWantToTry('alice', PAGE, undefined, as('alice')));
    await assertFails(getDoc(doc(as('bob'), path('alice'))));
    await assertFails(getDocs(collection(as('bob'), 'users', 'alice', 'wantToTry')));
    await assertFails(getDoc(doc(dbAnon(getEnv()), path('alice'))));
    await assertFails(deleteDoc(doc(as('bob'), path('alice'))));
    await assertFails(updateDoc(doc(as('alice'), path('alice')), { name: 'Renamed' }));
    await assertFails(setDoc(doc(as('alice'), path('alice')), newWantToTry(PAGE)));
  });
});
