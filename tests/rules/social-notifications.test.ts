// Notifications: only the actor creates one, for someone else, in the write of the action it reports
// (like, comment, follow, points; group_invite is in groups-invites.test.ts); only the recipient reads and
// marks it read (read true, readAt = request time, nothing else).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
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
import { transferPoints } from '@/features/points/api/transfer-points';
import { markNotificationsRead } from '@/features/notifications/api/mark-read';
import { dbAnon, dbAs, follow, peek, seed, sendSilver, useRulesEnv } from './helpers';
import { BILL, POST, commentRaw, likeRaw, notification, seedSocial } from './social-helpers';

const getEnv = useRulesEnv('demo-rules-social-notifications');

beforeEach(async () => {
  await seedSocial(getEnv());
  await seed(getEnv(), {
    'users/alice': { ...((await peek(getEnv(), 'users/alice')) ?? {}), silverPoints: 50 },
  });
});

const alice = () => dbAs(getEnv(), 'alice');
const bob = () => dbAs(getEnv(), 'bob');

async function allNotifications() {
  let docs: { id: string; data: Record<string, unknown> }[] = [];
  await getEnv().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Parameters<typeof collection>[0];
    const snap = await getDocs(collection(db, 'notifications'));
    docs = snap.docs.map((d) => ({ id: d.id, data: d.data() }));
  });
  return docs;
}

/** A stored unread notification for bob (seeded). */
async function seedUnread(id = 'n1', recipientId = 'bob') {
  await seed(getEnv(), {
    [`notifications/${id}`]: {
      ...notification('alice', recipientId, 'follow', `alice_${recipientId}`, 'started following you'),
      createdAt: Timestamp.now(),
    },
  });
}

describe('allowed: written with the action', () => {
  test('follow (the app’s transaction) notifies the target with the follow id, under follow_{followId}', async () => {
    await assertSucceeds(setFollowing('alice', 'bob', true, alice()));
    const [n] = await allNotifications();
    expect(n?.id).toBe('follow_alice_bob');
    expect(n?.data).toMatchObject({
      recipientId: 'bob',
      actorId: 'alice',
      actor: { username: 'alice', photoURL: 'https://img.example/alice.jpg' },
      type: 'follow',
      targetId: 'alice_bob',
      content: 'started following you',
      read: false,
      readAt: null,
    });
  });

  test('an unfollow writes no notification; follow, unfollow, follow leaves one (decision 0006)', async () => {
    await setFollowing('alice', 'bob', true, alice());
    await assertSucceeds(setFollowing('alice', 'bob', false, alice()));
    expect(await allNotifications()).toHaveLength(1);
    await assertSucceeds(setFollowing('alice', 'bob', true, alice()));
    expect((await allNotifications()).map((n) => n.id)).toEqual(['follow_alice_bob']);
  });

  test('silver points (the app’s transfer) notify the receiver with the transfer id and amount', async () => {
    const txId = await assertSucceeds(
      transferPoints({ senderId: 'alice', receiverId: 'bob', amount: 25 }, alice()),
    );
    const [n] = await allNotifications();
    expect(n?.id).toBe(`points_${txId}`);
    expect(n?.data).toMatchObject({
      type: 'points',
      targetId: txId,
      content: 'sent you 25 silver points',
      recipientId: 'bob',
    });
  });

  test('like and comment notifications (raw writes, same as the app)', async () => {
    await assertSucceeds(likeRaw(alice(), 'alice', POST, { post: true, notifyOwner: 'bob' }));
    await assertSucceeds(
      commentRaw(alice(), 'alice', { kind: 'bill', id: BILL }, 'Yum', { notifyOwner: 'bob' }),
    );
  });
});

describe('allowed: the recipient', () => {
  test('reads their own, newest first, and marks one read (read true, readAt now)', async () => {
    await seedUnread();
    await assertSucceeds(
      getDocs(
        query(
          collection(bob(), 'notifications'),
          where('recipientId', '==', 'bob'),
          orderBy('createdAt', 'desc'),
        ),
      ),
    );
    await assertSucceeds(
      getDocs(
        query(
          collection(bob(), 'notifications'),
          where('recipientId', '==', 'bob'),
          where('read', '==', false),
        ),
      ),
    );
    await assertSucceeds(
      updateDoc(doc(bob(), 'notifications', 'n1'), { read: true, readAt: serverTimestamp() }),
    );
    expect((await peek(getEnv(), 'notifications/n1'))?.read).toBe(true);
  });

  test('marks all unread read in one batch', async () => {
    await seedUnread('n1');
    await seedUnread('n2');
    await assertSucceeds(markNotificationsRead(['n1', 'n2'], bob()));
    expect((await peek(getEnv(), 'notifications/n2'))?.read).toBe(true);
  });
});

