// Likes: likes/{userId}_{targetId}, one per user per target, naming its kind of target (targetType); a
// post's likeCount moves with it in the same write; the author of a post or bill is notified (decision
// 0006).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { setLiked } from '@/social/api/likes';
import { dbAnon, dbAs, peek, seed, useRulesEnv } from './helpers';
import { BILL, POST, likeRaw, postDoc, seedSocial, unlikeRaw } from './social-helpers';

const getEnv = useRulesEnv('demo-rules-social-likes');

beforeEach(async () => {
  await seedSocial(getEnv());
});

const alice = () => dbAs(getEnv(), 'alice');
const onPost = { kind: 'post' as const, id: POST };
const onBill = { kind: 'bill' as const, id: BILL };
const onBob = { kind: 'user' as const, id: 'bob' };

async function notificationsFor(uid: string) {
  let docs: Record<string, unknown>[] = [];
  await getEnv().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Parameters<typeof collection>[0];
    const snap = await getDocs(query(collection(db, 'notifications'), where('recipientId', '==', uid)));
    docs = snap.docs.map((d) => d.data());
  });
  return docs;
}

describe('allowed', () => {
  test('like a post (the app function): the like, likeCount +1 and the author notified', async () => {
    await assertSucceeds(setLiked('alice', onPost, true, alice()));
    expect(await peek(getEnv(), `likes/alice_${POST}`)).toMatchObject({
      userId: 'alice',
      billId: POST,
      targetType: 'post',
    });
    expect((await peek(getEnv(), `posts/${POST}`))?.likeCount).toBe(1);
    expect(await notificationsFor('bob')).toEqual([
      expect.objectContaining({
        actorId: 'alice',
        actor: { username: 'alice', photoURL: 'https://img.example/alice.jpg' },
        type: 'like',
        targetId: POST,
        content: 'liked your post',
        read: false,
        readAt: null,
      }),
    ]);
  });

  test('unlike a post: the like and its notification deleted, likeCount back to 0; a re-like notifies again', async () => {
    await setLiked('alice', onPost, true, alice());
    expect(await peek(getEnv(), `notifications/like_alice_${POST}`)).toBeDefined();
    await assertSucceeds(setLiked('alice', onPost, false, alice()));
    expect(await peek(getEnv(), `likes/alice_${POST}`)).toBeUndefined();
    expect(await peek(getEnv(), `notifications/like_alice_${POST}`)).toBeUndefined();
    expect((await peek(getEnv(), `posts/${POST}`))?.likeCount).toBe(0);
    await assertSucceeds(setLiked('alice', onPost, true, alice()));
    expect(await notificationsFor('bob')).toHaveLength(1);
  });

  test('unlike a user card (no notification to remove)', async () => {
    await setLiked('alice', onBob, true, alice());
    await assertSucceeds(setLiked('alice', onBob, false, alice()));
  });

  test('like a bill (no counter) with the bill owner notified', async () => {
    await assertSucceeds(setLiked('alice', onBill, true, alice()));
    expect(await notificationsFor('bob')).toEqual([
      expect.objectContaining({ type: 'like', targetId: BILL, content: 'liked your bill' }),
    ]);
  });

  test('like a user (leaderboard card): no notification', async () => {
    await assertSucceeds(setLiked('alice', onBob, true, alice()));
    expect(await peek(getEnv(), 'likes/alice_bob')).toBeDefined();
    expect(await notificationsFor('bob')).toEqual([]);
  });

  test('like your own post: counted, no notification', async () => {
    await assertSucceeds(setLiked('bob', onPost, true, dbAs(getEnv(), 'bob')));
    expect((await peek(getEnv(), `posts/${POST}`))?.likeCount).toBe(1);
    expect(await notificationsFor('bob')).toEqual([]);
  });

  test('a like without a notification is allowed (the notification is the app’s courtesy)', async () => {
    await assertSucceeds(likeRaw(alice(), 'alice', POST, { post: true }));
  });

  test('an unlike at likeCount 0 leaves the count at 0', async () => {
    await seed(getEnv(), {
      [`posts/${POST}`]: postDoc('bob', { likeCount: 0 }),
      [`likes/alice_${POST}`]: { userId: 'alice', billId: POST, targetType: 'post', createdAt: new Date() },
    });
    await assertSucceeds(setLiked('alice', onPost, false, alice()));
    expect((await peek(getEnv(), `posts/${POST}`))?.likeCount).toBe(0);
  });

  test('likes from before targetType are still removed, a post’s count moving with its like', async () => {
    const old = (billId: string) => ({ userId: 'alice', billId, createdAt: new Date() });
    await seed(getEnv(), {
      [`posts/${POST}`]: postDoc('bob', { likeCount: 1 }),
      [`likes/alice_${POST}`]: old(POST),
      [`likes/alice_${BILL}`]: old(BILL),
      'likes/alice_bob': old('bob'),
    });
    await assertFails(unlikeRaw(alice(), 'alice', POST, { post: true, tamper: { post: 'skip' } }));
    await assertSucceeds(setLiked('alice', onPost, false, alice()));
    expect((await peek(getEnv(), `posts/${POST}`))?.likeCount).toBe(0);
    await assertSucceeds(setLiked('alice', onBill, false, alice()));
    await assertSucceeds(setLiked('alice', onBob, false, alice()));
  });

  test('anyone reads likes on a card or post (a query naming the targetType); bills: decision 0043', async () => {
    await setLiked('alice', onBob, true, alice());
    await assertSucceeds(
      getDocs(
        query(
          collection(dbAnon(getEnv()), 'likes'),
          where('billId', 'in', ['bob']),
          where('targetType', '==', 'user'),
        ),
      ),
    );
  });
});

