// Follow / unfollow: follows/{followerId}_{targetUserId} + both counters, one transaction; at most one
// notification per follower and target, follow_{followId} (decision 0006).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { setFollowing } from '@/features/profile/api/set-following';
import { markNotificationsRead } from '@/features/notifications/api/mark-read';
import { dbAnon, dbAs, follow, peek, seed, seedUser, unfollow, useRulesEnv } from './helpers';

const getEnv = useRulesEnv('demo-rules-follows');

beforeEach(async () => {
  await seedUser(getEnv(), 'alice', { following: 2 });
  await seedUser(getEnv(), 'bob', { followers: 5 });
  await seedUser(getEnv(), 'carol');
});

const alice = () => dbAs(getEnv(), 'alice');
// The app's follow without its notification: an attack on the follow leaves it out, so only the
// follow's own rules may refuse it; the notification's tests below add their own.
const BARE = { notification: 'skip', unread: 'skip' } as const;

async function counters() {
  return {
    following: (await peek(getEnv(), 'users/alice'))?.following,
    followers: (await peek(getEnv(), 'users/bob'))?.followers,
  };
}

describe('allowed', () => {
  test('follow: the follow doc, following +1, the target followers +1', async () => {
    await assertSucceeds(follow(alice(), 'alice', 'bob'));
    expect(await counters()).toEqual({ following: 3, followers: 6 });
    expect(await peek(getEnv(), 'follows/alice_bob')).toMatchObject({
      followerId: 'alice',
      targetUserId: 'bob',
    });
    expect((await peek(getEnv(), 'users/alice'))?.lastFollowId).toBe('alice_bob');
  });

  test('unfollow: the follow doc deleted, both counters -1', async () => {
    await follow(alice(), 'alice', 'bob');
    await assertSucceeds(unfollow(alice(), 'alice', 'bob'));
    expect(await counters()).toEqual({ following: 2, followers: 5 });
    expect(await peek(getEnv(), 'follows/alice_bob')).toBeUndefined();
  });

  test('follow again after an unfollow (same follow id)', async () => {
    await follow(alice(), 'alice', 'bob');
    await unfollow(alice(), 'alice', 'bob');
    await assertSucceeds(follow(alice(), 'alice', 'bob'));
    expect(await counters()).toEqual({ following: 3, followers: 6 });
  });

  test('follow two users in a row', async () => {
    await follow(alice(), 'alice', 'bob');
    await assertSucceeds(follow(alice(), 'alice', 'carol'));
  });

  test('anyone reads follows, by id and by followerId / targetUserId', async () => {
    await follow(alice(), 'alice', 'bob');
    const db = dbAnon(getEnv());
    await assertSucceeds(getDoc(doc(db, 'follows/alice_bob')));
    await assertSucceeds(getDocs(query(collection(db, 'follows'), where('targetUserId', '==', 'bob'))));
    await assertSucceeds(getDocs(query(collection(db, 'follows'), where('followerId', '==', 'alice'))));
    await assertSucceeds(
      getDocs(
        query(
          collection(db, 'follows'),
          where('followerId', '==', 'alice'),
          where('targetUserId', '==', 'bob'),
        ),
      ),
    );
  });
});

