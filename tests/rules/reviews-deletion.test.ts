// Account deletion (decisions 0031, 0032, 0039): after step 1 (the marker; the user record gone) the
// deleting user's review steps take each review away with its page's rating fields moved back exactly,
// and delete their diner records; another diner's review and record stay.
import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, Timestamp } from 'firebase/firestore';
import { beforeEach, expect, test } from 'vitest';
import { removeDinerRecords, removeReviews } from '@/features/account/api/deletion/steps/reviews';
import { saveReview } from '@/features/restaurant-pages/api/review-writes';
import { dbAs, peek, seed, useRulesEnv } from './helpers';
import { ANOTHER, KEY, draft, seedReviews } from './reviews-helpers';

const getEnv = useRulesEnv('demo-rules-reviews-deletion');
const as = (uid: string) => dbAs(getEnv(), uid);
const ctx = { uid: 'alice', username: 'alice' };

beforeEach(async () => {
  await seedReviews(getEnv());
  await saveReview(KEY, 'alice', draft({ rating: 5 }), as('alice'));
  await saveReview(ANOTHER, 'alice', draft({ rating: 2 }), as('alice'));
  await saveReview(KEY, 'bob', draft({ rating: 3 }), as('bob'));
});

/** Step 1 as far as these rules look: the marker exists and the user record is gone. */
async function startDeleting(uid: string) {
  await seed(getEnv(), { [`users/${uid}/private/deletion`]: { createdAt: Timestamp.now() } });
  await getEnv().withSecurityRulesDisabled((c) => deleteDoc(doc(c.firestore(), `users/${uid}`)));
}

test('a deleting diner’s reviews go with the pages’ ratings moved back exactly, and their records', async () => {
  await startDeleting('alice');
  await removeReviews(as('alice'), ctx);
  await removeDinerRecords(as('alice'), ctx);
  // Run again: nothing left, nothing twice.
  await removeReviews(as('alice'), ctx);
  await removeDinerRecords(as('alice'), ctx);
  expect(await peek(getEnv(), `restaurantPages/${KEY}`)).toMatchObject({
    ratingCount: 1,
    ratingSum: 3,
    stars: { '1': 0, '2': 0, '3': 1, '4': 0, '5': 0 },
  });
  expect(await peek(getEnv(), `restaurantPages/${ANOTHER}`)).toMatchObject({ ratingCount: 0, ratingSum: 0 });
  expect(await peek(getEnv(), `restaurantPages/${KEY}/reviews/alice`)).toBeUndefined();
  expect(await peek(getEnv(), `restaurantPages/${KEY}/diners/alice`)).toBeUndefined();
  expect(await peek(getEnv(), `restaurantPages/${ANOTHER}/diners/alice`)).toBeUndefined();
  expect(await peek(getEnv(), `restaurantPages/${KEY}/reviews/bob`)).toMatchObject({ rating: 3 });
  expect(await peek(getEnv(), `restaurantPages/${KEY}/diners/bob`)).toMatchObject({ userId: 'bob' });
});

test('without the deletion marker, diner records cannot be deleted', async () => {
  await assertFails(removeDinerRecords(as('alice'), ctx));
});
