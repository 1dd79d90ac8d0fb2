// users/{uid}/private/settings = { language } (decision 0034): the language chosen in Settings → Language,
// followed by the user's other devices at sign-in. Only the owner reads and writes it, only the `language`
// key, only 'en' or 'it'; it is deleted only with the other private documents of a deletion.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc, type DocumentData } from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { fetchAccountLanguage } from '../../src/features/settings/api/fetch-account-language';
import { saveAccountLanguage } from '../../src/features/settings/api/save-account-language';
import { dbAnon, dbAs, peek, seed, seedUser, useRulesEnv } from './helpers';

const getEnv = useRulesEnv('demo-rules-account-language');
const as = (uid: string) => dbAs(getEnv(), uid);
const SETTINGS = (uid: string) => `users/${uid}/private/settings`;

beforeEach(async () => {
  await seedUser(getEnv(), 'alice');
  await seedUser(getEnv(), 'bob');
});

describe('allowed', () => {
  test('the owner writes the language with the app’s own write, changes it and reads it back', async () => {
    await assertSucceeds(saveAccountLanguage('alice', 'it', as('alice')));
    expect(await peek(getEnv(), SETTINGS('alice'))).toEqual({ language: 'it' });
    expect(await assertSucceeds(fetchAccountLanguage('alice', as('alice')))).toBe('it');
    await assertSucceeds(saveAccountLanguage('alice', 'en', as('alice')));
    await assertSucceeds(updateDoc(doc(as('alice'), SETTINGS('alice')), { language: 'it' }));
    expect(await peek(getEnv(), SETTINGS('alice'))).toEqual({ language: 'it' });
  });

  test('the owner reads it when there is none yet (a sign-in before any choice)', async () => {
    await assertSucceeds(getDoc(doc(as('alice'), SETTINGS('alice'))));
    expect(await fetchAccountLanguage('alice', as('alice'))).toBeNull();
  });
});

describe('denied', () => {
  test('another user reads it or writes it; signed out, nobody', async () => {
    await seed(getEnv(), { [SETTINGS('alice')]: { language: 'it' } });
    await assertFails(getDoc(doc(as('bob'), SETTINGS('alice'))));
    await assertFails(setDoc(doc(as('bob'), SETTINGS('alice')), { language: 'en' }));
    await assertFails(updateDoc(doc(as('bob'), SETTINGS('alice')), { language: 'en' }));
    await assertFails(deleteDoc(doc(as('bob'), SETTINGS('alice'))));
    await assertFails(getDoc(doc(dbAnon(getEnv()), SETTINGS('alice'))));
    await assertFails(setDoc(doc(dbAnon(getEnv()), SETTINGS('alice')), { language: 'en' }));
  });

  test('another user creates one for someone who has none', async () => {
    await assertFails(setDoc(doc(as('bob'), SETTINGS('alice')), { language: 'it' }));
  });

  test.each([
    ['a language the app does not speak', { language: 'fr' }],
    ['a tag instead of the code', { language: 'it-IT' }],
    ['another case', { language: 'IT' }],
    ['an empty string', { language: '' }],
    ['a number', { language: 1 }],
    ['null', { language: null }],
    ['no language', {}],
  ])('the owner cannot store %s', async (_name, data: DocumentData) => {
    await assertFails(setDoc(doc(as('alice'), SETTINGS('alice')), data));
  });

  test.each([
    ['another setting', { language: 'it', theme: 'dark' }],
    ['a time stamp', { language: 'it', updatedAt: new Date() }],
  ])('the owner cannot add %s', async (_name, data: DocumentData) => {
    await assertFails(setDoc(doc(as('alice'), SETTINGS('alice')), data));
    await seed(getEnv(), { [SETTINGS('alice')]: { language: 'en' } });
    await assertFails(setDoc(doc(as('alice'), SETTINGS('alice')), data, { merge: true }));
    await assertFails(updateDoc(doc(as('alice'), SETTINGS('alice')), data));
  });

  test('the owner deletes it outside a deletion of the account', async () => {
    await seed(getEnv(), { [SETTINGS('alice')]: { language: 'it' } });
    await assertFails(deleteDoc(doc(as('alice'), SETTINGS('alice'))));
  });
});
