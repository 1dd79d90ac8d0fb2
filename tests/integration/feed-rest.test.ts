// The feed's first screen over REST (src/features/feed/api/feed-rest.ts), as the page's early script
// (src/app/first-paint/start-queries.ts) sends it with the ID token a returning user's device kept, against the Firestore emulator
// with the real firestore.rules: the same posts, in the same order, as the SDK's feed query; refused
// without a token (posts are for signed-in users, spec section 7).
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  setLogLevel,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test, inject } from 'vitest';
import { feedQuery, FIRST_SCREEN_POSTS, postsFromRunQuery } from '@/features/feed/api/feed-rest';
import { toPost } from '@/features/feed/model';
import { readEnv } from '@/firebase/env';
import { runQueryUrl } from '@/firebase/firestore-rest';
import { toDate } from '@/domain/user-record';
import { newPost } from '@/features/feed/api/post-doc';
import { stamped } from '../../fixtures/step-docs';
import { sharedRulesEnv } from '../rules/helpers';

const PROJECT = inject('firestoreProject');
const url = runQueryUrl(readEnv({ VITE_FIREBASE_PROJECT_ID: PROJECT }, 'localhost'));
let env: RulesTestEnvironment;

/** An unsigned ID token for `uid`, as the emulators accept (the shape Firebase Auth issues). */
function emulatorIdToken(uid: string): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
  };
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
}

async function sendFeedQuery(token: string | null, size?: number): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: JSON.stringify(feedQuery(size)),
  });
}

beforeAll(async () => {
  setLogLevel('silent');
  env = await sharedRulesEnv();
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    // 24 posts, one a minute, some with a photo and a location: the newest 20 are the first page.
    for (let i = 0; i < 24; i++) {
      const at = new Date(Date.UTC(2026, 10, 22, 12, i));
      const post = newPost(`u${i % 3}`, {
        content: `Dinner number ${i}`,
        image: i % 2 ? `https://example.test/post-images/u${i % 3}/p${i}.jpg` : null,
        location: i % 4 === 0 ? 'Milan' : '',
      });
      // The counts as i likes and i % 5 comments would have moved them.
      await setDoc(doc(db, `posts/p${i}`), { ...stamped(post, at), likeCount: i, commentCount: i % 5 });
    }
  });
});

afterAll(async () => {
  await env?.cleanup();
});

describe("the feed's first page over REST", () => {
  test.each([FIRST_SCREEN_POSTS, 20])(
    'with a signed-in user’s ID token: the SDK query’s newest %i posts, field for field',
    async (size) => {
      const reader = env.authenticatedContext('u1').firestore() as unknown as Firestore;
      const sdk = await getDocs(
        query(collection(reader, 'posts'), orderBy('createdAt', 'desc'), limit(size)),
      );
      const res = await sendFeedQuery(emulatorIdToken('u1'), size);
      expect(res.status).toBe(200);
      const rest = postsFromRunQuery(await res.json());
      expect(rest).toHaveLength(size);
      expect(rest).toEqual(sdk.docs.map((d) => toPost(d.id, d.data(), toDate)));
      expect(rest[0]).toMatchObject({ id: 'p23', image: 'https://example.test/post-images/u2/p23.jpg' });
    },
  );

  test('without a token the rules refuse it, as they refuse a signed-out SDK read', async () => {
    const res = await sendFeedQuery(null);
    expect(res.status).toBe(403);
  });
});
