// Rules of an account's content deletion (decision 0032), part 1: likes, comments, posts and follows.
// Each move is allowed to the deleting user, through the app's own write (steps/counted-removals.ts),
// and refused to them without a marker, to another user, with a counter moved wrong, on what is not
// theirs. Part 2 (notifications, groups, the marker): account-deletion-groups.test.ts.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, increment, writeBatch, type Firestore } from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import {
  removeCommentOnMyPost,
  removeFollow,
  removeLikeOnMine,
} from '../../src/features/account/api/deletion/steps/counted-removals';
import { dbAs, peek, useRulesEnv } from './helpers';
import { ANN_POST, GONE, MY_BILL, MY_POST, dropMarker, seedDeletion } from './deletion-helpers';

const getEnv = useRulesEnv('demo-rules-account-deletion-content');

/** A raw batch: deletes and updates (path → data). */
async function write(
  db: Firestore,
  deletes: string[],
  updates: Record<string, Record<string, unknown>> = {},
) {
  const batch = writeBatch(db);
  for (const path of deletes) batch.delete(doc(db, path));
  for (const [path, data] of Object.entries(updates)) batch.update(doc(db, path), data);
  await batch.commit();
}

const postLikeGoes = (likeCount: unknown, likeId = `ann_${MY_POST}`) => ({
  [`posts/${MY_POST}`]: { likeCount, lastLikeId: likeId },
});

describe("others' likes on my card, posts and bills", () => {
  test('the deleting user takes them, each with its counter', async () => {
    await seedDeletion(getEnv());
    const db = dbAs(getEnv(), GONE);
    await assertSucceeds(write(db, ['likes/ann_gone']));
    await assertSucceeds(removeLikeOnMine(db, `ann_${MY_POST}`, doc(db, 'posts', MY_POST)));
    await assertSucceeds(removeLikeOnMine(db, `ann_${MY_BILL}`, doc(db, 'bills', MY_BILL)));
    expect(await peek(getEnv(), `posts/${MY_POST}`)).toMatchObject({ likeCount: 0 });
    expect(await peek(getEnv(), `bills/${MY_BILL}`)).toMatchObject({ likeCount: 0 });
  });

  test('without a marker, or by another user, refused', async () => {
    await seedDeletion(getEnv(), false);
    const db = dbAs(getEnv(), GONE);
    await assertFails(write(db, ['likes/ann_gone']));
    await assertFails(write(db, [`likes/ann_${MY_POST}`], postLikeGoes(increment(-1))));
    await seedDeletion(getEnv());
    const bob = dbAs(getEnv(), 'bob');
    await assertFails(write(bob, ['likes/ann_gone']));
    await assertFails(write(bob, [`likes/ann_${MY_POST}`], postLikeGoes(increment(-1))));
  });

  test('a counter moved wrong, or not at all, refused', async () => {
    await seedDeletion(getEnv());
    const db = dbAs(getEnv(), GONE);
    await assertFails(write(db, [`likes/ann_${MY_POST}`]));
    await assertFails(write(db, [`likes/ann_${MY_POST}`], postLikeGoes(increment(-2))));
    await assertFails(write(db, [`likes/ann_${MY_POST}`], postLikeGoes(0, 'other')));
    await assertFails(
      write(db, [`likes/ann_${MY_BILL}`], {
        [`bills/${MY_BILL}`]: { likeCount: 1, lastLikeId: `ann_${MY_BILL}` },
      }),
    );
    // the counter alone, with no like deleted
    await assertFails(write(db, [], postLikeGoes(increment(-1))));
  });

  test('a like on what is not mine, refused', async () => {
    await seedDeletion(getEnv());
    const db = dbAs(getEnv(), GONE);
    await assertFails(write(db, ['likes/bob_ann']));
    await assertFails(
      write(db, [`likes/bob_${ANN_POST}`], {
        [`posts/${ANN_POST}`]: { likeCount: 0, lastLikeId: `bob_${ANN_POST}` },
      }),
    );
  });
});