describe('attacks', () => {
  test('a like in another user’s name', async () => {
    await assertFails(likeRaw(alice(), 'bob', POST, { post: true }));
    await assertFails(likeRaw(alice(), 'alice', POST, { post: true, likeId: `bob_${POST}` }));
    await assertFails(likeRaw(alice(), 'alice', POST, { post: true, tamper: { like: { userId: 'bob' } } }));
  });

  test('liking twice: the second like is refused and the count stays 1', async () => {
    await likeRaw(alice(), 'alice', POST, { post: true });
    await assertFails(likeRaw(alice(), 'alice', POST, { post: true }));
    expect((await peek(getEnv(), `posts/${POST}`))?.likeCount).toBe(1);
  });

  test('a like under an id that is not {uid}_{targetId}', async () => {
    await assertFails(likeRaw(alice(), 'alice', POST, { post: true, likeId: 'alice_somethingelse' }));
  });

  test('inflating likeCount: +2, +1 without a like, a like without +1, or a count set directly', async () => {
    await assertFails(
      likeRaw(alice(), 'alice', POST, { post: true, tamper: { post: { likeCount: increment(2) } } }),
    );
    await assertFails(likeRaw(alice(), 'alice', POST, { post: true, tamper: { like: 'skip' } }));
    await assertFails(likeRaw(alice(), 'alice', POST, { post: true, tamper: { post: 'skip' } }));
    await assertFails(updateDoc(doc(alice(), 'posts', POST), { likeCount: 99 }));
    await assertFails(
      likeRaw(alice(), 'alice', POST, {
        post: true,
        tamper: { post: { likeCount: increment(1), commentCount: 5 } },
      }),
    );
  });

  test('unlike without lowering likeCount, or lowering it twice', async () => {
    await likeRaw(alice(), 'alice', POST, { post: true });
    await assertFails(unlikeRaw(alice(), 'alice', POST, { post: true, tamper: { post: 'skip' } }));
    await assertFails(
      unlikeRaw(alice(), 'alice', POST, { post: true, tamper: { post: { likeCount: increment(-2) } } }),
    );
  });

  test('a like notification under another id, or deleted without its unlike, or someone else’s', async () => {
    await assertFails(
      likeRaw(alice(), 'alice', POST, { post: true, notifyOwner: 'bob', notificationId: 'like_x' }),
    );
    await likeRaw(alice(), 'alice', POST, { post: true, notifyOwner: 'bob' });
    await assertFails(deleteDoc(doc(alice(), 'notifications', `like_alice_${POST}`)));
    await assertFails(deleteDoc(doc(dbAs(getEnv(), 'bob'), 'notifications', `like_alice_${POST}`)));
    await likeRaw(dbAs(getEnv(), 'carol'), 'carol', BILL, { notifyOwner: 'bob' });
    const db = alice();
    const batch = writeBatch(db);
    batch.delete(doc(db, 'likes', `alice_${POST}`));
    batch.update(doc(db, 'posts', POST), { likeCount: increment(-1) });
    batch.delete(doc(db, 'notifications', `like_carol_${BILL}`));
    await assertFails(batch.commit());
    expect(await peek(getEnv(), `notifications/like_carol_${BILL}`)).toBeDefined();
  });

  test('removing someone else’s like', async () => {
    await likeRaw(dbAs(getEnv(), 'carol'), 'carol', POST, { post: true });
    await assertFails(deleteDoc(doc(alice(), 'likes', `carol_${POST}`)));
  });

  test('a visitor likes, or a like of something that does not exist', async () => {
    await assertFails(
      setDoc(doc(dbAnon(getEnv()), 'likes', `alice_${POST}`), { userId: 'alice', billId: POST }),
    );
    await assertFails(likeRaw(alice(), 'alice', 'nothing-here'));
  });

  test('a like with a client time or extra fields', async () => {
    await assertFails(likeRaw(alice(), 'alice', 'bob', { tamper: { like: { createdAt: new Date() } } }));
    await assertFails(likeRaw(alice(), 'alice', 'bob', { tamper: { like: { weight: 10 } } }));
  });
});