describe('attacks', () => {
  test('a notification about an action that did not happen', async () => {
    const n = (type: string, targetId: string, content: string) =>
      addDoc(collection(alice(), 'notifications'), notification('alice', 'bob', type, targetId, content));
    await assertFails(n('like', POST, 'liked your post'));
    await assertFails(n('follow', 'alice_bob', 'started following you'));
    await assertFails(n('points', 'noSuchTransfer', 'sent you 1000 silver points'));
    await assertFails(
      setDoc(
        doc(alice(), 'notifications', 'comment_fake'),
        notification('alice', 'bob', 'comment', POST, 'hi'),
      ),
    );
    await assertFails(n('group_invite', 'someGroup', 'invited you'));
  });

  test('a flood: a follow or a transfer with its notifications under free ids (decision 0006)', async () => {
    const freeIds = (type: string, content: string) => (tx: Transaction, db: Firestore, targetId: string) => {
      for (let i = 0; i < 3; i++) {
        tx.set(doc(collection(db, 'notifications')), notification('alice', 'bob', type, targetId, content));
      }
    };
    // The flood alone, without the app's own notification.
    const flood = (type: string, content: string) =>
      ({ notification: 'skip', unread: 'skip', extra: freeIds(type, content) }) as const;
    await assertFails(follow(alice(), 'alice', 'bob', flood('follow', 'started following you')));
    await assertFails(sendSilver(alice(), 'alice', 'bob', 1, flood('points', 'sent you 1 silver points')));
    expect(await allNotifications()).toEqual([]);
  });

  test('a notification about an action that happened before (an existing follow or like)', async () => {
    await follow(alice(), 'alice', 'bob');
    await assertFails(
      addDoc(
        collection(alice(), 'notifications'),
        notification('alice', 'bob', 'follow', 'alice_bob', 'started following you'),
      ),
    );
    await likeRaw(alice(), 'alice', POST, { post: true });
    await assertFails(
      addDoc(
        collection(alice(), 'notifications'),
        notification('alice', 'bob', 'like', POST, 'liked your post'),
      ),
    );
  });

  test('a notification in another actor’s name, with a made-up username or photo, or to the wrong person', async () => {
    await assertFails(
      likeRaw(alice(), 'alice', POST, {
        post: true,
        notifyOwner: 'bob',
        tamper: { notification: { actorId: 'carol' } },
      }),
    );
    await assertFails(
      likeRaw(alice(), 'alice', POST, {
        post: true,
        notifyOwner: 'bob',
        tamper: { notification: { actor: { username: 'bob', photoURL: '' } } },
      }),
    );
    await assertFails(
      likeRaw(alice(), 'alice', POST, {
        post: true,
        notifyOwner: 'bob',
        tamper: { notification: { actor: { username: 'alice', photoURL: 'https://evil.example/x.jpg' } } },
      }),
    );
    await assertFails(likeRaw(alice(), 'alice', POST, { post: true, notifyOwner: 'carol' }));
  });

  test('a notification with a lying content, already read, or about your own action', async () => {
    await assertFails(
      likeRaw(alice(), 'alice', POST, {
        post: true,
        notifyOwner: 'bob',
        tamper: { notification: { content: 'sent you 1000 silver points' } },
      }),
    );
    await assertFails(
      likeRaw(alice(), 'alice', POST, {
        post: true,
        notifyOwner: 'bob',
        tamper: { notification: { read: true } },
      }),
    );
    await assertFails(
      sendSilver(alice(), 'alice', 'bob', 5).then(async (txId) =>
        addDoc(
          collection(alice(), 'notifications'),
          notification('alice', 'bob', 'points', txId, 'sent you 5 silver points'),
        ),
      ),
    );
    await assertFails(likeRaw(bob(), 'bob', POST, { post: true, notifyOwner: 'bob' }));
    await assertFails(
      commentRaw(alice(), 'alice', { kind: 'post', id: POST }, 'Hi', {
        notifyOwner: 'bob',
        notificationId: 'comment_other',
      }),
    );
  });

  test('reading someone else’s notifications, or all of them (its actor may look one up, never list)', async () => {
    await seedUnread();
    await assertFails(getDoc(doc(dbAs(getEnv(), 'carol'), 'notifications', 'n1')));
    // The actor (alice) looks up the one she wrote: an unlike or re-follow needs to know if it is unread.
    await assertSucceeds(getDoc(doc(alice(), 'notifications', 'n1')));
    await assertFails(
      getDocs(query(collection(alice(), 'notifications'), where('recipientId', '==', 'bob'))),
    );
    await assertFails(getDocs(collection(bob(), 'notifications')));
    await assertFails(getDoc(doc(dbAnon(getEnv()), 'notifications', 'n1')));
  });

  test('marking someone else’s read, or changing anything but read and readAt', async () => {
    await seedUnread();
    await assertFails(
      updateDoc(doc(alice(), 'notifications', 'n1'), { read: true, readAt: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(doc(bob(), 'notifications', 'n1'), { read: true, readAt: serverTimestamp(), content: 'x' }),
    );
    await assertFails(
      updateDoc(doc(bob(), 'notifications', 'n1'), { read: true, readAt: Timestamp.fromMillis(0) }),
    );
    await assertFails(updateDoc(doc(bob(), 'notifications', 'n1'), { read: false }));
    await assertFails(deleteDoc(doc(bob(), 'notifications', 'n1')));
  });
});
