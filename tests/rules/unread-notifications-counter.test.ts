// users/{uid}/private/unreadNotifications = { count, lastNotificationId }, the menu badge (decision
// 0025): another user moves it by exactly 1, only with the owner's notification lastNotificationId
// written unread (+1: new, or a read follow notification written again) or deleted unread (-1) in the
// same write; the owner reads it and only lowers it (marking read); never below 0. Allowing tests drive
// the app's writes (setLiked, addComment, deleteComment, setFollowing, the transfer's steps,
// inviteMembers, markNotificationsRead).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  deleteDoc,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { inviteMembers } from '@/features/groups/api/invite-members';
import { markNotificationsRead } from '@/features/notifications/api/mark-read';
import { setFollowing } from '@/features/profile/api/set-following';
import { addComment, deleteComment } from '@/social/api/comments';
import { setLiked } from '@/social/api/likes';
import { buildSeed } from '../../fixtures/seed-world.mjs';
import { dbAs, peek, seed, sendSilver, useRulesEnv } from './helpers';
import { GROUP, seedGroup } from './groups-helpers';
import { POST, notification, seedSocial } from './social-helpers';

const getEnv = useRulesEnv('demo-rules-unread-notifications-counter');
const as = (uid: string) => dbAs(getEnv(), uid);
const COUNTER = (uid: string) => `users/${uid}/private/unreadNotifications`;
const countOf = async (uid: string): Promise<unknown> => (await peek(getEnv(), COUNTER(uid)))?.count;
const onPost = { kind: 'post' as const, id: POST };
const LIKE_NOTICE = `like_alice_${POST}`;
const noop = () => {};
const markRead = (uid: string, ids: string[]) => markNotificationsRead(ids, as(uid), noop, uid);

beforeEach(async () => {
  await seedSocial(getEnv());
});

/** A raw write of bob's counter by `db`, with whatever else `also` adds to the batch. */
async function counterWrite(
  db: Firestore,
  data: Record<string, unknown>,
  also?: (b: ReturnType<typeof writeBatch>) => void,
) {
  const batch = writeBatch(db);
  batch.set(doc(db, COUNTER('bob')), data, { merge: true });
  also?.(batch);
  await batch.commit();
}

describe('allowed (the app’s writes)', () => {
  test('a like counts 1; an unlike while unread takes it back; once read, an unlike leaves the count', async () => {
    await assertSucceeds(setLiked('alice', onPost, true, as('alice')));
    expect(await countOf('bob')).toBe(1);
    await assertSucceeds(setLiked('alice', onPost, false, as('alice')));
    expect(await countOf('bob')).toBe(0);
    await setLiked('alice', onPost, true, as('alice'));
    await assertSucceeds(markRead('bob', [LIKE_NOTICE]));
    expect(await countOf('bob')).toBe(0);
    await assertSucceeds(setLiked('alice', onPost, false, as('alice')));
    expect(await countOf('bob')).toBe(0);
  });

  test('a comment counts 1 and its deletion while unread takes it back', async () => {
    const id = await addComment('carol', onPost, 'Looks great', as('carol'));
    expect(await countOf('bob')).toBe(1);
    await assertSucceeds(deleteComment('carol', id, as('carol')));
    expect(await countOf('bob')).toBe(0);
  });

  test('a follow counts 1; a re-follow before it is read does not count again; after reading it does', async () => {
    await assertSucceeds(setFollowing('alice', 'bob', true, as('alice')));
    await setFollowing('alice', 'bob', false, as('alice'));
    await assertSucceeds(setFollowing('alice', 'bob', true, as('alice')));
    expect(await countOf('bob')).toBe(1);
    await markRead('bob', ['follow_alice_bob']);
    await setFollowing('alice', 'bob', false, as('alice'));
    await assertSucceeds(setFollowing('alice', 'bob', true, as('alice')));
    expect(await countOf('bob')).toBe(1);
  });

  test('a transfer and a group invite count 1 each for their recipient', async () => {
    await seed(getEnv(), { 'users/alice': { ...(await peek(getEnv(), 'users/alice')), silverPoints: 10 } });
    await assertSucceeds(sendSilver(as('alice'), 'alice', 'bob', 3));
    expect(await countOf('bob')).toBe(1);
    await seedGroup(getEnv(), { pendingInvites: [] });
    await assertSucceeds(inviteMembers(GROUP, 'alice', ['carol', 'dave'], as('alice')));
    expect([await countOf('carol'), await countOf('dave')]).toEqual([1, 1]);
  });

  test('marking read lowers it by as many, stopping at 0 for notifications from before the counter', async () => {
    await setLiked('alice', onPost, true, as('alice'));
    await seed(getEnv(), {
      'notifications/old1': {
        ...notification('carol', 'bob', 'follow', 'carol_bob', 'started following you'),
        createdAt: Timestamp.now(),
      },
    });
    await assertSucceeds(getDoc(doc(as('bob'), COUNTER('bob'))));
    await assertSucceeds(markRead('bob', [LIKE_NOTICE, 'old1']));
    expect(await countOf('bob')).toBe(0);
  });
});

