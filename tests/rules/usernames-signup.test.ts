// Sign-up batch: users/{uid} + usernames/{usernameLower} + users/{uid}/private/account.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { dbAnon, dbAs, emailOf, peek, seed, signUp, useRulesEnv, userDoc } from './helpers';

const getEnv = useRulesEnv('demo-rules-signup');
const alice = { uid: 'alice', username: 'Alice_89', email: emailOf('alice') };

describe('sign-up batch: allowed', () => {
  test('the user creates their user doc, username claim and private account in one batch', async () => {
    await assertSucceeds(signUp(dbAs(getEnv(), 'alice'), alice));
    const user = await peek(getEnv(), 'users/alice');
    expect(user).toMatchObject({ username: 'Alice_89', usernameLower: 'alice_89', goldPoints: 0 });
    expect(user).not.toHaveProperty('email');
    expect(await peek(getEnv(), 'usernames/alice_89')).toMatchObject({ uid: 'alice' });
    expect(await peek(getEnv(), 'users/alice/private/account')).toMatchObject({ email: 'alice@example.com' });
  });

  test.each(['abc', 'a.b_c', 'ABCDEFGHIJKLMNOPQRST'])('username %s is accepted', async (username) => {
    await assertSucceeds(signUp(dbAs(getEnv(), 'alice'), { ...alice, username }));
  });

  test('a signed-out visitor can read a username claim (availability check) and a user doc', async () => {
    await signUp(dbAs(getEnv(), 'alice'), alice);
    await assertSucceeds(getDoc(doc(dbAnon(getEnv()), 'usernames/alice_89')));
    await assertSucceeds(getDoc(doc(dbAnon(getEnv()), 'users/alice')));
  });

  test('the owner reads their private account and updates the e-mail to the token e-mail', async () => {
    await signUp(dbAs(getEnv(), 'alice'), alice);
    await assertSucceeds(getDoc(doc(dbAs(getEnv(), 'alice'), 'users/alice/private/account')));
    const renamed = dbAs(getEnv(), 'alice', 'new-alice@example.com');
    await assertSucceeds(
      updateDoc(doc(renamed, 'users/alice/private/account'), { email: 'new-alice@example.com' }),
    );
  });
});

