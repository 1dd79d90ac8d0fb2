// The content steps of an account deletion (decision 0032) on a small world, with the real rules: the
// user made and received likes, comments, follows, notifications (unread), a transfer each way, messages,
// joined a group, created one with another member and one alone. After step 1 (the marker; user and
// username gone) the app's CONTENT_STEPS run as that user: twice, and once stopped halfway and resumed.
// Afterwards every counter others see equals its documents, and only kept documents name the user.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setLogLevel, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { DeletionStep } from '@/features/account/model/deletion/deletion-step';
import { removeLikeOnMine } from '@/features/account/api/deletion/steps/counted-removals';
import { contentSteps } from '@/features/account/api/deletion/steps/content-steps';
import { counterProblems, namingProblems } from './deletion-checks';
import {
  ALONE,
  GONE,
  GONE_GOLD,
  GONE_NAME,
  INVITED,
  JOINED,
  MY_BILL,
  MY_POST,
  REVIEWED,
  SHARED,
  admin,
  buildWorld,
  dbOf,
  stepOne,
} from './deletion-world';
import { createRulesEnv } from '../rules/helpers';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesEnv('demo-int-account-deletion-content');
  setLogLevel('silent');
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await buildWorld(env);
});

const ctx = { uid: GONE, username: GONE_NAME };

async function run(steps: DeletionStep[]) {
  for (const step of steps) await step.run(ctx);
}

// Kept by design: conversations and their messages, transfers, chat messages of groups that stay (uid
// only), and the other participant's unread-messages counter, which names the conversation last
// counted (readable by its owner only). Bills are anonymised by decision 0031;
// others' comments on them stay, naming the bill by its id ({uid}_{n}).
const KEPT = [
  /^conversations\//,
  /^pointTransactions\//,
  new RegExp(`^eliteGroups/(${JOINED}|${SHARED})/messages/`),
  /^users\/(ann|bob)\/private\/unreadMessages$/,
];

async function expectCleanWorld() {
  const problems = await admin(env, async (db) => [
    ...(await counterProblems(db, ['ann', 'bob'])),
    ...(await namingProblems(db, [GONE, GONE_NAME], KEPT, [MY_BILL])),
  ]);
  expect(problems).toEqual([]);
  const group = (id: string) =>
    admin(env, async (db: Firestore) => (await getDoc(doc(db, 'eliteGroups', id))).data());
  // ann's group: 200 + the user's 300 on joining, back to 200; bob's shared group, handed to him.
  expect(await group(JOINED)).toMatchObject({
    members: ['ann'],
    totalUsers: 1,
    totalPoints: 200,
    lastMemberId: '',
  });
  expect(await group(SHARED)).toMatchObject({
    creatorId: 'bob',
    members: ['bob'],
    pendingInvites: ['ann'],
    totalPoints: 350 - GONE_GOLD,
  });
  expect(await group(ALONE)).toBeUndefined();
  expect(await group(INVITED)).toMatchObject({ pendingInvites: [], members: ['bob'] });
  // What is kept is still there: the conversation's messages, both transfers, the chat message.
  const kept = await admin(env, async (db) =>
    (await getDoc(doc(db, 'conversations', `ann_${GONE}`))).exists(),
  );
  expect(kept).toBe(true);
  // The user's review and diner record went, the page's rating moved back exactly; bob's stay.
  const at = (path: string) => admin(env, async (db) => (await getDoc(doc(db, path))).data());
  expect(await at(`restaurantPages/${REVIEWED}`)).toMatchObject({
    ratingCount: 1,
    ratingSum: 5,
    stars: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 1 },
  });
  expect(await at(`restaurantPages/${REVIEWED}/reviews/${GONE}`)).toBeUndefined();
  expect(await at(`restaurantPages/${REVIEWED}/diners/${GONE}`)).toBeUndefined();
  expect(await at(`restaurantPages/${REVIEWED}/reviews/bob`)).toMatchObject({ rating: 5 });
  expect(await at(`restaurantPages/${REVIEWED}/diners/bob`)).toMatchObject({ userId: 'bob' });
}

describe('account deletion: content steps', () => {
  test('the world is consistent before (the checks can see what the steps must fix)', async () => {
    await stepOne(env);
    const problems = await admin(env, async (db) => [
      ...(await counterProblems(db, ['ann', 'bob'])),
      ...(await namingProblems(db, [GONE, GONE_NAME], KEPT, [MY_BILL])),
    ]);
    // Counters hold before too; many documents name the user.
    expect(problems.filter((p) => p.includes('stored'))).toEqual([]);
    expect(problems.length).toBeGreaterThan(15);
  });

  test('CONTENT_STEPS leave exact counters and no trace but kept messages and transfers; a second run does nothing', async () => {
    await stepOne(env);
    const steps = contentSteps(dbOf(env, GONE));
    await run(steps);
    await expectCleanWorld();
    await run(steps);
    await expectCleanWorld();
  });

  test('stopped halfway (inside the posts step: one like taken, the post still there), the next run finishes it', async () => {
    await stepOne(env);
    const db = dbOf(env, GONE);
    const steps = contentSteps(db);
    const half = steps.findIndex((s) => s.name === 'Your posts');
    await run(steps.slice(0, half));
    await removeLikeOnMine(db, `ann_${MY_POST}`, doc(db, 'posts', MY_POST));
    const post = await admin(env, async (a) => (await getDoc(doc(a, 'posts', MY_POST))).data());
    expect(post).toMatchObject({ likeCount: 1, commentCount: 2 });
    await run(steps);
    await expectCleanWorld();
  });

  test('without the marker every step that reaches the content of others is refused', async () => {
    await admin(env, (db) => deleteDoc(doc(db, 'users', GONE)));
    // (the app's own unlike, comment deletion and review deletion: allowed to their author, marker or not;
    // an owner ends her own offers any time; this world holds no offer copies: their deletion's refusal
    // without the marker is in tests/rules/offers.test.ts, decision 0041; a place at an event is given
    // back by its holder any time, as "Not going" is, decision 0051)
    const ownMoves = [
      'Likes you made',
      'Comments you wrote',
      'Your reviews',
      'Your offers',
      'Offers you received',
      'Your places at events',
    ];
    for (const step of contentSteps(dbOf(env, GONE)).filter((s) => !ownMoves.includes(s.name))) {
      await expect(step.run(ctx), step.name).rejects.toThrow();
    }
    const problems = await admin(env, (db) => counterProblems(db, ['ann', 'bob']));
    expect(problems).toEqual([]);
  });
});
