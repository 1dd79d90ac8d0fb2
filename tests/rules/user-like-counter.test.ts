// users/{uid}.likeCount, the likes on a user's leaderboard card (decision 0027): it moves by exactly 1
// with the writer's own like {me}_{uid} (targetType 'user') created or deleted in the same write, never
// below 0, and nothing else in that write changes the user; no other write moves it, so its owner can
// never set it. A user without the field counts as 0. Allowing tests drive the app's setLiked.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, doc, increment, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { setLiked } from '@/social/api/likes';
import { dbAs, peek, seed, userDoc, useRulesEnv } from './helpers';
import { likeRaw, unlikeRaw } from './social-helpers';

const getEnv = useRulesEnv('demo-rules-user-like-counter');
const as = (uid: string) => dbAs(getEnv(), uid);
const onUser = (id: string) => ({ kind: 'user' as const, id });
const countOf = async (uid: string): Promise<unknown> => (await peek(getEnv(), `users/${uid}`))?.likeCount;
const cardLike = (liker: string, target: string) => ({
  [`likes/${liker}_${target}`]: {
    userId: liker,
    billId: target,
    targetType: 'user',
    createdAt: Timestamp.now(),
  },
});

beforeEach(async () => {
  // bob has no likeCount yet (a user from before the counter); carol has 2 likes counted.
  await seed(getEnv(), {
    'users/alice': userDoc('alice'),
    'users/bob': userDoc('bob'),
    'users/carol': userDoc('carol', { likeCount: 2 }),
    'users/dan': userDoc('dan'),
  });
});

describe('allowed (the app’s setLiked)', () => {
  test('a like counts 1 on a user without the field; an unlike takes it back to 0', async () => {
    expect(await countOf('bob')).toBeUndefined();
    await assertSucceeds(setLiked('alice', onUser('bob'), true, as('alice')));
    expect(await countOf('bob')).toBe(1);
    await assertSucceeds(setLiked('alice', onUser('bob'), false, as('alice')));
    expect(await countOf('bob')).toBe(0);
    expect(await peek(getEnv(), 'likes/alice_bob')).toBeUndefined();
  });

  test('likes of several users add up on the stored count', async () => {
    await assertSucceeds(setLiked('alice', onUser('carol'), true, as('alice')));
    await assertSucceeds(setLiked('dan', onUser('carol'), true, as('dan')));
    expect(await countOf('carol')).toBe(4);
  });

  test('a like on one’s own card counts like any other', async () => {
    await assertSucceeds(setLiked('carol', onUser('carol'), true, as('carol')));
    expect(await countOf('carol')).toBe(3);
    await assertSucceeds(setLiked('carol', onUser('carol'), false, as('carol')));
    expect(await countOf('carol')).toBe(2);
  });

  test('a like from before the counter is removed at 0, the count left at 0', async () => {
    await seed(getEnv(), cardLike('alice', 'bob'));
    await assertSucceeds(setLiked('alice', onUser('bob'), false, as('alice')));
    expect(await countOf('bob')).toBeUndefined();
    expect(await peek(getEnv(), 'likes/alice_bob')).toBeUndefined();
  });
});

describe('denied: the like and the count go together', () => {
  test('a card like without its count, or an unlike leaving the count', async () => {
    await assertFails(likeRaw(as('alice'), 'alice', 'carol', { tamper: { counter: 'skip' } }));
    await assertSucceeds(likeRaw(as('alice'), 'alice', 'carol'));
    await assertFails(unlikeRaw(as('alice'), 'alice', 'carol'));
    await assertSucceeds(unlikeRaw(as('alice'), 'alice', 'carol', { counted: true }));
  });

  test('a count that moves by anything but 1', async () => {
    await assertFails(
      likeRaw(as('alice'), 'alice', 'carol', { tamper: { counter: { likeCount: increment(2) } } }),
    );
    await assertFails(likeRaw(as('alice'), 'alice', 'carol', { tamper: { counter: { likeCount: 3.5 } } }));
    await assertFails(likeRaw(as('alice'), 'alice', 'carol', { tamper: { counter: { likeCount: '3' } } }));
    await assertFails(likeRaw(as('alice'), 'alice', 'carol', { tamper: { counter: { likeCount: 2 } } }));
    await seed(getEnv(), cardLike('alice', 'carol'));
    await assertFails(
      unlikeRaw(as('alice'), 'alice', 'carol', { counted: true, tamper: { counter: { likeCount: 0 } } }),
    );
  });

  test('a count moved with no like, or with a like on someone else', async () => {
    await assertFails(updateDoc(doc(as('alice'), 'users/carol'), { likeCount: increment(1) }));
    await assertFails(updateDoc(doc(as('alice'), 'users/carol'), { likeCount: increment(-1) }));
    const db = as('alice');
    const batch = writeBatch(db);
    batch.set(doc(db, 'likes/alice_dan'), {
      userId: 'alice',
      billId: 'dan',
      targetType: 'user',
      createdAt: Timestamp.now(),
    });
    batch.update(doc(db, 'users/dan'), { likeCount: increment(1) });
    batch.update(doc(db, 'users/carol'), { likeCount: increment(1) });
    await assertFails(batch.commit());
  });

  test('a count moved -1 while the like stays, or below 0', async () => {
    await seed(getEnv(), { ...cardLike('alice', 'bob'), ...cardLike('dan', 'bob') });
    await assertFails(updateDoc(doc(as('alice'), 'users/bob'), { likeCount: -1 }));
    await assertFails(unlikeRaw(as('alice'), 'alice', 'bob', { counted: true }));
  });

  test('a like’s count write that changes anything else of the user', async () => {
    await assertFails(
      likeRaw(as('alice'), 'alice', 'carol', {
        tamper: { counter: { likeCount: increment(1), followers: 9 } },
      }),
    );
    await assertFails(
      likeRaw(as('alice'), 'alice', 'carol', {
        tamper: { counter: { likeCount: increment(1), bio: 'mine now' } },
      }),
    );
  });
});

describe('denied: the owner never sets their own count', () => {
  test('set, raised or lowered by the owner without a like of theirs', async () => {
    await assertFails(updateDoc(doc(as('carol'), 'users/carol'), { likeCount: 1000 }));
    await assertFails(updateDoc(doc(as('carol'), 'users/carol'), { likeCount: increment(1) }));
    await assertFails(updateDoc(doc(as('carol'), 'users/carol'), { likeCount: 0 }));
  });

  test('in a profile edit, or with their own like moved by more than 1', async () => {
    await assertFails(
      updateDoc(doc(as('carol'), 'users/carol'), {
        bio: 'Loved by all',
        likeCount: 1000,
        updatedAt: Timestamp.now(),
      }),
    );
    await assertFails(likeRaw(as('carol'), 'carol', 'carol', { tamper: { counter: { likeCount: 1000 } } }));
  });

  test('at sign-up (a new user document with a count)', async () => {
    await assertFails(setDoc(doc(as('erin'), 'users/erin'), { ...userDoc('erin'), likeCount: 50 }));
  });
});