// Decision 0006: post ids were free, so a post stored under a bill's id took over the bill's likes and like
// notifications. A like now names its kind (targetType), found only in that collection.
describe('attacks: a like names the kind of its target', () => {
  test('targetType naming another collection than the target’s is refused; the right one is allowed', async () => {
    await assertFails(likeRaw(alice(), 'alice', POST, { kind: 'bill' }));
    await assertFails(likeRaw(alice(), 'alice', POST, { kind: 'user' }));
    await assertFails(likeRaw(alice(), 'alice', POST, { kind: 'bill', post: true }));
    await assertSucceeds(likeRaw(alice(), 'alice', POST, { post: true }));
    await assertFails(likeRaw(alice(), 'alice', BILL, { kind: 'post' }));
    await assertFails(likeRaw(alice(), 'alice', BILL, { kind: 'user' }));
    await assertSucceeds(likeRaw(alice(), 'alice', BILL, { kind: 'bill' }));
    await assertFails(likeRaw(alice(), 'alice', 'bob', { kind: 'post' }));
    await assertFails(likeRaw(alice(), 'alice', 'bob', { kind: 'bill' }));
    await assertSucceeds(likeRaw(alice(), 'alice', 'bob', { kind: 'user' }));
  });

  test('a like without targetType, or with another kind, is refused', async () => {
    await assertFails(
      setDoc(doc(alice(), 'likes', 'alice_bob'), {
        userId: 'alice',
        billId: 'bob',
        createdAt: serverTimestamp(),
      }),
    );
    await assertFails(likeRaw(alice(), 'alice', 'bob', { tamper: { like: { targetType: 'group' } } }));
    await assertFails(likeRaw(alice(), 'alice', 'bob', { tamper: { like: { targetType: null } } }));
  });

  test('a like notification about a user card (nobody is notified of those) is refused', async () => {
    await assertFails(likeRaw(alice(), 'alice', 'bob', { kind: 'user', notifyOwner: 'bob' }));
    // (nor to nobody: a user card has no author, and no notification is for '')
    await assertFails(likeRaw(alice(), 'alice', 'bob', { kind: 'user', notifyOwner: '' }));
  });

  test('an older post stored under a bill’s id takes over neither its likes nor their notifications', async () => {
    await seed(getEnv(), { [`posts/${BILL}`]: postDoc('carol') });
    // The like's notification goes to the bill's author, never to the squatting post's.
    await assertFails(likeRaw(alice(), 'alice', BILL, { kind: 'bill', notifyOwner: 'carol' }));
    // ...and a like on the bill does not count on the squatting post.
    await assertFails(likeRaw(alice(), 'alice', BILL, { kind: 'bill', post: true }));
    await assertSucceeds(setLiked('alice', onBill, true, alice()));
    expect(await notificationsFor('bob')).toEqual([
      expect.objectContaining({ type: 'like', targetId: BILL, content: 'liked your bill' }),
    ]);
    expect(await notificationsFor('carol')).toEqual([]);
    expect((await peek(getEnv(), `posts/${BILL}`))?.likeCount).toBe(0);
    expect(await peek(getEnv(), `likes/alice_${BILL}`)).toMatchObject({ targetType: 'bill' });
    await assertSucceeds(setLiked('alice', onBill, false, alice()));
  });
});
