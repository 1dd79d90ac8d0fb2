// Blocking (decision 0030): users/{A}/blocks/{B}. Each move a block forbids is refused while alice
// blocks bob and allowed again once she unblocks him; only alice reads or writes her blocks; the block's
// write removes the follows between them with the four counters exact.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  runTransaction,
  serverTimestamp,
  setDoc,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { inviteMembers } from '@/features/groups/api/invite-members';
import { openConversation } from '@/features/messages/api/open-conversation';
import { sendMessage } from '@/features/messages/api/send-message';
import { setFollowing } from '@/features/profile/api/set-following';
import { addComment } from '@/social/api/comments';
import { blockUser, blockWriteSteps, unblockUser, type BlockStepName } from '@/social/api/blocks';
import { setLiked } from '@/social/api/likes';
import { applyWriteSteps } from '@/firebase/write-steps';
import { dbAs, peek, seed, sendSilver, tampered, userDoc, useRulesEnv, type Tamper } from './helpers';
import { billDoc, postDoc } from './social-helpers';
import { groupDoc } from './groups-helpers';

const getEnv = useRulesEnv('demo-rules-blocks');
const as = (uid: string) => dbAs(getEnv(), uid);
const ALICE_POST = 'alicePost00000000001';
const ALICE_BILL = 'alice_1700000000000';

beforeEach(async () => {
  await seed(getEnv(), {
    'users/alice': userDoc('alice', { photoURL: 'https://img.example/alice.jpg' }),
    'users/bob': userDoc('bob', { photoURL: 'https://img.example/bob.jpg', silverPoints: 100 }),
    'users/carol': userDoc('carol'),
    [`posts/${ALICE_POST}`]: postDoc('alice'),
    [`bills/${ALICE_BILL}`]: billDoc('alice'),
    'eliteGroups/bobs': groupDoc({ creatorId: 'bob', members: ['bob'], totalUsers: 1, totalPoints: 0 }),
  });
});

/** The app's functions wrap the SDK's error; the rules' refusal is their cause. */
const cause = (err: unknown) => {
  throw err instanceof Error && err.cause ? err.cause : err;
};

const aliceBlocksBob = () => blockUser('alice', 'bob', as('alice'));
const aliceUnblocksBob = () => unblockUser('alice', 'bob', as('alice'));

/** Each move bob makes towards alice: refused while she blocks him, allowed after she unblocks him. */
const MOVES: [string, () => Promise<unknown>][] = [
  ['follow', () => setFollowing('bob', 'alice', true, as('bob'))],
  ['open a conversation', () => openConversation('bob', 'alice', as('bob'))],
  ['message', () => sendMessage({ senderId: 'bob', receiverId: 'alice', content: 'hi' }, as('bob'))],
  ['like her post', () => setLiked('bob', { kind: 'post', id: ALICE_POST }, true, as('bob'))],
  ['like her bill', () => setLiked('bob', { kind: 'bill', id: ALICE_BILL }, true, as('bob'))],
  ['like her card', () => setLiked('bob', { kind: 'user', id: 'alice' }, true, as('bob'))],
  ['comment her post', () => addComment('bob', { kind: 'post', id: ALICE_POST }, 'hey', as('bob'))],
  ['comment her bill', () => addComment('bob', { kind: 'bill', id: ALICE_BILL }, 'hey', as('bob'))],
  ['send her points', () => sendSilver(as('bob'), 'bob', 'alice', 10)],
  // the invite's notification to alice is what her block refuses (decision 0030)
  ['invite her to a group', () => inviteMembers('bobs', 'bob', ['alice'], as('bob'))],
];

describe.each(MOVES)('bob → alice: %s', (_name, move) => {
  test('refused while alice blocks bob', async () => {
    await aliceBlocksBob();
    await assertFails(move().catch(cause));
  });

  test('allowed again after alice unblocks bob', async () => {
    await aliceBlocksBob();
    await aliceUnblocksBob();
    await assertSucceeds(move());
  });
});

