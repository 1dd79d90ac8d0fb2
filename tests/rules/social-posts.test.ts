// Posts: signed-in users read; the author creates one under an auto-id (never a bill's or user's id,
// decision 0006) with trimmed content and counters at 0; nobody edits it except through a like or a comment
// (tests in social-likes and social-comments).
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
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { beforeEach, describe, test } from 'vitest';
import { dbAnon, dbAs, seedUser, useRulesEnv } from './helpers';
import { BILL, POST, newPost, seedSocial } from './social-helpers';
import { EMULATOR_HOST, storageURL } from './storage-url';

const getEnv = useRulesEnv('demo-rules-social-posts');

beforeEach(async () => {
  await seedSocial(getEnv());
});

const alice = () => dbAs(getEnv(), 'alice');

/** A download URL as getDownloadURL gives it, for a file in `uid`'s post-images folder. */
const imageURL = (uid: string, host = EMULATOR_HOST) =>
  storageURL(`post-images/${uid}/0b0e5c1e-4a7a-4b8e-9f7e-1c2d3e4f5a6b.jpg`, { host });

describe('allowed', () => {
  test('the author posts text, with an optional image and location', async () => {
    await assertSucceeds(addDoc(collection(alice(), 'posts'), newPost()));
    await assertSucceeds(
      addDoc(collection(alice(), 'posts'), newPost({ image: imageURL('alice'), location: 'Rome' })),
    );
  });

  test('the image may come with its small copy for the feed, both the author’s own uploads', async () => {
    const small = imageURL('alice').replace('.jpg', '-640.jpg');
    await assertSucceeds(
      addDoc(collection(alice(), 'posts'), newPost({ image: imageURL('alice'), imageSmall: small })),
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

  test('an image that is not the author’s own upload: another user’s folder, another site, another path', async () => {
    await assertSucceeds(
      addDoc(collection(alice(), 'posts'), newPost({ image: imageURL('alice', 'http://127.0.0.1:9199') })),
    );
    await assertFails(addDoc(collection(alice(), 'posts'), newPost({ image: imageURL('bob') })));
    await assertFails(
      addDoc(collection(alice(), 'posts'), newPost({ image: 'https://evil.example/tracker.png' })),
    );
    await assertFails(
      addDoc(
        collection(alice(), 'posts'),
        newPost({ image: imageURL('alice').replace('post-images', 'profile-photos') }),
      ),
    );
    await assertFails(
      addDoc(collection(alice(), 'posts'), newPost({ image: imageURL('alice').replace('.jpg', '.svg') })),
    );
  });

  test('a small copy alone, empty, from another user’s folder or another site', async () => {
    const small = imageURL('alice').replace('.jpg', '-640.jpg');
    await assertFails(addDoc(collection(alice(), 'posts'), newPost({ imageSmall: small })));
    for (const imageSmall of ['', imageURL('bob'), 'https://evil.example/tracker.png', 42]) {
      await assertFails(
        addDoc(collection(alice(), 'posts'), newPost({ image: imageURL('alice'), imageSmall })),
      );
    }
  });

  test('a post under a bill’s id, a user’s id, or any id that is not an auto-id (decision 0006)', async () => {
    // A 20-character uid (Auth's are 28): a post may not take a user's id either.
    await seedUser(getEnv(), 'Uid20charsLongAbCdEf');
    const at = (id: string) => setDoc(doc(alice(), 'posts', id), newPost());
    await assertFails(at(BILL));
    await assertFails(at('alice_1700000000000'));
    await assertFails(at('bob'));
    await assertFails(at('Uid20charsLongAbCdEf'));
    for (const id of [
      'my-post-id-123456789',
      'a_b0000000000000000z',
      'x'.repeat(19),
      'x'.repeat(21),
      'ñ'.repeat(20),
    ]) {
      await assertFails(at(id));
    }
    // The legal twin: any 20 letters and digits no user holds, as addDoc's auto-ids are.
    await assertSucceeds(at('AbCdEfGhIj0123456789'));
  });

  test('editing or deleting a post (own or not), and visitors reading or posting', async () => {
    await assertFails(updateDoc(doc(dbAs(getEnv(), 'bob'), 'posts', POST), { content: 'Edited' }));
    await assertFails(updateDoc(doc(alice(), 'posts', POST), { userId: 'alice' }));
    await assertFails(deleteDoc(doc(alice(), 'posts', POST)));
    await assertFails(getDocs(collection(dbAnon(getEnv()), 'posts')));
    await assertFails(addDoc(collection(dbAnon(getEnv()), 'posts'), newPost()));
  });
});
