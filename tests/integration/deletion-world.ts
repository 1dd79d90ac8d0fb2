// A small world around one user about to delete their account (decision 0032), built through the app's
// own functions where they exist (likes, comments, follows, a transfer, messages, joining groups) with
// the real rules, and then step 1 as decision 0031 has it: the marker written, the user document and
// the username deleted (here with the rules off: its rules are E's).
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  doc,
  getDoc,
  increment,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { joinGroup } from '@/features/groups/api/membership';
import { sendGroupMessage } from '@/features/groups/api/send-group-message';
import { sendMessage } from '@/features/messages/api/send-message';
import { transferPoints } from '@/features/points/api/transfer-points';
import { setFollowing } from '@/features/profile/api/set-following';
import { addComment } from '@/social/api/comments';
import { setLiked } from '@/social/api/likes';
import { newUserDoc } from '../../scripts/user-doc';

export const GONE = 'goneUid7';
export const GONE_NAME = 'GoneGourmet';
export const GONE_GOLD = 300;
/** The deleting user's post, ann's post, bob's bill, the deleting user's bill. */
export const MY_POST = 'goneGonePost00000001';
const ANN_POST = 'annsPost000000000001';
const BOB_BILL = 'bob_1700000000001';
export const MY_BILL = `${GONE}_1700000000002`;
/** ann's group (joined), the deleting user's group with bob, the one they are alone in, bob's (invited). */
export const JOINED = 'groupJoined000000001';
export const SHARED = 'groupShared000000001';
export const ALONE = 'groupAlone0000000001';
export const INVITED = 'groupInvited00000001';

export async function admin<T>(env: RulesTestEnvironment, fn: (db: Firestore) => Promise<T>): Promise<T> {
  let out: T | undefined;
  await env.withSecurityRulesDisabled(async (ctx) => {
    out = await fn(ctx.firestore() as unknown as Firestore);
  });
  return out as T;
}

export const dbOf = (env: RulesTestEnvironment, uid: string) =>
  env.authenticatedContext(uid).firestore() as unknown as Firestore;

const now = () => Timestamp.now();
const post = (userId: string): DocumentData => ({
  userId,
  content: 'Risotto night',
  likeCount: 0,
  commentCount: 0,
  createdAt: now(),
  updatedAt: now(),
});
const bill = (userId: string): DocumentData => ({
  userId,
  restaurantName: 'Trattoria Roma',
  address: 'Via Appia 1, Rome',
  totalAmount: 42.5,
  date: '2026-11-20',
  items: [],
  goldPointsEarned: 42,
  status: 'processed',
  receiptKey: `k-${userId}`,
  createdAt: now(),
  updatedAt: now(),
});
const group = (creatorId: string, extra: DocumentData): DocumentData => ({
  name: 'Golden Romans',
  region: 'Trastevere',
  city: 'Rome',
  description: 'Big spenders',
  image: '',
  creatorId,
  members: [creatorId],
  pendingInvites: [],
  totalUsers: 1,
  totalPoints: 0,
  createdAt: now(),
  updatedAt: now(),
  ...extra,
});

/** The documents no app function writes here: users, posts, bills, groups and their invites. */
async function seedBase(env: RulesTestEnvironment) {
  await admin(env, async (db) => {
    const b = writeBatch(db);
    const set = (path: string, data: DocumentData) => b.set(doc(db, path), data);
    set(`users/${GONE}`, newUserDoc(GONE, { username: GONE_NAME, goldPoints: GONE_GOLD, silverPoints: 50 }));
    set(`usernames/${GONE_NAME.toLowerCase()}`, { uid: GONE, createdAt: now() });
    set('users/ann', newUserDoc('ann', { goldPoints: 200, silverPoints: 20 }));
    set('users/bob', newUserDoc('bob', { goldPoints: 100 }));
    set(`posts/${MY_POST}`, post(GONE));
    set(`posts/${ANN_POST}`, post('ann'));
    set(`bills/${BOB_BILL}`, bill('bob'));
    set(`bills/${MY_BILL}`, bill(GONE));
    set(`eliteGroups/${JOINED}`, group('ann', { pendingInvites: [GONE], totalPoints: 200 }));
    set(`eliteGroups/${SHARED}`, group(GONE, { pendingInvites: ['bob', 'ann'], totalPoints: 250 }));
    set(`eliteGroups/${ALONE}`, group(GONE, { totalPoints: 250 }));
    set(`eliteGroups/${INVITED}`, group('bob', { pendingInvites: [GONE], totalPoints: 100 }));
    // The invites' notifications: ann's unread one from the deleting user counts on her badge.
    const invite = (actorId: string, recipientId: string, groupId: string) => ({
      recipientId,
      actorId,
      actor: { username: actorId === GONE ? GONE_NAME : actorId, photoURL: '' },
      type: 'group_invite',
      targetId: groupId,
      content: 'invited you to join Golden Romans',
      read: false,
      readAt: null,
      createdAt: now(),
    });
    set(`notifications/group_invite_${SHARED}_ann`, invite(GONE, 'ann', SHARED));
    b.set(
      doc(db, 'users/ann/private/unreadNotifications'),
      { count: increment(1), lastNotificationId: `group_invite_${SHARED}_ann` },
      { merge: true },
    );
    set(`notifications/group_invite_${INVITED}_${GONE}`, invite('bob', GONE, INVITED));
    await b.commit();
  });
}