describe('sign-up batch: denied', () => {
  test('a user doc without the username claim', async () => {
    await assertFails(signUp(dbAs(getEnv(), 'alice'), alice, { username: 'skip' }));
  });

  test('a username claim without the user doc', async () => {
    await assertFails(signUp(dbAs(getEnv(), 'alice'), alice, { user: 'skip' }));
  });

  test('a user doc without the private account', async () => {
    await assertFails(signUp(dbAs(getEnv(), 'alice'), alice, { account: 'skip' }));
  });

  test('a second user claiming the same lower-case username', async () => {
    await signUp(dbAs(getEnv(), 'alice'), alice);
    const bob = { uid: 'bob', username: 'ALICE_89', email: emailOf('bob') };
    await assertFails(signUp(dbAs(getEnv(), 'bob'), bob));
  });

  test('a second username for an existing user', async () => {
    await signUp(dbAs(getEnv(), 'alice'), alice);
    const db = dbAs(getEnv(), 'alice');
    await assertFails(setDoc(doc(db, 'usernames/alice_two'), { uid: 'alice', createdAt: serverTimestamp() }));
  });

  test('a claim by an existing user, even of their own unclaimed name (claims come only with sign-up)', async () => {
    await seed(getEnv(), {
      'users/alice': userDoc('alice', { username: 'Alice_89', usernameLower: 'alice_89' }),
    });
    const db = dbAs(getEnv(), 'alice');
    await assertFails(setDoc(doc(db, 'usernames/alice_89'), { uid: 'alice', createdAt: serverTimestamp() }));
  });

  test('overwriting or deleting a username claim, even your own', async () => {
    await signUp(dbAs(getEnv(), 'alice'), alice);
    const db = dbAs(getEnv(), 'alice');
    await assertFails(setDoc(doc(db, 'usernames/alice_89'), { uid: 'alice', createdAt: serverTimestamp() }));
    await assertFails(deleteDoc(doc(db, 'usernames/alice_89')));
  });

  test('a claim whose uid is another user', async () => {
    await assertFails(signUp(dbAs(getEnv(), 'alice'), alice, { username: { uid: 'bob' } }));
  });

  test('a claim whose id is not the usernameLower of the new user', async () => {
    await assertFails(signUp(dbAs(getEnv(), 'alice'), alice, { usernameDocId: 'someone_else' }));
  });

  test('creating the user doc of another uid', async () => {
    await assertFails(signUp(dbAs(getEnv(), 'alice'), { ...alice, uid: 'bob' }));
  });

  test('a signed-out visitor', async () => {
    await assertFails(signUp(dbAnon(getEnv()), alice));
  });

  test('an email field on the public user doc', async () => {
    await assertFails(signUp(dbAs(getEnv(), 'alice'), alice, { user: { email: alice.email } }));
  });

  test('an extra key on the user doc', async () => {
    await assertFails(signUp(dbAs(getEnv(), 'alice'), alice, { user: { role: 'admin' } }));
  });

  test.each([
    ['goldPoints', 100],
    ['silverPoints', 5],
    ['followers', 3],
    ['following', 1],
    ['totalSpent', 10],
    ['goldPoints', 0.0001],
  ])('a non-zero start: %s = %s', async (field, value) => {
    await assertFails(signUp(dbAs(getEnv(), 'alice'), alice, { user: { [field]: value } }));
  });

  test.each([
    ['isRestaurantOwner', true],
    ['restaurantActivatedAt', Timestamp.now()],
    ['restaurantProfile', { name: 'Mine' }],
    ['joinedGroups', ['g1']],
  ])('owner or group data at sign-up: %s', async (field, value) => {
    await assertFails(signUp(dbAs(getEnv(), 'alice'), alice, { user: { [field]: value } }));
  });

  test.each([
    ['bio longer than 200', { bio: 'x'.repeat(201) }],
    ['bio not a string', { bio: 42 }],
    ['socialLinks missing youtube', { socialLinks: { instagram: '', twitter: '' } }],
    [
      'socialLinks with an extra key',
      { socialLinks: { instagram: '', twitter: '', youtube: '', tiktok: '' } },
    ],
    ['socialLinks with a number', { socialLinks: { instagram: 1, twitter: '', youtube: '' } }],
    ['photoURL not a string', { photoURL: null }],
    ['usernameLower not the lower case', { usernameLower: 'Alice_89' }],
    ['createdAt set by the client clock', { createdAt: Timestamp.now() }],
    ['updatedAt set by the client clock', { updatedAt: Timestamp.now() }],
    ['uid field of another user', { uid: 'bob' }],
  ])('%s', async (_name, patch) => {
    await assertFails(signUp(dbAs(getEnv(), 'alice'), alice, { user: patch }));
  });

  test.each(['ab', 'a'.repeat(21), 'bad name', 'émile', 'semi;colon', 'dash-ed'])(
    'username %s does not match ^[A-Za-z0-9_.]{3,20}$',
    async (username) => {
      await assertFails(signUp(dbAs(getEnv(), 'alice'), { ...alice, username }));
    },
  );

  test('a private account whose e-mail is not the token e-mail', async () => {
    await assertFails(signUp(dbAs(getEnv(), 'alice'), alice, { account: { email: 'mallory@example.com' } }));
  });

  test('another user or a visitor reading the private account', async () => {
    await signUp(dbAs(getEnv(), 'alice'), alice);
    await assertFails(getDoc(doc(dbAs(getEnv(), 'bob'), 'users/alice/private/account')));
    await assertFails(getDoc(doc(dbAnon(getEnv()), 'users/alice/private/account')));
  });

  test('another user writing the private account', async () => {
    await seed(getEnv(), { 'users/alice': userDoc('alice') });
    const bob = dbAs(getEnv(), 'bob');
    await assertFails(
      setDoc(doc(bob, 'users/alice/private/account'), {
        email: emailOf('bob'),
        createdAt: serverTimestamp(),
      }),
    );
  });

  test('creating a user doc a second time (an overwrite is an update)', async () => {
    await signUp(dbAs(getEnv(), 'alice'), alice);
    const db = dbAs(getEnv(), 'alice');
    const batch = writeBatch(db);
    batch.set(doc(db, 'users/alice'), userDoc('alice', { goldPoints: 0, createdAt: serverTimestamp() }));
    await assertFails(batch.commit());
  });

  test('deleting a user doc or the private account', async () => {
    await signUp(dbAs(getEnv(), 'alice'), alice);
    const db = dbAs(getEnv(), 'alice');
    await assertFails(deleteDoc(doc(db, 'users/alice')));
    await assertFails(deleteDoc(doc(db, 'users/alice/private/account')));
  });
});
