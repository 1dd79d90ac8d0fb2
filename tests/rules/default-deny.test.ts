// Deny by default: paths and methods with no rule are refused.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { newLike } from '@/social/api/reaction-docs';
import { beforeEach, describe, test } from 'vitest';
import { dbAnon, dbAs, seed, seedUser, useRulesEnv } from './helpers';

const getEnv = useRulesEnv('demo-rules-default-deny');

beforeEach(async () => {
  await seedUser(getEnv(), 'alice');
  await seed(getEnv(), {
    'randomStuff/x': { a: 1 },
    'users/alice/secrets/s1': { a: 1 },
    'users/alice/private/account': { email: 'alice@example.com', createdAt: new Date() },
  });
});

describe('denied', () => {
  test('reading or writing a collection with no rule (signed in or out)', async () => {
    for (const db of [dbAs(getEnv(), 'alice'), dbAnon(getEnv())]) {
      await assertFails(getDoc(doc(db, 'randomStuff/x')));
      await assertFails(getDocs(collection(db, 'randomStuff')));
      await assertFails(setDoc(doc(db, 'randomStuff/y'), { a: 1 }));
      await assertFails(deleteDoc(doc(db, 'randomStuff/x')));
    }
  });

  test('collections of later issues are closed until their rules land (posts, messages, likes)', async () => {
    const db = dbAs(getEnv(), 'alice');
    await assertFails(
      setDoc(doc(db, 'posts/p1'), { userId: 'alice', content: 'hi', createdAt: serverTimestamp() }),
    );
    await assertFails(
      setDoc(doc(db, 'likes/alice_b1'), { userId: 'alice', billId: 'b1', createdAt: serverTimestamp() }),
    );
    await assertFails(
      setDoc(doc(db, 'messages/m1'), { senderId: 'alice', receiverId: 'bob', content: 'hi' }),
    );
  });

  test("an unknown subcollection of a user, even one's own", async () => {
    const db = dbAs(getEnv(), 'alice');
    await assertFails(getDoc(doc(db, 'users/alice/secrets/s1')));
    await assertFails(setDoc(doc(db, 'users/alice/secrets/s2'), { a: 1 }));
  });

  test('another document in private/ besides account', async () => {
    const db = dbAs(getEnv(), 'alice');
    await assertFails(
      setDoc(doc(db, 'users/alice/private/other'), {
        email: 'alice@example.com',
        createdAt: serverTimestamp(),
      }),
    );
  });

  test('a collection-group query over every private account', async () => {
    await assertFails(getDocs(collectionGroup(dbAs(getEnv(), 'alice'), 'private')));
  });
});

describe('allowed (control)', () => {
  test('likes on a leaderboard card are readable by anyone, signed in or out', async () => {
    await seed(getEnv(), {
      'likes/bob_alice': { ...newLike('bob', 'alice', 'user'), createdAt: new Date() },
    });
    const cardLikes = (db: Firestore) =>
      query(collection(db, 'likes'), where('billId', 'in', ['alice']), where('targetType', '==', 'user'));
    await assertSucceeds(getDocs(cardLikes(dbAnon(getEnv()))));
    await assertSucceeds(getDocs(cardLikes(dbAs(getEnv(), 'carol'))));
    await assertSucceeds(getDoc(doc(dbAs(getEnv(), 'alice'), 'likes/bob_alice')));
  });

  test('the owner still reads their private account', async () => {
    await assertSucceeds(getDoc(doc(dbAs(getEnv(), 'alice'), 'users/alice/private/account')));
  });
});
