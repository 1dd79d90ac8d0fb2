// After step 1 of a deletion (decision 0031: the marker written, the record and the username gone) the
// deleting user can only remove or anonymise: no sign-up under the same uid, and no create of any kind in
// their name (decision 0035). Each move is the app's own write, allowed to the same user before step 1
// (its legal twin) and refused after it by the rules (permission-denied, nothing written).
// The state "a record beside a marker" can no longer arise; it is seeded to show that the moves the
// held-out attacks made from it (a bill-day counter deleted, a group left for the marker's gold) stay shut.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { exitGroup } from '../../src/features/account/api/deletion/steps/groups';
import { startDeletion } from '../../src/features/account/api/deletion/steps/start-deletion';
import { createPost } from '../../src/features/feed/api/create-post';
import { saveNotificationPreference } from '../../src/features/account/api/notification-preferences';
import { openConversation } from '../../src/features/messages/api/open-conversation';
import { sendMessage } from '../../src/features/messages/api/send-message';
import { applyShowAmongDiners } from '../../src/features/restaurant-pages/api/diner-privacy';
import { addWantToTry } from '../../src/features/restaurant-pages/api/want-to-try';
import { saveAccountLanguage } from '../../src/features/settings/api/save-account-language';
import { toRestaurantPage } from '../../src/domain/restaurant-page';
import { blockUser } from '../../src/social/api/blocks';
import { addComment } from '../../src/social/api/comments';
import { setLiked } from '../../src/social/api/likes';
import { sendReport } from '../../src/social/api/reports';
import {
  createGroup,
  dbAs,
  emailOf,
  follow,
  peek,
  sampleBill,
  sampleGroup,
  saveBill,
  seed,
  sendSilver,
  signUp,
  userDoc,
  useRulesEnv,
} from './helpers';
import { postDoc } from './social-helpers';
import { storageURL } from './storage-url';

const getEnv = useRulesEnv('demo-rules-account-deletion-no-comeback');
const GONE = 'gone';
const ANN_POST = 'annsPost000000000001';
const CLUB = 'annsClub';
const PAGE = toRestaurantPage('trattoria_viaappia1', { name: 'Trattoria', address: 'Via Appia 1' });

/** The error, or one of its causes, is the rules' refusal. */
function isPermissionDenied(err: unknown): boolean {
  for (let e = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === 'permission-denied') return true;
    if (/PERMISSION_DENIED/.test(String((e as Error).message ?? ''))) return true;
  }
  return false;
}

/**
 * The write fails: refused by the rules or, for a move that updates the user's own record (a bill, a
 * transfer, a follow, a group fee), because that record is gone, and creating it again is a sign-up,
 * which the rules refuse (the first test below).
 */
async function refused(write: Promise<unknown>, recordGone = false) {
  const err = await write.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, 'the write went through').not.toBeNull();
  const missingRecord = recordGone && /doesn't exist|NOT_FOUND|not-found/i.test(String(err));
  expect(isPermissionDenied(err) || missingRecord, `not refused: ${String(err)}`).toBe(true);
}

/** gone and ann signed up through the app's batch; ann's post; ann's club with gone a member. */
async function world() {
  const env = getEnv();
  await signUp(dbAs(env, GONE), { uid: GONE, username: 'gone_name', email: emailOf(GONE) });
  await signUp(dbAs(env, 'ann'), { uid: 'ann', username: 'ann_name', email: emailOf('ann') });
  await env.withSecurityRulesDisabled(async (ctx) => {
    const admin = ctx.firestore() as unknown as Firestore;
    await updateDoc(doc(admin, 'users', GONE), { goldPoints: 500, silverPoints: 500 });
  });
  await seed(env, {
    [`posts/${ANN_POST}`]: postDoc('ann'),
    [`restaurantPages/${PAGE.restaurantKey}`]: { name: PAGE.name, address: PAGE.address },
    [`eliteGroups/${CLUB}`]: {
      name: 'Club',
      region: 'Centro',
      city: 'Rome',
      description: 'Ann and friends',
      image: '',
      creatorId: 'ann',
      members: ['ann', GONE],
      pendingInvites: [],
      totalUsers: 2,
      totalPoints: 0,
      createdAt: new Date(),
      updatedAt: new Date(),
    },
  });
}

const goneDb = () => dbAs(getEnv(), GONE);

/** Every kind of create the deleting user could try, each the app's own write in their name. */
const CREATES: [string, (db: Firestore) => Promise<unknown>][] = [
  [
    'a post',
    (db) =>
      createPost(
        GONE,
        { content: 'Back from the dead', image: null, location: '' },
        undefined,
        undefined,
        db,
      ),
  ],
  ['a comment', (db) => addComment(GONE, { kind: 'post', id: ANN_POST }, 'Still here', db)],
  ['a like', (db) => setLiked(GONE, { kind: 'post', id: ANN_POST }, true, db)],
  ['a conversation opened', (db) => openConversation(GONE, 'ann', db)],
  ['a message', (db) => sendMessage({ senderId: GONE, receiverId: 'ann', content: 'Hi' }, db)],
  // the app's group chat write (sendGroupMessage wraps a refusal in its own text, without its cause)
  [
    'a group message',
    (db) =>
      addDoc(collection(db, 'eliteGroups', CLUB, 'messages'), {
        groupId: CLUB,
        userId: GONE,
        content: 'Hi all',
        image: '',
        createdAt: serverTimestamp(),
      }),
  ],
  [
    'a report',
    (db) =>
      sendReport(
        {
          reporterId: GONE,
          kind: 'post',
          itemId: ANN_POST,
          reportedUserId: 'ann',
          reason: 'spam',
          details: '',
        },
        db,
      ),
  ],
  ['a block', (db) => blockUser(GONE, 'ann', db)],
  ['notification preferences', (db) => saveNotificationPreference(GONE, 'like', false, undefined, db)],
  ['a language setting', (db) => saveAccountLanguage(GONE, 'it', db)],
  ['a want-to-try bookmark', (db) => addWantToTry(GONE, PAGE, undefined, db)],
  ['the restaurant diners setting', (db) => applyShowAmongDiners(GONE, false, { db })],
];