describe('the block document', () => {
  test('only alice reads, lists, creates and deletes her blocks', async () => {
    await assertFails(setDoc(doc(as('bob'), 'users/alice/blocks/carol'), { createdAt: serverTimestamp() }));
    await assertSucceeds(aliceBlocksBob());
    await assertSucceeds(getDoc(doc(as('alice'), 'users/alice/blocks/bob')));
    await assertSucceeds(getDocs(collection(as('alice'), 'users/alice/blocks')));
    await assertFails(getDoc(doc(as('bob'), 'users/alice/blocks/bob')));
    await assertFails(getDocs(collection(as('bob'), 'users/alice/blocks')));
    await assertFails(deleteDoc(doc(as('bob'), 'users/alice/blocks/bob')));
    await assertFails(getDoc(doc(as('bob'), 'users/alice/private/lastBlock')));
    await assertSucceeds(aliceUnblocksBob());
  });

  test('no block of oneself, no other field, no rewrite', async () => {
    const alice = as('alice');
    await assertFails(setDoc(doc(alice, 'users/alice/blocks/alice'), { createdAt: serverTimestamp() }));
    await assertFails(
      setDoc(doc(alice, 'users/alice/blocks/bob'), { createdAt: serverTimestamp(), note: 'x' }),
    );
    await assertFails(setDoc(doc(alice, 'users/alice/blocks/bob'), { createdAt: Timestamp.now() }));
    await aliceBlocksBob();
    await assertFails(setDoc(doc(alice, 'users/alice/blocks/bob'), { createdAt: serverTimestamp() }));
  });

  test("bob's moves towards anyone else are not affected", async () => {
    await aliceBlocksBob();
    await assertSucceeds(setFollowing('bob', 'carol', true, as('bob')));
    await assertSucceeds(sendMessage({ senderId: 'bob', receiverId: 'carol', content: 'hi' }, as('bob')));
  });

  test('alice, the blocker, may still message bob', async () => {
    await aliceBlocksBob();
    await assertSucceeds(sendMessage({ senderId: 'alice', receiverId: 'bob', content: 'bye' }, as('alice')));
  });
});

// ------------------------------------------------------------------ follows cut by the block

async function followBothWays() {
  await setFollowing('alice', 'bob', true, as('alice'));
  await setFollowing('bob', 'alice', true, as('bob'));
}

async function counters() {
  const a = await peek(getEnv(), 'users/alice');
  const b = await peek(getEnv(), 'users/bob');
  return { alice: [a?.followers, a?.following], bob: [b?.followers, b?.following] };
}

/** The app's block steps with one changed or left out (both follows there before it). */
function blockTampered(db: Firestore, tamper: Tamper<BlockStepName>, followOut = true, followBack = true) {
  return runTransaction(db, async (tx) => {
    await tx.get(doc(db, 'follows/alice_bob'));
    const steps = blockWriteSteps(db, { blockerId: 'alice', blockedId: 'bob', followOut, followBack });
    applyWriteSteps(tx, tampered(steps, tamper));
  });
}

describe('the block removes the follows between them', () => {
  test.each([
    ['both ways', true, true],
    ['alice follows bob', true, false],
    ['bob follows alice', false, true],
    ['no follow', false, false],
  ])('%s: every follow gone, each counter equals its follow documents', async (_n, out, back) => {
    if (out) await setFollowing('alice', 'bob', true, as('alice'));
    if (back) await setFollowing('bob', 'alice', true, as('bob'));
    await assertSucceeds(aliceBlocksBob());
    expect(await peek(getEnv(), 'follows/alice_bob')).toBeUndefined();
    expect(await peek(getEnv(), 'follows/bob_alice')).toBeUndefined();
    expect(await counters()).toEqual({ alice: [0, 0], bob: [0, 0] });
  });

  test('a block that leaves a follow in place is refused', async () => {
    await followBothWays();
    await assertFails(blockTampered(as('alice'), { followBack: 'skip', blocked: { following: 1 } }));
    await assertFails(blockTampered(as('alice'), { followOut: 'skip' }));
  });

  test('a block with wrong counters is refused', async () => {
    await followBothWays();
    await assertFails(blockTampered(as('alice'), { blocked: { following: 5, followers: 0 } }));
    await assertFails(blockTampered(as('alice'), { blocked: { followers: -1 } }));
    await assertFails(blockTampered(as('alice'), { blocker: { followers: 1 } }));
    await assertFails(blockTampered(as('alice'), { blocked: 'skip' }));
    await assertFails(blockTampered(as('alice'), { blocker: 'skip' }));
  });

  test("lowering another user's counters or deleting their follow needs a new block", async () => {
    await followBothWays();
    // alice blocked bob before (seeded): this write creates no block
    await seed(getEnv(), { 'users/alice/blocks/bob': { createdAt: Timestamp.now() } });
    await assertFails(blockTampered(as('alice'), { block: 'skip' }));
    await assertFails(blockTampered(as('alice'), { block: 'skip', lastBlock: 'skip' }));
  });

  test('the counters of a third user are not the block’s to move', async () => {
    await followBothWays();
    await assertFails(
      blockTampered(as('alice'), {
        lastBlock: { userId: 'carol' },
      }),
    );
  });
});
