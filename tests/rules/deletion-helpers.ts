// Fixtures for the rules of an account's content deletion (decision 0032): "gone" is deleting their
// account (step 1 done: the marker written, their user document deleted, with the rules off as step 1's
// rules are decision 0031's), ann and bob are others. Each fixture document names what it is for.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, doc, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { userDoc } from './helpers';

export const GONE = 'gone';
export const GOLD = 300;
/** gone's post, liked by ann and commented by ann; ann's post, liked by bob. */
export const MY_POST = 'gonesPost00000000001';
export const ANN_POST = 'annsPost000000000001';
export const MY_BILL = 'gone_1700000000001';
/** ann's group gone joined; gone's group with bob and ann; gone's group alone; bob's, gone invited. */
export const JOINED = 'gJoined';
export const MINE = 'gMine';
export const ALONE = 'gAlone';
export const INVITED = 'gInvited';

const now = () => Timestamp.now();

function group(creatorId: string, members: string[], extra: DocumentData = {}): DocumentData {
  return {
    name: 'Golden Romans',
    region: 'Trastevere',
    city: 'Rome',
    description: 'Big spenders',
    image: '',
    creatorId,
    members,
    pendingInvites: [],
    totalUsers: members.length,
    totalPoints: 1000,
    createdAt: now(),
    updatedAt: now(),
    ...extra,
  };
}

function notice(actorId: string, recipientId: string, read = false): DocumentData {
  return {
    recipientId,
    actorId,
    actor: { username: actorId, photoURL: '' },
    type: 'follow',
    targetId: `${actorId}_${recipientId}`,
    content: 'started following you',
    read,
    readAt: read ? now() : null,
    createdAt: now(),
  };
}

const post = (userId: string, likeCount: number, commentCount: number) => ({
  userId,
  content: 'Risotto',
  likeCount,
  commentCount,
  createdAt: now(),
  updatedAt: now(),
});

/** The world; `marker` false: gone's user document is gone but no deletion was started. */
export async function seedDeletion(env: RulesTestEnvironment, marker = true): Promise<void> {
  const docs: Record<string, DocumentData> = {
    'users/ann': userDoc('ann', { followers: 2, following: 1, lastFollowId: 'ann_gone', likeCount: 1 }),
    'users/bob': userDoc('bob', { following: 1 }),
    [`posts/${MY_POST}`]: post(GONE, 1, 1),
    [`likes/ann_${MY_POST}`]: { userId: 'ann', billId: MY_POST, targetType: 'post', createdAt: now() },
    'comments/annOnMine': {
      userId: 'ann',
      postId: MY_POST,
      content: 'Yum',
      createdAt: now(),
      updatedAt: now(),
    },
    [`posts/${ANN_POST}`]: post('ann', 1, 1),
    [`likes/bob_${ANN_POST}`]: { userId: 'bob', billId: ANN_POST, targetType: 'post', createdAt: now() },
    'comments/bobOnAnns': {
      userId: 'bob',
      postId: ANN_POST,
      content: 'Hm',
      createdAt: now(),
      updatedAt: now(),
    },
    [`bills/${MY_BILL}`]: { userId: GONE, totalAmount: 42.5, likeCount: 1, createdAt: now() },
    [`likes/ann_${MY_BILL}`]: { userId: 'ann', billId: MY_BILL, targetType: 'bill', createdAt: now() },
    'likes/ann_gone': { userId: 'ann', billId: GONE, targetType: 'user', createdAt: now() },
    'likes/bob_ann': { userId: 'bob', billId: 'ann', targetType: 'user', createdAt: now() },
    'follows/gone_ann': { followerId: GONE, targetUserId: 'ann', createdAt: now() },
    'follows/ann_gone': { followerId: 'ann', targetUserId: GONE, createdAt: now() },
    'follows/bob_ann': { followerId: 'bob', targetUserId: 'ann', createdAt: now() },
    'notifications/toGone': notice('ann', GONE),
    'notifications/fromGone': notice(GONE, 'ann'),
    'notifications/fromGoneRead': notice(GONE, 'bob', true),
    'notifications/bobToAnn': notice('bob', 'ann'),
    'users/ann/private/unreadNotifications': { count: 2, lastNotificationId: 'bobToAnn' },
    [`eliteGroups/${JOINED}`]: group('ann', ['ann', GONE], { totalPoints: 500 }),
    [`eliteGroups/${MINE}`]: group(GONE, [GONE, 'bob', 'ann'], { totalPoints: 700 }),
    [`eliteGroups/${ALONE}`]: group(GONE, [GONE], { totalPoints: 300 }),
    [`eliteGroups/${ALONE}/messages/m1`]: {
      groupId: ALONE,
      userId: GONE,
      content: 'Hi',
      image: '',
      createdAt: now(),
    },
    [`eliteGroups/${INVITED}`]: group('bob', ['bob'], { pendingInvites: [GONE, 'ann'], lastMemberId: GONE }),
  };
  if (marker) {
    docs[`users/${GONE}/private/deletion`] = {
      startedAt: now(),
      username: GONE,
      usernameLower: GONE,
      goldPoints: GOLD,
      joinedGroups: [JOINED, MINE, ALONE],
    };
  }
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    const batch = writeBatch(db);
    for (const [path, data] of Object.entries(docs)) batch.set(doc(db, path), data);
    await batch.commit();
  });
}

/** The marker deleted again (with the rules off): gone without a deletion under way. */
export async function dropMarker(env: RulesTestEnvironment): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    const batch = writeBatch(db);
    batch.delete(doc(db, `users/${GONE}/private/deletion`));
    await batch.commit();
  });
}