describe('denied', () => {
  test("a follow in another user's name", async () => {
    await assertFails(follow(alice(), 'carol', 'bob', BARE));
    await assertFails(follow(alice(), 'alice', 'bob', { ...BARE, follow: { followerId: 'carol' } }));
  });

  test('following yourself', async () => {
    await assertFails(follow(alice(), 'alice', 'alice', BARE));
  });

  test('following a user who does not exist', async () => {
    await assertFails(follow(alice(), 'alice', 'ghost', { ...BARE, target: 'skip' }));
  });

  test('a follow id that is not {followerId}_{targetUserId}', async () => {
    await assertFails(follow(alice(), 'alice', 'bob', { ...BARE, followId: 'alice_carol' }));
    await assertFails(follow(alice(), 'alice', 'bob', { ...BARE, followId: 'whatever' }));
  });

  test('counters moved without the follow doc', async () => {
    await assertFails(follow(alice(), 'alice', 'bob', { ...BARE, follow: 'skip' }));
    await assertFails(updateDoc(doc(alice(), 'users/bob'), { followers: increment(1) }));
    await assertFails(
      updateDoc(doc(alice(), 'users/alice'), { following: increment(1), updatedAt: serverTimestamp() }),
    );
  });

  test('counters moved by 2', async () => {
    await assertFails(follow(alice(), 'alice', 'bob', { ...BARE, follower: { following: increment(2) } }));
    await assertFails(follow(alice(), 'alice', 'bob', { ...BARE, target: { followers: increment(2) } }));
  });

  test('a follow without the other counter', async () => {
    await assertFails(follow(alice(), 'alice', 'bob', { ...BARE, target: 'skip' }));
    await assertFails(follow(alice(), 'alice', 'bob', { ...BARE, follower: 'skip' }));
  });

  test('a follow whose follower update does not point at it (lastFollowId)', async () => {
    await assertFails(
      follow(alice(), 'alice', 'bob', { ...BARE, follower: { lastFollowId: 'alice_carol' } }),
    );
  });

  test('a duplicate follow', async () => {
    await follow(alice(), 'alice', 'bob');
    await assertFails(follow(alice(), 'alice', 'bob', BARE));
    expect(await counters()).toEqual({ following: 3, followers: 6 });
  });

  test.each([
    ['createdAt from the client clock', { createdAt: Timestamp.now() }],
    ['an extra key', { note: 'hi' }],
  ])('a follow doc with %s', async (_name, patch) => {
    await assertFails(follow(alice(), 'alice', 'bob', { ...BARE, follow: patch }));
  });

  test('a follow that touches another field of the target', async () => {
    await assertFails(follow(alice(), 'alice', 'bob', { ...BARE, target: { silverPoints: increment(1) } }));
  });

  test('an unfollow by someone other than the follower', async () => {
    await follow(alice(), 'alice', 'bob');
    await assertFails(unfollow(dbAs(getEnv(), 'carol'), 'alice', 'bob'));
  });

  test('an unfollow without the counters, or with only one', async () => {
    await follow(alice(), 'alice', 'bob');
    await assertFails(unfollow(alice(), 'alice', 'bob', { target: 'skip' }));
    await assertFails(unfollow(alice(), 'alice', 'bob', { follower: 'skip' }));
    await assertFails(unfollow(alice(), 'alice', 'bob', { follower: 'skip', target: 'skip' }));
  });

  test('counters moved down without deleting the follow', async () => {
    await follow(alice(), 'alice', 'bob');
    await assertFails(unfollow(alice(), 'alice', 'bob', { follow: 'skip' }));
  });

  test('an unfollow that would take a counter below 0', async () => {
    await seed(getEnv(), {
      'follows/carol_bob': { followerId: 'carol', targetUserId: 'bob', createdAt: Timestamp.now() },
      'users/carol': (await peek(getEnv(), 'users/carol'))!,
    });
    await assertFails(unfollow(dbAs(getEnv(), 'carol'), 'carol', 'bob'));
  });

  test('updating a follow doc', async () => {
    await follow(alice(), 'alice', 'bob');
    await assertFails(updateDoc(doc(alice(), 'follows/alice_bob'), { targetUserId: 'carol' }));
  });

  test('a signed-out visitor', async () => {
    await assertFails(follow(dbAnon(getEnv()), 'alice', 'bob', BARE));
  });
});

