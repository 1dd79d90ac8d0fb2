// Comments: the author adds one to an existing post (commentCount +1, lastCommentId) or bill, and
// deletes their own (commentCount -1, never below 0); the target's author is notified (decision 0006). postId
// names a post and billId a bill, never one for the other.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDocs,
  increment,
  orderBy,
  query,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { addComment, deleteComment } from '@/social/api/comments';
import { dbAnon, dbAs, peek, seed, useRulesEnv } from './helpers';
import { BILL, POST, commentRaw, deleteCommentRaw, postDoc, seedSocial } from './social-helpers';

const getEnv = useRulesEnv('demo-rules-social-comments');

beforeEach(async () => {
  await seedSocial(getEnv());
});

const alice = () => dbAs(getEnv(), 'alice');
const onPost = { kind: 'post' as const, id: POST };
const onBill = { kind: 'bill' as const, id: BILL };

describe('allowed', () => {
  test('comment on a post (the app function): trimmed, commentCount +1, the author notified', async () => {
    const id = await assertSucceeds(addComment('alice', onPost, '  Looks great!  ', alice()));
    expect(await peek(getEnv(), `comments/${id}`)).toMatchObject({
      userId: 'alice',
      postId: POST,
      content: 'Looks great!',
    });
    expect(await peek(getEnv(), `posts/${POST}`)).toMatchObject({ commentCount: 1, lastCommentId: id });
    expect(await peek(getEnv(), `notifications/comment_${id}`)).toMatchObject({
      recipientId: 'bob',
      actorId: 'alice',
      type: 'comment',
      targetId: POST,
      content: 'Looks great!',
      read: false,
    });
  });

  test('comment on a bill: no counter, the bill owner notified', async () => {
    const id = await assertSucceeds(addComment('alice', onBill, 'Nice place', alice()));
    expect(await peek(getEnv(), `comments/${id}`)).toMatchObject({ billId: BILL });
    expect(await peek(getEnv(), `notifications/comment_${id}`)).toMatchObject({ targetId: BILL });
  });

  test('comment on your own post: counted, no notification', async () => {
    const id = await assertSucceeds(addComment('bob', onPost, 'Thanks all', dbAs(getEnv(), 'bob')));
    expect((await peek(getEnv(), `posts/${POST}`))?.commentCount).toBe(1);
    expect(await peek(getEnv(), `notifications/comment_${id}`)).toBeUndefined();
  });

  test('the author deletes their comment: commentCount back to 0, its notification gone too', async () => {
    const id = await addComment('alice', onPost, 'Oops', alice());
    expect(await peek(getEnv(), `notifications/comment_${id}`)).toBeDefined();
    await assertSucceeds(deleteComment('alice', id, alice()));
    expect(await peek(getEnv(), `comments/${id}`)).toBeUndefined();
    expect(await peek(getEnv(), `notifications/comment_${id}`)).toBeUndefined();
    expect((await peek(getEnv(), `posts/${POST}`))?.commentCount).toBe(0);
  });

  test('deleting a comment on your own post (no notification to remove)', async () => {
    const id = await addComment('bob', onPost, 'Mine', dbAs(getEnv(), 'bob'));
    await assertSucceeds(deleteComment('bob', id, dbAs(getEnv(), 'bob')));
  });

  test('deleting a comment on a bill; deleting at commentCount 0 leaves it at 0', async () => {
    const billComment = await addComment('alice', onBill, 'Nice', alice());
    await assertSucceeds(deleteComment('alice', billComment, alice()));
    await seed(getEnv(), {
      'comments/stray': {
        userId: 'alice',
        postId: POST,
        content: 'x',
        createdAt: new Date(),
        updatedAt: new Date(),
      },
    });
    await assertSucceeds(deleteComment('alice', 'stray', alice()));
    expect((await peek(getEnv(), `posts/${POST}`))?.commentCount).toBe(0);
  });

  test('signed-in users read comments by post, newest first', async () => {
    await addComment('alice', onPost, 'One', alice());
    await assertSucceeds(
      getDocs(
        query(
          collection(dbAs(getEnv(), 'carol'), 'comments'),
          where('postId', '==', POST),
          orderBy('createdAt', 'desc'),
        ),
      ),
    );
  });
});

describe('refused with the spec’s message (the app function)', () => {
  test('empty after trimming, missing post or bill, not the author, missing comment', async () => {
    await expect(addComment('alice', onPost, '   ', alice())).rejects.toThrow('social:comments.errors.empty');
    await expect(addComment('alice', { kind: 'post', id: 'nope' }, 'Hi', alice())).rejects.toThrow(
      'social:comments.errors.postNotFound',
    );
    await expect(addComment('alice', { kind: 'bill', id: 'nope' }, 'Hi', alice())).rejects.toThrow(
      'social:comments.errors.billNotFound',
    );
    const id = await addComment('carol', onPost, 'Mine', dbAs(getEnv(), 'carol'));
    await expect(deleteComment('alice', id, alice())).rejects.toThrow('social:comments.errors.notAuthorized');
    await expect(deleteComment('alice', 'missing', alice())).rejects.toThrow(
      'social:comments.errors.notFound',
    );
  });
});

