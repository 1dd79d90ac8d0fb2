// The public board's REST queries (src/features/leaderboard/api/board-rest.ts), as a signed-out visitor
// sends them, against the Firestore emulator with the real firestore.rules: they must answer exactly
// what the SDK's query answers (spec section 7).
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
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test, inject } from 'vitest';
import { boardFromRunQuery, topUsersQuery } from '@/features/leaderboard/api/board-rest';
import { runQuery, runQueryUrl } from '@/firebase/firestore-rest';
import { setLiked } from '@/social/api/likes';
import { toBoardUser } from '@/features/leaderboard/model';
import { readEnv } from '@/firebase/env';
import { newUserDoc } from '../../fixtures/user-doc';
import { sharedRulesEnv } from '../rules/helpers';

const PROJECT = inject('firestoreProject');
const url = runQueryUrl(readEnv({ VITE_FIREBASE_PROJECT_ID: PROJECT }, 'localhost'));
let env: RulesTestEnvironment;

beforeAll(async () => {
  setLogLevel('silent');
  env = await sharedRulesEnv();
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    // 14 users: gold 0 for two of them (never on the board), silver in another order.
    for (let i = 0; i < 14; i++) {
      const gold = i < 2 ? 0 : 100 * i;
      await setDoc(
        doc(db, `users/u${i}`),
        newUserDoc(`u${i}`, { username: `diner${i}`, goldPoints: gold, silverPoints: 1400 - 100 * i }),
      );
    }
  });
});

afterAll(async () => {
  await env?.cleanup();
});

describe('the public board over REST, signed out', () => {
  test.each(['gold', 'silver'] as const)('the %s top 10 equals the SDK query', async (type) => {
    const field = type === 'gold' ? 'goldPoints' : 'silverPoints';
    const visitor = env.unauthenticatedContext().firestore() as unknown as Firestore;
    const sdk = await getDocs(
      query(collection(visitor, 'users'), where(field, '>', 0), orderBy(field, 'desc'), limit(10)),
    );
    const rest = boardFromRunQuery(await runQuery(url, topUsersQuery(type)));
    expect(rest.map((u) => u.uid)).toEqual(sdk.docs.map((d) => d.id));
    // The answer carries only the card's fields (its field mask): the cards still read all they show.
    expect(rest).toEqual(sdk.docs.map((d) => toBoardUser(d.id, d.data())));
    expect(rest).toHaveLength(10);
    expect(rest[0]).toMatchObject(
      type === 'gold'
        ? { uid: 'u13', username: 'diner13', goldPoints: 1300 }
        : { uid: 'u0', silverPoints: 1400 },
    );
    expect(rest.every((u) => (type === 'gold' ? u.goldPoints : u.silverPoints) > 0)).toBe(true);
  });

  test('each card carries its likes: the app’s likes move users/{uid}.likeCount (decision 0027)', async () => {
    const as = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;
    for (const [liker, target] of [
      ['u1', 'u13'],
      ['u2', 'u13'],
      ['u3', 'u13'],
      ['u4', 'u12'],
      ['u5', 'u12'],
    ]) {
      await setLiked(liker, { kind: 'user', id: target }, true, as(liker));
    }
    await setLiked('u5', { kind: 'user', id: 'u12' }, false, as('u5'));
    const rest = boardFromRunQuery(await runQuery(url, topUsersQuery('gold')));
    expect(rest.slice(0, 3).map((u) => [u.uid, u.likeCount])).toEqual([
      ['u13', 3],
      ['u12', 1],
      ['u11', 0],
    ]);
  });

  test('a query the rules refuse fails (the page shows its error and retry), it does not answer empty', async () => {
    const privateDocs = {
      structuredQuery: { from: [{ collectionId: 'private', allDescendants: true }] },
    };
    await expect(runQuery(url, privateDocs)).rejects.toThrow(/runQuery 403/);
  });
});
