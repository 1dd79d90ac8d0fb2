// bills/{id}.likeCount and commentCount (decision 0027): each moves by exactly 1 with a like
// {me}_{billId} (targetType 'bill') or the comment named by lastCommentId on this bill, created or deleted
// in the same write, never below 0; nothing else of a bill ever changes. A bill without them counts 0.
// Allowing tests drive the app's setLiked, addComment and deleteComment.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, doc, increment, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { addComment, deleteComment } from '@/social/api/comments';
import { setLiked } from '@/social/api/likes';
import { dbAs, peek, seed, useRulesEnv } from './helpers';
import { BILL, commentRaw, likeRaw, seedSocial, unlikeRaw } from './social-helpers';

const getEnv = useRulesEnv('demo-rules-bill-counters');
const as = (uid: string) => dbAs(getEnv(), uid);
const onBill = { kind: 'bill' as const, id: BILL };
const bill = () => peek(getEnv(), `bills/${BILL}`);

beforeEach(async () => {
  await seedSocial(getEnv()); // bob's bill, with no counters yet (a bill from before them)
});

describe('allowed (the app’s writes)', () => {
  test('likes count on the bill, from 0 when it has none; an unlike takes 1 off', async () => {
    await assertSucceeds(setLiked('alice', onBill, true, as('alice')));
    await assertSucceeds(setLiked('carol', onBill, true, as('carol')));
    expect((await bill())?.likeCount).toBe(2);
    await assertSucceeds(setLiked('alice', onBill, false, as('alice')));
    expect((await bill())?.likeCount).toBe(1);
  });

  test('comments count on the bill; a deletion takes 1 off', async () => {
    const id = await addComment('alice', onBill, 'Great pick', as('alice'));
    await assertSucceeds(addComment('bob', onBill, 'Thanks!', as('bob')));
    expect((await bill())?.commentCount).toBe(2);
    await assertSucceeds(deleteComment('alice', id, as('alice')));
    expect(await bill()).toMatchObject({ commentCount: 1, lastCommentId: id });
  });

  test('likes and comments from before the counters go at 0, leaving 0', async () => {
    const at = Timestamp.now();
    await seed(getEnv(), {
      [`likes/alice_${BILL}`]: { userId: 'alice', billId: BILL, targetType: 'bill', createdAt: at },
      'comments/old1': { userId: 'alice', billId: BILL, content: 'Old', createdAt: at, updatedAt: at },
    });
    await assertSucceeds(setLiked('alice', onBill, false, as('alice')));
    await assertSucceeds(deleteComment('alice', 'old1', as('alice')));
    expect((await bill())?.likeCount ?? 0).toBe(0);
    expect((await bill())?.commentCount ?? 0).toBe(0);
  });
});

describe('denied', () => {
  test('a like or comment on a bill without its count', async () => {
    await assertFails(likeRaw(as('alice'), 'alice', BILL, { tamper: { counter: 'skip' } }));
    await assertFails(commentRaw(as('alice'), 'alice', onBill, 'Hi', { tamper: { bill: 'skip' } }));
    await assertSucceeds(commentRaw(as('alice'), 'alice', onBill, 'Hi'));
    await assertSucceeds(likeRaw(as('alice'), 'alice', BILL));
    await assertFails(unlikeRaw(as('alice'), 'alice', BILL));
    await assertSucceeds(unlikeRaw(as('alice'), 'alice', BILL, { counted: true }));
  });

  test('counts moved by more than 1, or with a like or comment on something else', async () => {
    await assertFails(
      likeRaw(as('alice'), 'alice', BILL, { tamper: { counter: { likeCount: increment(2) } } }),
    );
    await assertFails(
      commentRaw(as('alice'), 'alice', onBill, 'Hi', { tamper: { bill: { commentCount: increment(2) } } }),
    );
    await assertFails(
      commentRaw(as('alice'), 'alice', onBill, 'Hi', {
        tamper: { bill: { lastCommentId: 'someOtherComment' } },
      }),
    );
  });

  test('counts moved with no like or comment, by anyone, or any other field of a bill', async () => {
    const ref = (uid: string) => doc(as(uid), `bills/${BILL}`);
    await assertFails(updateDoc(ref('alice'), { likeCount: increment(1) }));
    await assertFails(updateDoc(ref('bob'), { likeCount: 50 }));
    await assertFails(updateDoc(ref('bob'), { commentCount: 3, lastCommentId: 'x' }));
    await assertFails(updateDoc(ref('bob'), { totalAmount: 999 }));
    await assertFails(
      likeRaw(as('alice'), 'alice', BILL, {
        tamper: { counter: { likeCount: increment(1), totalAmount: 1 } },
      }),
    );
  });
});
