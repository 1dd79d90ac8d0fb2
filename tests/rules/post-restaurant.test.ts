// A post naming the restaurant it was at (issue 42): restaurantKey and restaurantName together, the key
// an existing restaurant page; the restaurant page's photos query reads such posts.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { addDoc, collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { describe, test } from 'vitest';
import { newPost as newPostDoc } from '../../src/features/feed/api/post-doc';
import { dbAnon, dbAs, seed, useRulesEnv } from './helpers';
import { KEY, seedReviews } from './reviews-helpers';
import { EMULATOR_HOST, storageURL } from './storage-url';

const getEnv = useRulesEnv('demo-rules-post-restaurant');
const alice = () => dbAs(getEnv(), 'alice');
const image = storageURL('post-images/alice/0b0e5c1e-4a7a-4b8e-9f7e-1c2d3e4f5a6b.jpg', {
  host: EMULATOR_HOST,
});
const at = (key: string, name = 'Trattoria Roma') =>
  newPostDoc('alice', { content: 'Carbonara', image, restaurant: { key, name } });

describe('a post at a restaurant', () => {
  test('allowed: naming an existing restaurant page, with a photo or without', async () => {
    await seedReviews(getEnv());
    await assertSucceeds(addDoc(collection(alice(), 'posts'), at(KEY)));
    await assertSucceeds(
      addDoc(
        collection(alice(), 'posts'),
        newPostDoc('alice', { content: 'Text only', restaurant: { key: KEY, name: 'Trattoria Roma' } }),
      ),
    );
  });

  test('refused: a restaurant with no page, a key without its name, a name without its key', async () => {
    await seedReviews(getEnv());
    const posts = collection(alice(), 'posts');
    await assertFails(addDoc(posts, at('nowhere_nostreet')));
    await assertFails(addDoc(posts, at(KEY, '')));
    const { restaurantName: _name, ...keyOnly } = at(KEY);
    await assertFails(addDoc(posts, keyOnly));
    const { restaurantKey: _key, ...nameOnly } = at(KEY);
    await assertFails(addDoc(posts, nameOnly));
  });

  test("the page's photo queries: signed-in readers only", async () => {
    await seedReviews(getEnv());
    await seed(getEnv(), { 'posts/p1': { ...at(KEY), createdAt: new Date(), updatedAt: new Date() } });
    const photos = (db: ReturnType<typeof alice>) =>
      getDocs(
        query(
          collection(db, 'posts'),
          where('restaurantKey', '==', KEY),
          orderBy('createdAt', 'desc'),
          limit(9),
        ),
      );
    await assertSucceeds(photos(dbAs(getEnv(), 'bob')));
    await assertFails(photos(dbAnon(getEnv())));
  });
});
