// The account deletion's state machine (decision 0031), walked as one: for each state a uid can be in,
// every move the rules allow from it and every create they refuse in it. Two subjects move through the
// states together: alice, a diner (a bill and a record at olga's Trattoria, olga's offer sent to her),
// and pietro, an owner (his claimed Pizzeria, bob's review there to reply to).
//
//   none      signed in, no record, no marker     → active (sign-up)
//   active    record and username, no marker      → deleting (step 1)
//   deleting  marker with its copies, no record   → finished (the steps' results seen, the marker stripped)
//   finished  marker { startedAt, finished }      → nothing: the marker is never deleted
//
// Each move is the app's own write (or, for one document, the write the app's step makes).
import { assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  deleteDoc,
  deleteField,
  doc,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { toRestaurantPage } from '../../src/domain/restaurant-page';
import { applyWriteSteps } from '../../src/firebase/write-steps';
import { DELETED_USER_ID, toDeletionMarker } from '../../src/features/account/model/deletion/marker';
import { deletePrivateStep } from '../../src/features/account/api/deletion/steps/delete-private';
import type { OwnStep } from '../../src/features/account/api/deletion/steps/deps';
import { releaseRestaurantStep } from '../../src/features/account/api/deletion/steps/release-restaurant';
import {
  startDeletion,
  startDeletionSteps,
} from '../../src/features/account/api/deletion/steps/start-deletion';
import { createPost } from '../../src/features/feed/api/create-post';
import { applyShowAmongDiners } from '../../src/features/restaurant-pages/api/diner-privacy';
import { replyUpdate, reviewRef } from '../../src/features/restaurant-pages/api/review-docs';
import { addWantToTry } from '../../src/features/restaurant-pages/api/want-to-try';
import { blockUser } from '../../src/social/api/blocks';
import {
  dbAs,
  emailOf,
  follow,
  peek,
  sampleBill,
  saveBill,
  seed,
  signUp,
  trattoria,
  userDoc,
  useRulesEnv,
} from './helpers';
import {
  ANOTHER,
  KEY,
  OFFER,
  createOfferAs,
  offerInput,
  perkAs,
  seedOffers,
  seedSentOffer,
} from './offers-helpers';
import { writeReview, draft } from './reviews-helpers';

const getEnv = useRulesEnv('demo-rules-holes-deletion-states');
const as = (uid: string): Firestore => dbAs(getEnv(), uid);

type State = 'none' | 'active' | 'deleting' | 'finished';
const STATES: State[] = ['none', 'active', 'deleting', 'finished'];
const SUBJECTS = ['alice', 'pietro'];
const ALICE_BILL = 'alice_1';
const VISIT = '2026-01-01';

/** The world in `active`: olga's Trattoria (KEY) and pietro's Pizzeria (ANOTHER), alice a diner of both. */
async function active() {
  const env = getEnv();
  await seedOffers(env);
  const now = Timestamp.now();
  const page = (name: string, address: string) => ({
    name,
    address,
    billCount: 3,
    dinerCount: 3,
    lastBillAt: now,
  });
  await seed(env, {
    'usernames/alice': { uid: 'alice', createdAt: now },
    'usernames/pietro': { uid: 'pietro', createdAt: now },
    'users/alice/private/account': { email: emailOf('alice'), createdAt: now },
    'users/pietro/private/account': { email: emailOf('pietro'), createdAt: now },
    'users/alice/private/billDay': { key: VISIT, bills: 1, total: 40, lastBillId: ALICE_BILL },
    [`bills/${ALICE_BILL}`]: {
      userId: 'alice',
      restaurantName: trattoria.name,
      address: trattoria.address,
      totalAmount: 40,
      date: VISIT,
      items: [],
      goldPointsEarned: 40,
      status: 'processed',
      restaurantKey: KEY,
      receiptKey: `${VISIT}_4000_${KEY}`,
      createdAt: now,
      updatedAt: now,
    },
    [`restaurantPages/${KEY}`]: page(trattoria.name, trattoria.address),
    [`restaurantPages/${ANOTHER}`]: page('Pizzeria Napoli', 'Via Roma 2, Naples'),
    [`restaurantPages/${ANOTHER}/reviews/bob`]: {
      userId: 'bob',
      rating: 4,
      text: 'Good',
      photos: [],
      billId: 'bob_9',
      visitDate: VISIT,
      visits: 1,
      createdAt: now,
      updatedAt: now,
    },
  });
  await seedSentOffer(env, offerInput(), ['alice']);
}

async function runStep(step: OwnStep, uid: string) {
  const marker = toDeletionMarker((await peek(getEnv(), `users/${uid}/private/deletion`)) ?? {});
  const storage = () => {
    throw new Error('no storage');
  };
  await step.run({ uid, username: marker.username }, { db: as(uid), storage, marker });
}

/** Both subjects brought into `state` through its legal moves (none: their sign-up never written). */
async function arrive(state: State) {
  await active();
  if (state === 'none') {
    await getEnv().withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore() as unknown as Firestore;
      const batch = writeBatch(db);
      for (const uid of SUBJECTS) {
        batch.delete(doc(db, 'users', uid));
        batch.delete(doc(db, 'usernames', uid));
        batch.delete(doc(db, 'users', uid, 'private', 'account'));
      }
      await batch.commit();
    });
    return;
  }
  if (state === 'active') return;
  for (const uid of SUBJECTS) await assertSucceeds(startDeletion(uid, as(uid)));
  if (state === 'deleting') return;
  await assertSucceeds(runStep(releaseRestaurantStep, 'pietro'));
  for (const uid of SUBJECTS) await assertSucceeds(runStep(deletePrivateStep, uid));
  for (const uid of SUBJECTS)
    expect(Object.keys((await peek(getEnv(), `users/${uid}/private/deletion`))!).sort()).toEqual([
      'finished',
      'startedAt',
    ]);
}