/** Moves that update the user's own record too. */
const RECORD_MOVES: [string, (db: Firestore) => Promise<unknown>][] = [
  ['a follow', (db) => follow(db, GONE, 'ann')],
  ['a bill', (db) => saveBill(db, GONE, sampleBill)],
  ['a transfer', (db) => sendSilver(db, GONE, 'ann', 5)],
  [
    'a group',
    (db) => createGroup(db, GONE, { ...sampleGroup, image: storageURL(`group-photos/${GONE}/abc.jpg`) }),
  ],
];

describe('before step 1, each move is allowed (the legal twins)', () => {
  test.each(CREATES)('%s', async (_name, move) => {
    await world();
    await assertSucceeds(move(goneDb()));
  });

  test.each(RECORD_MOVES)('%s', async (_name, move) => {
    await world();
    await assertSucceeds(move(goneDb()));
  });
});

describe('after step 1, nothing new in their name', () => {
  test('signing up again under the same uid is refused, with the old username or a new one', async () => {
    await world();
    await assertSucceeds(startDeletion(GONE, goneDb()));
    await assertFails(signUp(goneDb(), { uid: GONE, username: 'gone_name', email: emailOf(GONE) }));
    await assertFails(signUp(goneDb(), { uid: GONE, username: 'gone_again', email: emailOf(GONE) }));
    // the attack: private/account is still there until the deletion's last steps, so it is left out
    const again = { uid: GONE, username: 'gone_again', email: emailOf(GONE) };
    await assertFails(signUp(goneDb(), again, { account: 'skip' }));
    expect(await peek(getEnv(), `users/${GONE}`)).toBeUndefined();
    expect(await peek(getEnv(), 'usernames/gone_again')).toBeUndefined();
    // the username itself is free for anyone else
    await assertSucceeds(
      signUp(dbAs(getEnv(), 'newcomer'), {
        uid: 'newcomer',
        username: 'gone_name',
        email: emailOf('newcomer'),
      }),
    );
  });

  test.each(CREATES)('%s is refused', async (_name, move) => {
    await world();
    await assertSucceeds(startDeletion(GONE, goneDb()));
    await refused(move(goneDb()));
  });

  test.each(RECORD_MOVES)('%s is refused', async (_name, move) => {
    await world();
    await assertSucceeds(startDeletion(GONE, goneDb()));
    await refused(move(goneDb()), true);
  });

  test('a message leaves the receiver’s badge as it was', async () => {
    await world();
    await assertSucceeds(startDeletion(GONE, goneDb()));
    await refused(sendMessage({ senderId: GONE, receiverId: 'ann', content: 'Hi' }, goneDb()));
    expect(await peek(getEnv(), 'users/ann/private/unreadMessages')).toBeUndefined();
    expect(await peek(getEnv(), `conversations/ann_${GONE}`)).toBeUndefined();
  });
});

describe('a record beside a marker (no longer possible) opens nothing', () => {
  const marker = (gold: number) => ({
    startedAt: new Date(),
    username: 'gone_name',
    usernameLower: 'gone_name',
    goldPoints: gold,
    joinedGroups: [CLUB],
    restaurantKey: '',
  });

  test('the day’s bill counter is deleted only once the record is gone', async () => {
    await world();
    await seed(getEnv(), {
      [`users/${GONE}/private/billDay`]: {
        key: '2026-01-01',
        bills: 5,
        total: 2000,
        lastBillId: `${GONE}_1`,
      },
      [`users/${GONE}/private/deletion`]: marker(0),
    });
    await assertFails(deleteDoc(doc(goneDb(), `users/${GONE}/private/billDay`)));
    await getEnv().withSecurityRulesDisabled(async (ctx) => {
      await deleteDoc(doc(ctx.firestore() as unknown as Firestore, `users/${GONE}`));
    });
    await assertSucceeds(deleteDoc(doc(goneDb(), `users/${GONE}/private/billDay`)));
  });

  test('a group is left for the marker’s gold only once the record is gone', async () => {
    await world();
    await seed(getEnv(), {
      [`eliteGroups/${CLUB}`]: { ...(await peek(getEnv(), `eliteGroups/${CLUB}`)), totalPoints: 300 },
      [`users/${GONE}`]: userDoc(GONE, { goldPoints: 0, joinedGroups: [CLUB] }),
      [`users/${GONE}/private/deletion`]: marker(300),
    });
    await refused(exitGroup(goneDb(), GONE, CLUB, 300));
    expect(await peek(getEnv(), `eliteGroups/${CLUB}`)).toMatchObject({
      totalPoints: 300,
      members: ['ann', GONE],
    });
    await getEnv().withSecurityRulesDisabled(async (ctx) => {
      await deleteDoc(doc(ctx.firestore() as unknown as Firestore, `users/${GONE}`));
    });
    await assertSucceeds(exitGroup(goneDb(), GONE, CLUB, 300));
    expect(await peek(getEnv(), `eliteGroups/${CLUB}`)).toMatchObject({ totalPoints: 0, members: ['ann'] });
    // read back as the group's reader would
    expect((await getDoc(doc(dbAs(getEnv(), 'ann'), 'eliteGroups', CLUB))).data()?.totalUsers).toBe(1);
  });
});
