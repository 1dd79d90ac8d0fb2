// Verified reviews (decision 0039): restaurantPages/{key}/reviews/{uid}, written by a diner with a bill
// there, with the page's rating fields moved by exactly the review's difference in the same write; the
// claimed restaurant's owner writes only the reply.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { saveReply, saveReview } from '@/features/restaurant-pages/api/review-writes';
import { newReview } from '@/features/restaurant-pages/api/review-docs';
import { reportIdOf, reviewItemId, sendReport } from '@/social/api/reports';
import { dbAnon, dbAs, peek, useRulesEnv } from './helpers';
import {
  ALICE_BILL,
  ALICE_BILL_ELSEWHERE,
  ANOTHER,
  BOB_BILL,
  KEY,
  VISIT_DATE,
  aliceVerified,
  draft,
  seedReviews,
  writeReview,
} from './reviews-helpers';
import { storageURL } from './storage-url';

const getEnv = useRulesEnv('demo-rules-reviews');

const as = (uid: string) => dbAs(getEnv(), uid);
const PAGE = `restaurantPages/${KEY}`;
const REVIEW = `${PAGE}/reviews/alice`;

/** The rules' refusal is the cause of the app's message. */
const cause = (err: unknown) => {
  throw err instanceof Error && err.cause ? err.cause : err;
};

const stars = (counts: Partial<Record<'1' | '2' | '3' | '4' | '5', number>>) => ({
  '1': 0,
  '2': 0,
  '3': 0,
  '4': 0,
  '5': 0,
  ...counts,
});

beforeEach(() => seedReviews(getEnv()));

describe('create', () => {
  test('a diner reviews with the app: the review verified by her bill and visits, the page counts it', async () => {
    await assertSucceeds(saveReview(KEY, 'alice', draft({ rating: 4 }), as('alice')));
    expect(await peek(getEnv(), REVIEW)).toMatchObject({
      userId: 'alice',
      rating: 4,
      text: 'Great carbonara',
      photos: [],
      billId: ALICE_BILL,
      visitDate: VISIT_DATE,
      visits: 2,
    });
    expect(await peek(getEnv(), PAGE)).toMatchObject({
      ratingCount: 1,
      ratingSum: 4,
      stars: stars({ '4': 1 }),
    });
  });

  test('a second diner adds to the aggregate', async () => {
    await saveReview(KEY, 'alice', draft({ rating: 4 }), as('alice'));
    await assertSucceeds(saveReview(KEY, 'bob', draft({ rating: 2, text: '' }), as('bob')));
    expect(await peek(getEnv(), PAGE)).toMatchObject({
      ratingCount: 2,
      ratingSum: 6,
      stars: stars({ '2': 1, '4': 1 }),
    });
    expect(await peek(getEnv(), `${PAGE}/reviews/bob`)).toMatchObject({ billId: BOB_BILL, visits: 1 });
  });

  test('with up to 3 photos of her own uploads', async () => {
    const photos = ['a', 'b', 'c'].map((n) => storageURL(`review-photos/alice/${n}.jpg`));
    await assertSucceeds(writeReview(getEnv(), as('alice'), 'alice', draft({ photos })));
  });

  test.each([
    ['without the page', { tamper: { page: 'skip' as const } }],
    ['with the sum off by one', { tamper: { page: { ratingSum: 5 } } }],
    ['with the count off by one', { tamper: { page: { ratingCount: 2 } } }],
    ['with the wrong star', { tamper: { page: { stars: stars({ '5': 1 }) } } }],
    ['with a star missing', { tamper: { page: { stars: { '4': 1 } } } }],
    ['while also moving the bill counters', { tamper: { page: { billCount: 99 } } }],
  ])('refused %s', async (_n, opts) => {
    await assertFails(writeReview(getEnv(), as('alice'), 'alice', draft(), opts));
  });

  test.each([
    ["naming someone else's bill", { ...aliceVerified, billId: BOB_BILL }],
    ['naming her bill at another restaurant', { ...aliceVerified, billId: ALICE_BILL_ELSEWHERE }],
    ['naming a bill that does not exist', { ...aliceVerified, billId: 'alice_1' }],
    ['with another visit date', { ...aliceVerified, visitDate: '2020-01-01' }],
    ['with more visits than her record', { ...aliceVerified, visits: 5 }],
  ])('refused %s', async (_n, verification) => {
    await assertFails(writeReview(getEnv(), as('alice'), 'alice', draft(), { verification }));
  });

  test.each([
    ['a rating of 0', draft({ rating: 0 })],
    ['a rating of 6', draft({ rating: 6 })],
    ['a rating of 3.5', draft({ rating: 3.5 })],
    ['a text over 1,000 characters', draft({ text: 'x'.repeat(1001) })],
    [
      '4 photos',
      draft({ photos: ['a', 'b', 'c', 'd'].map((n) => storageURL(`review-photos/alice/${n}.jpg`)) }),
    ],
    ["someone else's photo", draft({ photos: [storageURL('review-photos/bob/a.jpg')] })],
    ['a photo of another folder', draft({ photos: [storageURL('post-images/alice/a.jpg')] })],
  ])('refused with %s', async (_n, d) => {
    await assertFails(writeReview(getEnv(), as('alice'), 'alice', d));
  });

  test('refused for someone with no bill there, with the app and directly', async () => {
    await expect(saveReview(KEY, 'carol', draft(), as('carol'))).rejects.toThrow('reviews:errors.notDiner');
    // carol names alice's bill and visits: not hers.
    await assertFails(writeReview(getEnv(), as('carol'), 'carol', draft()));
  });

  test("refused in someone else's name, with extra fields, without a user record, signed out", async () => {
    await assertFails(writeReview(getEnv(), as('bob'), 'alice', draft()));
    await assertFails(
      writeReview(getEnv(), as('alice'), 'alice', draft(), { tamper: { review: { extra: 1 } } }),
    );
    await assertFails(
      writeReview(getEnv(), as('alice'), 'alice', draft(), { tamper: { review: { userId: 'bob' } } }),
    );
    await getEnv().withSecurityRulesDisabled((ctx) => deleteDoc(doc(ctx.firestore(), 'users/alice')));
    await assertFails(writeReview(getEnv(), as('alice'), 'alice', draft()));
    await assertFails(setDoc(doc(dbAnon(getEnv()), REVIEW), newReview('alice', draft(), aliceVerified)));
  });

  test('the page alone cannot move its rating fields', async () => {
    await assertFails(
      updateDoc(doc(as('alice'), PAGE), { ratingCount: 1, ratingSum: 5, stars: stars({ '5': 1 }) }),
    );
    await saveReview(KEY, 'alice', draft({ rating: 4 }), as('alice'));
    await assertFails(updateDoc(doc(as('alice'), PAGE), { ratingSum: 5, stars: stars({ '5': 1 }) }));
    await assertFails(updateDoc(doc(as('bob'), PAGE), { ratingCount: 0, ratingSum: 0, stars: stars({}) }));
  });

  test('a review at one restaurant cannot move another’s page', async () => {
    await assertFails(
      writeReview(getEnv(), as('alice'), 'alice', draft(), {
        key: ANOTHER,
        verification: { ...aliceVerified, billId: ALICE_BILL_ELSEWHERE, visits: 1 },
        tamper: { page: 'skip' },
      }),
    );
  });
});

