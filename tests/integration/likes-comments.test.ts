// Many users like, unlike, comment and delete comments on one post at the same time, through the
// app's own functions (src/lib/likes.ts, src/lib/comments.ts), against the emulator with the real
// rules: afterwards likeCount and commentCount equal the like and comment documents (issue 7).
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  setLogLevel,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { addComment, deleteComment } from '@/lib/comments';
import { setLiked } from '@/lib/likes';
import { newUserDoc } from '../../scripts/user-doc.mjs';

let env: RulesTestEnvironment;
const POST = 'hot-post';
const USERS = Array.from({ length: 12 }, (_, i) => `user${i}`);

beforeAll(async () => {
  setLogLevel('silent');
  env = await initializeTestEnvironment({
    projectId: 'demo-int-likes-comments',
    firestore: { rules: readFileSync('firestore.rules', 'utf8'), host: '127.0.0.1', port: 8080 },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

async function admin<T>(fn: (db: Firestore) => Promise<T>): Promise<T> {
  let out: T | undefined;
  await env.withSecurityRulesDisabled(async (ctx) => {
    out = await fn(ctx.firestore() as unknown as Firestore);
  });
  return out as T;
}

beforeEach(async () => {
  await env.clearFirestore();
  await admin(async (db) => {
    const docs: [string, DocumentData][] = [
      ['users/author', newUserDoc('author', { photoURL: '' })],
      ...USERS.map((u): [string, DocumentData] => [`users/${u}`, newUserDoc(u, { photoURL: '' })]),
      [
        `posts/${POST}`,
        {
          userId: 'author',
          content: 'Truffle pasta night',
          likeCount: 0,
          commentCount: 0,
          createdAt: Timestamp.now(),
          updatedAt: Timestamp.now(),
        },
      ],
    ];
    for (const [path, data] of docs) await setDoc(doc(db, path), data);
  });
});

async function state() {
  return admin(async (db) => {
    const post = (await getDoc(doc(db, 'posts', POST))).data()!;
    const likes = await getDocs(query(collection(db, 'likes'), where('billId', '==', POST)));
    const comments = await getDocs(query(collection(db, 'comments'), where('postId', '==', POST)));
    const notes = await getDocs(query(collection(db, 'notifications'), where('recipientId', '==', 'author')));
    return {
      likeCount: post.likeCount as number,
      commentCount: post.commentCount as number,
      likes: likes.size,
      comments: comments.size,
      commentIds: comments.docs.map((d) => ({ id: d.id, userId: d.get('userId') as string })),
      notifications: notes.docs.map((d) => d.get('type') as string),
    };
  });
}

test('concurrent likes, double taps and comments leave the counters equal to the documents', async () => {
  const dbOf = (u: string) => env.authenticatedContext(u).firestore() as unknown as Firestore;
  const t0 = Date.now();
  // Every user likes (half of them double-tap), and adds two comments, all at once.
  const results = await Promise.allSettled(
    USERS.flatMap((u, i) => [
      setLiked(u, POST, true, dbOf(u)),
      ...(i % 2 === 0 ? [setLiked(u, POST, true, dbOf(u))] : []),
      addComment(u, { kind: 'post', id: POST }, `Comment A from ${u}`, dbOf(u)),
      addComment(u, { kind: 'post', id: POST }, `Comment B from ${u}`, dbOf(u)),
    ]),
  );
  const failed = results.filter((r) => r.status === 'rejected');
  console.log(
    `likes-comments: ${results.length} writes at once in ${Date.now() - t0} ms, ${failed.length} failed`,
  );
  expect(failed).toEqual([]);

  let s = await state();
  expect(s.likes).toBe(USERS.length);
  expect(s.likeCount).toBe(s.likes);
  expect(s.comments).toBe(USERS.length * 2);
  expect(s.commentCount).toBe(s.comments);
  // One notification per like and per comment (the double taps wrote nothing).
  expect(s.notifications.filter((t) => t === 'like')).toHaveLength(USERS.length);
  expect(s.notifications.filter((t) => t === 'comment')).toHaveLength(USERS.length * 2);

  // Then, all at once: a third of the users unlike, everyone deletes one of their comments.
  const firstComment = new Map<string, string>();
  for (const c of s.commentIds) if (!firstComment.has(c.userId)) firstComment.set(c.userId, c.id);
  const second = await Promise.allSettled([
    ...USERS.filter((_, i) => i % 3 === 0).map((u) => setLiked(u, POST, false, dbOf(u))),
    ...USERS.map((u) => deleteComment(u, firstComment.get(u)!, dbOf(u))),
  ]);
  expect(second.filter((r) => r.status === 'rejected')).toEqual([]);

  s = await state();
  expect(s.likes).toBe(USERS.length - Math.ceil(USERS.length / 3));
  expect(s.likeCount).toBe(s.likes);
  expect(s.comments).toBe(USERS.length);
  expect(s.commentCount).toBe(s.comments);
});
