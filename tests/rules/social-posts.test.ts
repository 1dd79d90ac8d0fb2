// Posts: signed-in users read; the author creates one with trimmed content and counters at 0; nobody
// edits it except through a like or a comment (tests in social-likes and social-comments).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, test } from 'vitest';
import { dbAnon, dbAs, useRulesEnv } from './helpers';
import { POST, seedSocial } from './social-helpers';

const getEnv = useRulesEnv('demo-rules-social-posts');

beforeEach(async () => {
  await seedSocial(getEnv());
});

const alice = () => dbAs(getEnv(), 'alice');

function newPost(extra: DocumentData = {}): DocumentData {
  return {
    userId: 'alice',
    content: 'Best carbonara in town',
    likeCount: 0,
    commentCount: 0,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...extra,
  };
}

describe('allowed', () => {
  test('the author posts text, with an optional image and location', async () => {
    await assertSucceeds(addDoc(collection(alice(), 'posts'), newPost()));
    await assertSucceeds(
      addDoc(
        collection(alice(), 'posts'),
        newPost({ image: 'https://storage.example/post-images/alice/p.jpg', location: 'Rome' }),
      ),
    );
  });

  test('signed-in users read the newest 20 posts and one post', async () => {
    await assertSucceeds(
      getDocs(query(collection(dbAs(getEnv(), 'carol'), 'posts'), orderBy('createdAt', 'desc'), limit(20))),
    );
    await assertSucceeds(getDoc(doc(dbAs(getEnv(), 'carol'), 'posts', POST)));
  });
});

describe('attacks', () => {
  test('a post with someone else’s authorId', async () => {
    await assertFails(addDoc(collection(alice(), 'posts'), newPost({ userId: 'bob' })));
  });

  test('a post with counters already up, empty or untrimmed content, a client time or extra fields', async () => {
    await assertFails(addDoc(collection(alice(), 'posts'), newPost({ likeCount: 100 })));
    await assertFails(addDoc(collection(alice(), 'posts'), newPost({ commentCount: 3 })));
    await assertFails(addDoc(collection(alice(), 'posts'), newPost({ content: '' })));
    await assertFails(addDoc(collection(alice(), 'posts'), newPost({ content: '  hi ' })));
    await assertFails(addDoc(collection(alice(), 'posts'), newPost({ createdAt: new Date() })));
    await assertFails(addDoc(collection(alice(), 'posts'), newPost({ featured: true })));
    await assertFails(addDoc(collection(alice(), 'posts'), newPost({ image: '' })));
  });

  test('editing or deleting a post (own or not), and visitors reading or posting', async () => {
    await assertFails(updateDoc(doc(dbAs(getEnv(), 'bob'), 'posts', POST), { content: 'Edited' }));
    await assertFails(updateDoc(doc(alice(), 'posts', POST), { userId: 'alice' }));
    await assertFails(deleteDoc(doc(alice(), 'posts', POST)));
    await assertFails(getDocs(collection(dbAnon(getEnv()), 'posts')));
    await assertFails(addDoc(collection(dbAnon(getEnv()), 'posts'), newPost()));
  });
});