describe('edit and delete', () => {
  beforeEach(() => saveReview(KEY, 'alice', draft({ rating: 4 }), as('alice')));

  test('an edit moves the aggregate by exactly the difference, and refreshes the visits', async () => {
    await getEnv().withSecurityRulesDisabled((ctx) =>
      updateDoc(doc(ctx.firestore(), `${PAGE}/diners/alice`), { visits: 3 }),
    );
    await assertSucceeds(saveReview(KEY, 'alice', draft({ rating: 2, text: 'Went downhill' }), as('alice')));
    expect(await peek(getEnv(), PAGE)).toMatchObject({
      ratingCount: 1,
      ratingSum: 2,
      stars: stars({ '2': 1 }),
    });
    expect(await peek(getEnv(), REVIEW)).toMatchObject({ rating: 2, text: 'Went downhill', visits: 3 });
  });

  test('an edit of the text alone leaves the page alone', async () => {
    await assertSucceeds(saveReview(KEY, 'alice', draft({ text: 'Still great' }), as('alice')));
    expect(await peek(getEnv(), PAGE)).toMatchObject({ ratingCount: 1, ratingSum: 4 });
  });

  test.each([
    ['without the page', { page: 'skip' as const }],
    ['with the sum off', { page: { ratingSum: 3 } }],
    ['with the count moved', { page: { ratingCount: 2, ratingSum: 6 } }],
    ['with its createdAt changed', { review: { createdAt: new Date(0) } }],
  ])('an edit refused %s', async (_n, tamper) => {
    await assertFails(writeReview(getEnv(), as('alice'), 'alice', draft({ rating: 2 }), { tamper }));
  });

  test('a text edit cannot move the page beside it', async () => {
    const db = as('alice');
    const batch = writeBatch(db);
    batch.update(doc(db, REVIEW), { text: 'Still great', updatedAt: serverTimestamp() });
    batch.update(doc(db, PAGE), { ratingSum: 5, stars: stars({ '5': 1 }) });
    await assertFails(batch.commit());
  });

  test('deleting moves the aggregate back to 0', async () => {
    await assertSucceeds(saveReview(KEY, 'alice', null, as('alice')));
    expect(await peek(getEnv(), REVIEW)).toBeUndefined();
    expect(await peek(getEnv(), PAGE)).toMatchObject({ ratingCount: 0, ratingSum: 0, stars: stars({}) });
  });

  test('a delete refused without the page, with a wrong amount, or by anyone else', async () => {
    await assertFails(writeReview(getEnv(), as('alice'), 'alice', null, { tamper: { page: 'skip' } }));
    await assertFails(
      writeReview(getEnv(), as('alice'), 'alice', null, { tamper: { page: { ratingSum: 1 } } }),
    );
    await assertFails(writeReview(getEnv(), as('bob'), 'alice', null));
    await assertFails(writeReview(getEnv(), as('olga'), 'alice', null));
    await assertFails(deleteDoc(doc(as('bob'), REVIEW)));
  });

  test('nobody else edits it, the owner neither', async () => {
    await assertFails(writeReview(getEnv(), as('bob'), 'alice', draft({ rating: 1 })));
    await assertFails(updateDoc(doc(as('olga'), REVIEW), { text: 'edited by the owner' }));
    await assertFails(updateDoc(doc(as('bob'), REVIEW), { text: 'edited by bob' }));
  });
});