// Decision 0006: a follow's notification id was free, so one follow could carry as many notifications as a
// write holds. Now its one id is follow_{followId}; a re-follow writes that same document again.
describe('the follow notification: one per follower and target', () => {
  const notice = () => ({
    recipientId: 'bob',
    actorId: 'alice',
    actor: { username: 'alice', photoURL: '' },
    type: 'follow',
    targetId: 'alice_bob',
    content: 'started following you',
    read: false,
    readAt: null,
    createdAt: serverTimestamp(),
  });
  const withNotices =
    (...ids: (string | null)[]) =>
    (tx: Transaction, db: Firestore) => {
      for (const id of ids) {
        tx.set(id ? doc(db, 'notifications', id) : doc(collection(db, 'notifications')), notice());
      }
    };

  test('a follow with its notification under follow_{followId}', async () => {
    await assertSucceeds(
      follow(alice(), 'alice', 'bob', { ...BARE, extra: withNotices('follow_alice_bob') }),
    );
    expect(await peek(getEnv(), 'notifications/follow_alice_bob')).toMatchObject({ type: 'follow' });
  });

  test('a follow with a notification under another id, or a second one beside it, is refused', async () => {
    await assertFails(follow(alice(), 'alice', 'bob', { ...BARE, extra: withNotices(null) }));
    await assertFails(follow(alice(), 'alice', 'bob', { ...BARE, extra: withNotices('follow_alice_bob_2') }));
    await assertFails(
      follow(alice(), 'alice', 'bob', { ...BARE, extra: withNotices('follow_alice_bob', null) }),
    );
    await assertFails(
      follow(alice(), 'alice', 'bob', {
        ...BARE,
        extra: withNotices('follow_alice_bob', 'follow_alice_carol'),
      }),
    );
    expect(await counters()).toEqual({ following: 2, followers: 5 });
    expect(await peek(getEnv(), 'follows/alice_bob')).toBeUndefined();
  });

  test('unfollow and follow again (the app): the same notification, unread again; nothing piles up', async () => {
    await setFollowing('alice', 'bob', true, alice());
    await markNotificationsRead(['follow_alice_bob'], dbAs(getEnv(), 'bob'));
    expect((await peek(getEnv(), 'notifications/follow_alice_bob'))?.read).toBe(true);
    await assertSucceeds(setFollowing('alice', 'bob', false, alice()));
    await assertSucceeds(setFollowing('alice', 'bob', true, alice()));
    expect(await peek(getEnv(), 'notifications/follow_alice_bob')).toMatchObject({
      read: false,
      readAt: null,
    });
    expect(await counters()).toEqual({ following: 3, followers: 6 });
    // A re-follow that rewrites it may not carry a second one under a new id.
    await assertSucceeds(setFollowing('alice', 'bob', false, alice()));
    await assertFails(
      follow(alice(), 'alice', 'bob', { ...BARE, extra: withNotices('follow_alice_bob', null) }),
    );
    await assertSucceeds(
      follow(alice(), 'alice', 'bob', { ...BARE, extra: withNotices('follow_alice_bob') }),
    );
  });

  test('rewriting the notification without a new follow, or someone else’s, is refused', async () => {
    await setFollowing('alice', 'bob', true, alice());
    await assertFails(setDoc(doc(alice(), 'notifications', 'follow_alice_bob'), notice()));
    await assertFails(
      setDoc(doc(dbAs(getEnv(), 'carol'), 'notifications', 'follow_alice_bob'), {
        ...notice(),
        actorId: 'carol',
        actor: { username: 'carol', photoURL: '' },
      }),
    );
    await unfollow(alice(), 'alice', 'bob');
    await assertFails(setDoc(doc(alice(), 'notifications', 'follow_alice_bob'), notice()));
    // A re-follow may rewrite it only as a fresh, unread, true notification.
    await assertFails(
      follow(alice(), 'alice', 'bob', {
        ...BARE,
        extra: (tx, db) =>
          tx.set(doc(db, 'notifications', 'follow_alice_bob'), {
            ...notice(),
            content: 'sent you 999 silver points',
          }),
      }),
    );
  });
});