/** The app's strip of the marker ("finished"), as the last private step writes it. */
const strip = (uid: string) =>
  updateDoc(doc(as(uid), 'users', uid, 'private', 'deletion'), {
    username: deleteField(),
    usernameLower: deleteField(),
    goldPoints: deleteField(),
    joinedGroups: deleteField(),
    restaurantKey: deleteField(),
    finished: true,
  });

/** Step 1's batch built from the user document as sign-up writes it (whatever is stored). */
async function stepOne(uid: string) {
  const db = as(uid);
  const batch = writeBatch(db);
  applyWriteSteps(batch, startDeletionSteps(db, uid, userDoc(uid), true));
  await batch.commit();
}

interface Move {
  name: string;
  run: () => Promise<unknown>;
  allowed: State[];
}

const CREATES: Move[] = [
  {
    name: 'sign-up (record, username, account)',
    run: () => signUp(as('alice'), { uid: 'alice', username: 'alice_new', email: emailOf('alice') }),
    allowed: ['none'],
  },
  {
    name: 'a review',
    run: () =>
      writeReview(getEnv(), as('alice'), 'alice', draft(), {
        verification: { billId: ALICE_BILL, visitDate: VISIT, visits: 1 },
      }),
    allowed: ['active'],
  },
  {
    name: 'a reply',
    run: () => updateDoc(reviewRef(as('pietro'), ANOTHER, 'bob'), replyUpdate('Grazie!', true)),
    allowed: ['active'],
  },
  {
    name: 'an offer',
    run: () =>
      createOfferAs(
        as('pietro'),
        offerInput({ ownerId: 'pietro', restaurantKey: ANOTHER, restaurantName: 'Pizzeria Napoli' }),
        undefined,
        'offer2',
      ),
    allowed: ['active'],
  },
  { name: 'a redemption', run: () => perkAs(getEnv(), as('alice'), 'alice', true), allowed: ['active'] },
  { name: 'an offer opened', run: () => perkAs(getEnv(), as('alice'), 'alice', false), allowed: ['active'] },
  {
    name: 'a want-to-try bookmark',
    run: () =>
      addWantToTry(
        'alice',
        toRestaurantPage(KEY, { name: trattoria.name, address: trattoria.address }),
        undefined,
        as('alice'),
      ),
    allowed: ['active'],
  },
  {
    name: 'the diners setting',
    run: () => applyShowAmongDiners('alice', false, { db: as('alice') }),
    allowed: ['active'],
  },
  {
    name: 'a post',
    run: () =>
      createPost('alice', { content: 'Hi', image: null, location: '' }, undefined, undefined, as('alice')),
    allowed: ['active'],
  },
  { name: 'a follow', run: () => follow(as('alice'), 'alice', 'bob'), allowed: ['active'] },
  {
    name: 'a bill',
    run: () => saveBill(as('alice'), 'alice', sampleBill, { ownerIds: [] }),
    allowed: ['active'],
  },
  { name: 'a block', run: () => blockUser('alice', 'bob', as('alice')), allowed: ['active'] },
];