describe('attacks', () => {
  test('a comment in another user’s name', async () => {
    await assertFails(commentRaw(alice(), 'bob', onPost, 'I am bob'));
  });

  test('inflating commentCount: +2, +1 without a comment, a comment without +1, or a count set directly', async () => {
    await assertFails(
      commentRaw(alice(), 'alice', onPost, 'Hi', { tamper: { post: { commentCount: increment(2) } } }),
    );
    await assertFails(commentRaw(alice(), 'alice', onPost, 'Hi', { tamper: { comment: 'skip' } }));
    await assertFails(commentRaw(alice(), 'alice', onPost, 'Hi', { tamper: { post: 'skip' } }));
    await assertFails(updateDoc(doc(alice(), 'posts', POST), { commentCount: 50 }));
    await assertFails(
      commentRaw(alice(), 'alice', onPost, 'Hi', { tamper: { post: { lastCommentId: 'someOtherComment' } } }),
    );
    expect((await peek(getEnv(), `posts/${POST}`))?.commentCount).toBe(0);
  });

  test('deleting a notification without deleting its comment, or someone else’s', async () => {
    const id = await addComment('alice', onPost, 'Stays', alice());
    await assertFails(deleteDoc(doc(alice(), 'notifications', `comment_${id}`)));
    await assertFails(deleteDoc(doc(dbAs(getEnv(), 'bob'), 'notifications', `comment_${id}`)));
    const carols = await addComment('carol', onPost, 'Carol', dbAs(getEnv(), 'carol'));
    // Deleting your own comment does not let you take another comment's notification along.
    const db = alice();
    const batch = writeBatch(db);
    batch.delete(doc(db, 'comments', id));
    batch.update(doc(db, 'posts', POST), { commentCount: increment(-1), lastCommentId: id });
    batch.delete(doc(db, 'notifications', `comment_${carols}`));
    await assertFails(batch.commit());
    expect(await peek(getEnv(), `notifications/comment_${carols}`)).toBeDefined();
    expect(await peek(getEnv(), `notifications/comment_${id}`)).toBeDefined();
  });

  test('deleting another user’s comment', async () => {
    const id = await commentRaw(dbAs(getEnv(), 'carol'), 'carol', onPost, 'Carol was here');
    await assertFails(deleteCommentRaw(alice(), id, POST));
    await assertFails(deleteDoc(doc(alice(), 'comments', id)));
  });

  test('deleting without lowering commentCount, or lowering it by more', async () => {
    const id = await commentRaw(alice(), 'alice', onPost, 'Hi');
    await assertFails(deleteDoc(doc(alice(), 'comments', id)));
    await assertFails(deleteCommentRaw(alice(), id, POST, { post: { commentCount: increment(-2) } }));
  });

  test('a comment that is empty, untrimmed, on nothing, with extra fields, or edited later', async () => {
    await assertFails(commentRaw(alice(), 'alice', onPost, ''));
    await assertFails(commentRaw(alice(), 'alice', onPost, ' padded '));
    await assertFails(commentRaw(alice(), 'alice', { kind: 'bill', id: 'nope' }, 'Hi'));
    await assertFails(commentRaw(alice(), 'alice', onBill, 'Hi', { tamper: { comment: { postId: POST } } }));
    const id = await commentRaw(alice(), 'alice', onBill, 'Hi');
    await assertFails(updateDoc(doc(alice(), 'comments', id), { content: 'Edited' }));
  });

  test('visitors neither read nor write comments', async () => {
    await assertFails(getDocs(query(collection(dbAnon(getEnv()), 'comments'), where('postId', '==', POST))));
    await assertFails(commentRaw(dbAnon(getEnv()), 'alice', onBill, 'Hi'));
  });

  test('a comment on a post whose counter is 0 cannot be deleted twice to go below 0', async () => {
    await seed(getEnv(), { [`posts/${POST}`]: postDoc('bob', { commentCount: 0 }) });
    const id = await commentRaw(alice(), 'alice', onPost, 'Hi');
    await deleteCommentRaw(alice(), id, POST);
    await assertFails(deleteCommentRaw(alice(), id, POST));
    expect((await peek(getEnv(), `posts/${POST}`))?.commentCount).toBe(0);
  });
});

// Decision 0006: a post stored under a bill's id took over the bill's notifications, and comments on the bill
// were refused. A comment's postId names a post and its billId a bill, each found only there.
describe('attacks: a comment names the kind of its target', () => {
  test('a billId naming a post, or a postId naming a bill, is refused; the right field is allowed', async () => {
    await assertFails(commentRaw(alice(), 'alice', { kind: 'bill', id: POST }, 'Hi'));
    await assertFails(commentRaw(alice(), 'alice', { kind: 'post', id: BILL }, 'Hi'));
    await assertSucceeds(commentRaw(alice(), 'alice', onPost, 'Hi'));
    await assertSucceeds(commentRaw(alice(), 'alice', onBill, 'Hi'));
    await expect(addComment('alice', { kind: 'bill', id: POST }, 'Hi', alice())).rejects.toThrow(
      'social:comments.errors.billNotFound',
    );
    await expect(addComment('alice', { kind: 'post', id: BILL }, 'Hi', alice())).rejects.toThrow(
      'social:comments.errors.postNotFound',
    );
  });

  test('an older post stored under a bill’s id no longer blocks comments on the bill', async () => {
    await seed(getEnv(), { [`posts/${BILL}`]: postDoc('carol') });
    await assertFails(commentRaw(alice(), 'alice', onBill, 'Hi', { notifyOwner: 'carol' }));
    const id = await assertSucceeds(addComment('alice', onBill, 'Still the bill', alice()));
    expect(await peek(getEnv(), `notifications/comment_${id}`)).toMatchObject({
      recipientId: 'bob',
      targetId: BILL,
      content: 'Still the bill',
    });
    expect((await peek(getEnv(), `posts/${BILL}`))?.commentCount).toBe(0);
  });
});