describe("others' comments on my posts, and my posts", () => {
  test('the deleting user takes a comment with the count, then the post at 0', async () => {
    await seedDeletion(getEnv());
    const db = dbAs(getEnv(), GONE);
    await assertFails(deleteDoc(doc(db, 'posts', MY_POST)));
    await assertSucceeds(removeCommentOnMyPost(db, 'annOnMine', doc(db, 'posts', MY_POST)));
    await assertSucceeds(removeLikeOnMine(db, `ann_${MY_POST}`, doc(db, 'posts', MY_POST)));
    await assertSucceeds(deleteDoc(doc(db, 'posts', MY_POST)));
  });

  test('refused: without the count, on a post not mine, without a marker, by another user', async () => {
    await seedDeletion(getEnv());
    const db = dbAs(getEnv(), GONE);
    await assertFails(write(db, ['comments/annOnMine']));
    await assertFails(
      write(db, ['comments/bobOnAnns'], {
        [`posts/${ANN_POST}`]: { commentCount: increment(-1), lastCommentId: 'bobOnAnns' },
      }),
    );
    await assertFails(deleteDoc(doc(db, 'posts', ANN_POST)));
    const bob = dbAs(getEnv(), 'bob');
    await assertFails(
      write(bob, ['comments/annOnMine'], {
        [`posts/${MY_POST}`]: { commentCount: increment(-1), lastCommentId: 'annOnMine' },
      }),
    );
    await dropMarker(getEnv());
    await assertFails(
      write(db, ['comments/annOnMine'], {
        [`posts/${MY_POST}`]: { commentCount: increment(-1), lastCommentId: 'annOnMine' },
      }),
    );
  });

  test('a post at 0 without a marker stays', async () => {
    await seedDeletion(getEnv(), false);
    await getEnv().withSecurityRulesDisabled(async (ctx) => {
      const admin = ctx.firestore() as unknown as Firestore;
      await write(admin, [`likes/ann_${MY_POST}`, 'comments/annOnMine'], {
        [`posts/${MY_POST}`]: { likeCount: 0, commentCount: 0 },
      });
    });
    await assertFails(deleteDoc(doc(dbAs(getEnv(), GONE), 'posts', MY_POST)));
  });
});

describe('follows both ways', () => {
  test("the deleting user's follow and their follower's, each with the other's counter", async () => {
    await seedDeletion(getEnv());
    const db = dbAs(getEnv(), GONE);
    await assertSucceeds(removeFollow(db, 'gone_ann', 'ann', 'followers'));
    await assertSucceeds(removeFollow(db, 'ann_gone', 'ann', 'following'));
    // ann's public lastFollowId named the follow of gone: stripped
    expect(await peek(getEnv(), 'users/ann')).toMatchObject({ followers: 1, following: 0, lastFollowId: '' });
  });

  test('refused: counters wrong, no marker, another user, a follow between others', async () => {
    await seedDeletion(getEnv());
    const db = dbAs(getEnv(), GONE);
    await assertFails(write(db, ['follows/gone_ann']));
    await assertFails(write(db, ['follows/ann_gone'], { 'users/ann': { following: increment(-2) } }));
    await assertFails(
      write(db, ['follows/ann_gone'], { 'users/ann': { following: increment(-1), lastFollowId: 'x' } }),
    );
    await assertFails(write(db, [], { 'users/ann': { following: increment(-1) } }));
    await assertFails(write(db, ['follows/bob_ann'], { 'users/ann': { followers: increment(-1) } }));
    const bob = dbAs(getEnv(), 'bob');
    await assertFails(write(bob, ['follows/ann_gone'], { 'users/ann': { following: increment(-1) } }));
    await dropMarker(getEnv());
    await assertFails(write(db, ['follows/ann_gone'], { 'users/ann': { following: increment(-1) } }));
    await assertFails(write(db, ['follows/gone_ann'], { 'users/ann': { followers: increment(-1) } }));
  });
});