const DELETION_MOVES: Move[] = [
  { name: 'step 1', run: () => stepOne('alice'), allowed: ['active'] },
  {
    name: 'the marker created alone, the record kept',
    run: () =>
      setDoc(doc(as('alice'), 'users/alice/private/deletion'), {
        startedAt: serverTimestamp(),
        username: 'alice',
        usernameLower: 'alice',
        goldPoints: 0,
        joinedGroups: [],
        restaurantKey: '',
      }),
    allowed: [],
  },
  {
    name: 'a private document deleted',
    run: () => deleteDoc(doc(as('alice'), 'users/alice/private/billDay')),
    allowed: ['deleting', 'finished'],
  },
  {
    name: 'a bill anonymised',
    run: () =>
      updateDoc(doc(as('alice'), 'bills', ALICE_BILL), {
        userId: DELETED_USER_ID,
        items: [],
        updatedAt: serverTimestamp(),
      }),
    allowed: ['deleting', 'finished'],
  },
  {
    name: 'an offer copy deleted',
    run: () => deleteDoc(doc(as('alice'), 'offers', OFFER, 'recipients', 'alice')),
    allowed: ['deleting', 'finished'],
  },
  {
    name: 'a diner record deleted',
    run: () => deleteDoc(doc(as('alice'), 'restaurantPages', KEY, 'diners', 'alice')),
    allowed: ['deleting', 'finished'],
  },
  // (finished: the release step ran; there is no claim left to delete)
  {
    name: 'the restaurant claim released',
    run: () => deleteDoc(doc(as('pietro'), 'restaurants', ANOTHER)),
    allowed: ['deleting'],
  },
  // (deleting: private/account, the e-mail, is still there; finished: it is finished already)
  { name: '"finished" before the steps ran', run: () => strip('alice'), allowed: [] },
  {
    name: 'the marker deleted',
    run: () => deleteDoc(doc(as('alice'), 'users/alice/private/deletion')),
    allowed: [],
  },
];

/** The write fails: refused by the rules, or because the user's record it updates is gone. */
async function refused(write: Promise<unknown>) {
  const err = await write.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, 'the write went through').not.toBeNull();
  const causes: string[] = [];
  for (let e = err; e; e = (e as { cause?: unknown }).cause) causes.push(String(e));
  expect(causes.join(' | ')).toMatch(/PERMISSION_DENIED|permission-denied|doesn't exist|NOT_FOUND/i);
}

describe.each(STATES)('state %s', (state) => {
  test.each([...CREATES, ...DELETION_MOVES].map((m) => [m.name, m] as const))('%s', async (_name, move) => {
    await arrive(state);
    if (move.allowed.includes(state)) await assertSucceeds(move.run());
    else await refused(move.run());
  });

  test('the marker is what the state says, and nobody else reads it', async () => {
    await arrive(state);
    const marker = await peek(getEnv(), 'users/alice/private/deletion');
    const record = await peek(getEnv(), 'users/alice');
    if (state === 'none' || state === 'active') expect(marker).toBeUndefined();
    else if (state === 'deleting') expect(marker).toMatchObject({ usernameLower: 'alice' });
    else expect(marker).toEqual({ startedAt: expect.anything(), finished: true });
    expect(record === undefined).toBe(state !== 'active');
  });
});
