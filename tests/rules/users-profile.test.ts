// users/{uid}: public reads, profile edit by self, owner-mode toggle by self, no deletes.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import {
  dbAnon,
  dbAs,
  editProfile,
  peek,
  seedUser,
  setOwnerMode,
  useRulesEnv,
  type ProfileEdit,
} from './helpers';
import { storageURL } from './storage-url';

const getEnv = useRulesEnv('demo-rules-users');

const edit: ProfileEdit = {
  bio: 'I eat, therefore I am.',
  socialLinks: { instagram: 'https://instagram.com/alice', twitter: '', youtube: '' },
  photoURL: storageURL('profile-photos/alice/profile_1.jpg'),
};

beforeEach(async () => {
  await seedUser(getEnv(), 'alice', { goldPoints: 120, silverPoints: 40 });
  await seedUser(getEnv(), 'bob', { goldPoints: 300 });
});

describe('reads', () => {
  test('a signed-out visitor reads a user and the leaderboard query', async () => {
    const db = dbAnon(getEnv());
    await assertSucceeds(getDoc(doc(db, 'users/alice')));
    await assertSucceeds(getDocs(query(collection(db, 'users'), orderBy('goldPoints', 'desc'), limit(10))));
  });

  test('a signed-in user looks a user up by exact username', async () => {
    const db = dbAs(getEnv(), 'bob');
    await assertSucceeds(getDocs(query(collection(db, 'users'), where('username', '==', 'alice'), limit(1))));
  });
});

describe('profile edit by self', () => {
  test('allowed: bio, socialLinks, photoURL, updatedAt', async () => {
    await assertSucceeds(editProfile(dbAs(getEnv(), 'alice'), 'alice', edit));
    expect(await peek(getEnv(), 'users/alice')).toMatchObject({
      bio: edit.bio,
      socialLinks: edit.socialLinks,
    });
  });

  test('allowed: a bio of exactly 200 characters and empty links', async () => {
    const e = { bio: 'x'.repeat(200), socialLinks: { instagram: '', twitter: '', youtube: '' } };
    await assertSucceeds(editProfile(dbAs(getEnv(), 'alice'), 'alice', e));
  });

  test.each([
    ['bio longer than 200', { bio: 'x'.repeat(201) }],
    ['socialLinks missing a key', { socialLinks: { instagram: '', twitter: '' } }],
    ['socialLinks with an extra key', { socialLinks: { instagram: '', twitter: '', youtube: '', x: '' } }],
    ['socialLinks with a non-string', { socialLinks: { instagram: '', twitter: false, youtube: '' } }],
    ['photoURL not a string', { photoURL: 7 }],
  ])('denied: %s', async (_name, patch) => {
    await assertFails(editProfile(dbAs(getEnv(), 'alice'), 'alice', { ...edit, ...patch } as ProfileEdit));
  });

  test.each([
    ['goldPoints', increment(1000)],
    ['silverPoints', increment(1000)],
    ['username', 'queen'],
    ['usernameLower', 'queen'],
    ['followers', 99],
    ['isRestaurantOwner', true],
    ['createdAt', serverTimestamp()],
  ])('denied: an edit that also changes %s', async (field, value) => {
    await assertFails(editProfile(dbAs(getEnv(), 'alice'), 'alice', edit, { [field]: value }));
  });

  test('denied: updatedAt from the client clock', async () => {
    await assertFails(editProfile(dbAs(getEnv(), 'alice'), 'alice', edit, { updatedAt: Timestamp.now() }));
  });

  test("denied: editing another user's profile", async () => {
    await assertFails(editProfile(dbAs(getEnv(), 'bob'), 'alice', edit));
  });

  test('denied: a signed-out visitor', async () => {
    await assertFails(editProfile(dbAnon(getEnv()), 'alice', edit));
  });
});

describe('owner mode toggle by self', () => {
  test('allowed: on stamps restaurantActivatedAt, off sets it to null', async () => {
    const db = dbAs(getEnv(), 'alice');
    await assertSucceeds(setOwnerMode(db, 'alice', true));
    expect((await peek(getEnv(), 'users/alice'))?.restaurantActivatedAt).toBeInstanceOf(Timestamp);
    await assertSucceeds(setOwnerMode(db, 'alice', false));
    expect(await peek(getEnv(), 'users/alice')).toMatchObject({
      isRestaurantOwner: false,
      restaurantActivatedAt: null,
    });
  });

  test('denied: turning on without the activation time', async () => {
    await assertFails(setOwnerMode(dbAs(getEnv(), 'alice'), 'alice', true, { restaurantActivatedAt: null }));
  });

  test('denied: turning on with a client-chosen activation time', async () => {
    const at = Timestamp.fromMillis(Date.now() - 86_400_000);
    await assertFails(setOwnerMode(dbAs(getEnv(), 'alice'), 'alice', true, { restaurantActivatedAt: at }));
  });

  test('denied: turning off but keeping an activation time', async () => {
    await assertFails(
      setOwnerMode(dbAs(getEnv(), 'alice'), 'alice', false, { restaurantActivatedAt: serverTimestamp() }),
    );
  });

  test('denied: a non-boolean flag', async () => {
    await assertFails(setOwnerMode(dbAs(getEnv(), 'alice'), 'alice', true, { isRestaurantOwner: 'yes' }));
  });

  test('denied: toggling and touching another field', async () => {
    await assertFails(setOwnerMode(dbAs(getEnv(), 'alice'), 'alice', true, { goldPoints: increment(5) }));
  });

  test("denied: toggling another user's owner mode", async () => {
    await assertFails(setOwnerMode(dbAs(getEnv(), 'bob'), 'alice', true));
  });
});

describe('everything else on users', () => {
  test('denied: deleting a user, own or other', async () => {
    await assertFails(deleteDoc(doc(dbAs(getEnv(), 'alice'), 'users/alice')));
    await assertFails(deleteDoc(doc(dbAs(getEnv(), 'bob'), 'users/alice')));
  });

  test('denied: raising your own points or counters directly', async () => {
    const db = dbAs(getEnv(), 'alice');
    await assertFails(
      updateDoc(doc(db, 'users/alice'), { goldPoints: increment(10), updatedAt: serverTimestamp() }),
    );
    await assertFails(updateDoc(doc(db, 'users/alice'), { followers: increment(10) }));
    await assertFails(updateDoc(doc(db, 'users/alice'), { totalSpent: 1e6, updatedAt: serverTimestamp() }));
  });

  test('denied: setting a write-link field without its move', async () => {
    const db = dbAs(getEnv(), 'alice');
    await assertFails(
      updateDoc(doc(db, 'users/alice'), { lastBillId: 'alice_1', updatedAt: serverTimestamp() }),
    );
  });
});