test('the seed’s counters equal its users’ unread notifications', () => {
  const docs = buildSeed() as [string, Record<string, unknown>][];
  const unread: Record<string, number> = {};
  for (const [path, n] of docs) {
    if (path.startsWith('notifications/') && n.read === false) {
      unread[n.recipientId as string] = (unread[n.recipientId as string] ?? 0) + 1;
    }
  }
  const counters = Object.fromEntries(
    docs
      .filter(([path]) => path.endsWith('/private/unreadNotifications'))
      .map(([path, data]) => [path.split('/')[1], data.count]),
  );
  expect(Object.keys(unread).length).toBeGreaterThan(0);
  expect(counters).toEqual(unread);
});

describe('denied', () => {
  beforeEach(async () => {
    await seed(getEnv(), {
      [COUNTER('bob')]: { count: 2, lastNotificationId: 'n0' },
      'notifications/unread1': {
        ...notification('alice', 'bob', 'follow', 'alice_bob', 'started following you'),
        createdAt: Timestamp.now(),
      },
    });
  });

  test('nobody but the owner reads it', async () => {
    await assertFails(getDoc(doc(as('alice'), COUNTER('bob'))));
  });

  test('raised with no notification, by more than 1, or naming one that is already unread', async () => {
    await assertFails(counterWrite(as('alice'), { count: increment(1), lastNotificationId: 'nope' }));
    await assertFails(counterWrite(as('alice'), { count: increment(1), lastNotificationId: 'unread1' }));
    await assertFails(counterWrite(as('alice'), { count: 3, lastNotificationId: 'unread1' }));
  });

  test('raised with a notification for someone else, or by more than 1 with the owner’s', async () => {
    // alice's like writes bob's notification: carol's count may not move with it, bob's only by 1.
    const like = (b: ReturnType<typeof writeBatch>, db: Firestore) => {
      b.set(doc(db, `likes/alice_${POST}`), {
        userId: 'alice',
        billId: POST,
        targetType: 'post',
        createdAt: serverTimestamp(),
      });
      b.update(doc(db, `posts/${POST}`), { likeCount: increment(1) });
      b.set(
        doc(db, `notifications/${LIKE_NOTICE}`),
        notification('alice', 'bob', 'like', POST, 'liked your post'),
      );
    };
    const db = as('alice');
    const carolsCount = writeBatch(db);
    like(carolsCount, db);
    carolsCount.set(
      doc(db, COUNTER('carol')),
      { count: increment(1), lastNotificationId: LIKE_NOTICE },
      { merge: true },
    );
    await assertFails(carolsCount.commit());
    await assertFails(
      counterWrite(db, { count: increment(2), lastNotificationId: LIKE_NOTICE }, (b) => like(b, db)),
    );
    await assertSucceeds(
      counterWrite(db, { count: increment(1), lastNotificationId: LIKE_NOTICE }, (b) => like(b, db)),
    );
  });

  test('lowered by another user without deleting an unread notification of the owner', async () => {
    await assertFails(counterWrite(as('alice'), { count: increment(-1), lastNotificationId: 'unread1' }));
    await assertFails(counterWrite(as('alice'), { count: 0 }));
    await assertFails(counterWrite(as('alice'), { count: increment(1), lastNotificationId: 'x', extra: 1 }));
  });

  test('the owner never raises it, takes it below 0, or names a notification', async () => {
    await assertFails(updateDoc(doc(as('bob'), COUNTER('bob')), { count: 3 }));
    await assertFails(updateDoc(doc(as('bob'), COUNTER('bob')), { count: -1 }));
    await assertFails(updateDoc(doc(as('bob'), COUNTER('bob')), { count: 1, lastNotificationId: 'unread1' }));
    await assertSucceeds(updateDoc(doc(as('bob'), COUNTER('bob')), { count: 1 }));
    await assertFails(setDoc(doc(as('carol'), COUNTER('carol')), { count: 4, lastNotificationId: '' }));
    await assertFails(deleteDoc(doc(as('bob'), COUNTER('bob'))));
  });
});