/** Likes and comments made and received, follows both ways, a transfer, messages, groups joined. */
export async function buildWorld(env: RulesTestEnvironment): Promise<void> {
  await seedBase(env);
  const me = dbOf(env, GONE);
  const ann = dbOf(env, 'ann');
  const bob = dbOf(env, 'bob');
  // Made: on ann's post, bob's bill, ann's card, and the user's own post (their own like).
  await setLiked(GONE, { kind: 'post', id: ANN_POST }, true, me);
  await setLiked(GONE, { kind: 'bill', id: BOB_BILL }, true, me);
  await setLiked(GONE, { kind: 'user', id: 'ann' }, true, me);
  await setLiked(GONE, { kind: 'post', id: MY_POST }, true, me);
  await setLiked(GONE, { kind: 'user', id: GONE }, true, me);
  await addComment(GONE, { kind: 'post', id: ANN_POST }, 'Looks great', me);
  await addComment(GONE, { kind: 'bill', id: BOB_BILL }, 'Nice place', me);
  await addComment(GONE, { kind: 'post', id: MY_POST }, 'My own words', me);
  // Received: on the user's post, bill and card.
  for (const [db, uid] of [
    [ann, 'ann'],
    [bob, 'bob'],
  ] as const) {
    await setLiked(uid, { kind: 'post', id: MY_POST }, true, db);
    await setLiked(uid, { kind: 'bill', id: MY_BILL }, true, db);
    await setLiked(uid, { kind: 'user', id: GONE }, true, db);
    await addComment(uid, { kind: 'post', id: MY_POST }, `Yum from ${uid}`, db);
  }
  await addComment('ann', { kind: 'bill', id: MY_BILL }, 'Kept on the bill', ann);
  // Follows both ways.
  await setFollowing(GONE, 'ann', true, me);
  await setFollowing('bob', GONE, true, bob);
  await setFollowing('ann', GONE, true, ann);
  // A transfer each way, a conversation.
  await transferPoints({ senderId: GONE, receiverId: 'ann', amount: 5 }, me);
  await transferPoints({ senderId: 'ann', receiverId: GONE, amount: 3 }, ann);
  await sendMessage({ senderId: GONE, receiverId: 'ann', content: 'Hello ann' }, me);
  await sendMessage({ senderId: 'ann', receiverId: GONE, content: 'Hello you' }, ann);
  // Groups: joined ann's, bob joined theirs; chat in each.
  await joinGroup(JOINED, GONE, me);
  await joinGroup(SHARED, 'bob', bob);
  await sendGroupMessage(JOINED, GONE, 'Hi group', '', me);
  await sendGroupMessage(SHARED, GONE, 'Welcome bob', '', me);
  await sendGroupMessage(ALONE, GONE, 'Just me', '', me);
}

/** Step 1 (decision 0031, E's rules): the marker with the user document's copies; user and username gone. */
export async function stepOne(env: RulesTestEnvironment): Promise<void> {
  await admin(env, async (db) => {
    const u = (await getDoc(doc(db, 'users', GONE))).data() ?? {};
    const b = writeBatch(db);
    b.set(doc(db, 'users', GONE, 'private', 'deletion'), {
      startedAt: now(),
      username: u.username,
      usernameLower: u.usernameLower,
      goldPoints: u.goldPoints,
      joinedGroups: u.joinedGroups,
    });
    b.delete(doc(db, 'users', GONE));
    b.delete(doc(db, 'usernames', GONE_NAME.toLowerCase()));
    await b.commit();
  });
}