describe('reply', () => {
  beforeEach(() => saveReview(KEY, 'alice', draft({ rating: 4 }), as('alice')));

  test('the owner replies once, edits and deletes the reply', async () => {
    await assertSucceeds(saveReply(KEY, 'alice', 'Thank you!', true, as('olga')));
    const first = (await peek(getEnv(), REVIEW))?.reply;
    expect(first).toMatchObject({ text: 'Thank you!' });
    await assertSucceeds(saveReply(KEY, 'alice', 'Thank you, come back soon!', false, as('olga')));
    const edited = (await peek(getEnv(), REVIEW))?.reply;
    expect(edited).toMatchObject({ text: 'Thank you, come back soon!', createdAt: first.createdAt });
    await assertSucceeds(saveReply(KEY, 'alice', null, false, as('olga')));
    expect((await peek(getEnv(), REVIEW))?.reply).toBeUndefined();
  });

  test('nobody else replies: another diner, the author, a stranger', async () => {
    for (const uid of ['bob', 'alice', 'carol'])
      await assertFails(saveReply(KEY, 'alice', 'Hi', true, as(uid)).catch(cause));
  });

  test('the owner cannot reply twice as new, or change the review with the reply', async () => {
    await saveReply(KEY, 'alice', 'Thank you!', true, as('olga'));
    await assertFails(saveReply(KEY, 'alice', 'Again', true, as('olga')).catch(cause));
    await assertFails(updateDoc(doc(as('olga'), REVIEW), { 'reply.text': 'x', rating: 1 }));
    await assertFails(updateDoc(doc(as('olga'), REVIEW), { 'reply.extra': 'x' }));
    await assertFails(updateDoc(doc(as('olga'), REVIEW), { 'reply.text': 'x'.repeat(1001) }));
  });

  test('the author cannot change or delete the reply', async () => {
    await saveReply(KEY, 'alice', 'Thank you!', true, as('olga'));
    await assertFails(updateDoc(doc(as('alice'), REVIEW), { 'reply.text': 'I wrote this' }));
    for (const uid of ['alice', 'bob', 'carol']) {
      await assertFails(updateDoc(doc(as(uid), REVIEW), { reply: deleteField() }));
      await assertFails(saveReply(KEY, 'alice', 'Edited', false, as(uid)).catch(cause));
    }
    await assertFails(
      writeReview(getEnv(), as('alice'), 'alice', draft({ rating: 5 }), {
        tamper: { review: { reply: null } },
      }),
    );
    // Her own edit keeps the reply.
    await assertSucceeds(saveReview(KEY, 'alice', draft({ rating: 5 }), as('alice')));
    expect((await peek(getEnv(), REVIEW))?.reply).toMatchObject({ text: 'Thank you!' });
  });
});

describe('read, list, report', () => {
  beforeEach(() => saveReview(KEY, 'alice', draft({ rating: 4 }), as('alice')));

  test('signed-in users read and list; signed out is refused', async () => {
    await assertSucceeds(getDoc(doc(as('carol'), REVIEW)));
    await assertSucceeds(getDocs(collection(as('carol'), PAGE, 'reviews')));
    await assertFails(getDoc(doc(dbAnon(getEnv()), REVIEW)));
  });

  test('the author lists her own reviews across restaurants (deletion, export)', async () => {
    const snap = await getDocs(
      query(collectionGroup(as('alice'), 'reviews'), where('userId', '==', 'alice')),
    );
    expect(snap.docs.map((d) => d.id)).toEqual(['alice']);
    await assertFails(getDocs(query(collectionGroup(dbAnon(getEnv()), 'reviews'))));
  });

  test('a review can be reported, naming its real author only', async () => {
    const input = {
      reporterId: 'bob',
      kind: 'review' as const,
      itemId: reviewItemId(KEY, 'alice'),
      reportedUserId: 'alice',
      reason: 'spam' as const,
      details: '',
    };
    await assertSucceeds(sendReport(input, as('bob')));
    expect(await peek(getEnv(), `reports/${reportIdOf('bob', 'review', input.itemId)}`)).toMatchObject({
      kind: 'review',
    });
    await assertFails(
      sendReport({ ...input, reporterId: 'carol', reportedUserId: 'olga' }, as('carol')).catch(cause),
    );
  });
});
