// Blocking through the app's own blockUser/unblockUser (decision 0030), against the Firestore emulator
// with the real firestore.rules: the follows between the two users, both ways, are removed, and every
// follower/following counter equals its follow documents afterwards; the blocked user's follow is refused
// until the unblock; the blocker's live list (subscribeToBlocks) follows along.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
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
import { setFollowing } from '@/features/profile/api/set-following';
import { blockedByThem } from '@/social/block-message';
import { blockUser, subscribeToBlocks, unblockUser, type BlockedUser } from '@/social/api/blocks';
import { blockAwareMessage } from '@/social/block-message';
import { newUserDoc } from '../../fixtures/user-doc';
import { sharedRulesEnv } from '../rules/helpers';

let env: RulesTestEnvironment;
const USERS = ['ann', 'ben', 'cat'];

beforeAll(async () => {
  setLogLevel('silent');
  env = await sharedRulesEnv();
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    for (const uid of USERS) await setDoc(doc(db, 'users', uid), newUserDoc(uid, { bio: '' }));
  });
});

const as = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;

async function peekAll(): Promise<{ users: Record<string, DocumentData>; follows: DocumentData[] }> {
  const users: Record<string, DocumentData> = {};
  let follows: DocumentData[] = [];
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    for (const uid of USERS) users[uid] = (await getDoc(doc(db, 'users', uid))).data()!;
    follows = (await getDocs(collection(db, 'follows'))).docs.map((d) => d.data());
  });
  return { users, follows };
}

/** Every user's followers and following equal the follow documents that name them. */
async function expectCountersMatchFollows() {
  const { users, follows } = await peekAll();
  for (const uid of USERS) {
    expect(users[uid]?.followers, `${uid} followers`).toBe(
      follows.filter((f) => f.targetUserId === uid).length,
    );
    expect(users[uid]?.following, `${uid} following`).toBe(
      follows.filter((f) => f.followerId === uid).length,
    );
  }
  return follows;
}

test('blocking removes the follows both ways; every counter equals its follow documents', async () => {
  await setFollowing('ann', 'ben', true, as('ann'));
  await setFollowing('ben', 'ann', true, as('ben'));
  await setFollowing('ann', 'cat', true, as('ann'));
  await setFollowing('cat', 'ben', true, as('cat'));
  await expectCountersMatchFollows();

  await blockUser('ann', 'ben', as('ann'));

  const follows = await expectCountersMatchFollows();
  // Only the follows between ann and ben went; ann → cat and cat → ben stay.
  expect(follows.map((f) => `${f.followerId}_${f.targetUserId}`).sort()).toEqual(['ann_cat', 'cat_ben']);
  // Blocking again writes nothing and keeps everything as it is.
  await blockUser('ann', 'ben', as('ann'));
  await expectCountersMatchFollows();
});

test('the blocked user cannot follow back until the unblock, and is told plainly', async () => {
  await blockUser('ann', 'ben', as('ann'));
  const refused = await setFollowing('ben', 'ann', true, as('ben')).catch((err: unknown) => err);
  expect(blockAwareMessage(refused, 'other')).toBe(blockedByThem());
  await expectCountersMatchFollows();

  await unblockUser('ann', 'ben', as('ann'));
  await setFollowing('ben', 'ann', true, as('ben'));
  const follows = await expectCountersMatchFollows();
  expect(follows).toHaveLength(1);
});

test("the blocker's live list follows blocks and unblocks; nobody else reads it", async () => {
  const seen: BlockedUser[][] = [];
  let notify = () => {};
  const unsubscribe = subscribeToBlocks(
    'ann',
    (list) => {
      seen.push(list);
      notify();
    },
    (err) => {
      throw err;
    },
    as('ann'),
  );
  const until = (ok: (list: BlockedUser[]) => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (seen.length && ok(seen.at(-1)!)) resolve();
      };
      notify = check;
      check();
    });
  await until((l) => l.length === 0);
  await blockUser('ann', 'ben', as('ann'));
  await blockUser('ann', 'cat', as('ann'));
  await until(
    (l) =>
      l
        .map((b) => b.userId)
        .sort()
        .join() === 'ben,cat',
  );
  await unblockUser('ann', 'ben', as('ann'));
  await until((l) => l.map((b) => b.userId).join() === 'cat');
  unsubscribe();

  await expect(getDocs(query(collection(as('ben'), 'users/ann/blocks')))).rejects.toMatchObject({
    code: 'permission-denied',
  });
  await expect(
    getDocs(query(collection(as('ben'), 'follows'), where('followerId', '==', 'ann'))),
  ).resolves.toBeTruthy();
});
