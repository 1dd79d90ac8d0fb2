// A small world around one user about to delete their account (decision 0032), built through the app's
// own functions where they exist (likes, comments, follows, a transfer, messages, joining groups) with
// the real rules, and then step 1 as decision 0031 has it: the marker written, the user document and
// the username deleted (here with the rules off: its rules are E's).
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, increment, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { joinGroup } from '@/features/groups/api/membership';
import { sendGroupMessage } from '@/features/groups/api/send-group-message';
import { sendMessage } from '@/features/messages/api/send-message';
import { transferPoints } from '@/features/points/api/transfer-points';
import { setFollowing } from '@/features/profile/api/set-following';
import { addComment } from '@/social/api/comments';
import { setLiked } from '@/social/api/likes';
import { startDeletionSteps } from '@/features/account/api/deletion/steps/start-deletion';
import { newPost } from '@/features/feed/api/post-doc';
import { newReview } from '@/features/restaurant-pages/api/review-docs';
import { restaurantKeyOf } from '@/domain/restaurant-key';
import { inviteContent } from '@/features/groups/model/group';
import { billDocs, groupDoc, notificationDoc } from '../../fixtures/seed-docs';
import { stamped, stepDocs, type SeedDoc } from '../../fixtures/step-docs';
import { newUserDoc, refsFirestore, signUpDocs } from '../../fixtures/user-doc';

export const GONE = 'goneUid7';
export const GONE_NAME = 'GoneGourmet';
export const GONE_GOLD = 300;
/** The deleting user's post, ann's post, bob's bill, the deleting user's bill. */
export const MY_POST = 'goneGonePost00000001';
const ANN_POST = 'annsPost000000000001';
const BOB_BILL = 'bob_1700000000001';
export const MY_BILL = `${GONE}_1700000000002`;
/** ann's group (joined), the deleting user's group with bob, the one they are alone in, bob's (invited). */
/** The restaurant of both bills: the user and bob reviewed it and have a diner record there (0039). */
export const REVIEWED = restaurantKeyOf('Trattoria Roma', 'Via Appia 1, Rome');

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

const post = (userId: string): DocumentData =>
  stamped(newPost(userId, { content: 'Risotto night' }), new Date());
/** As a scan saves it (42 gold), under a receipt key of the world's own. */
const bill = (userId: string, billId: string): SeedDoc[] =>
  billDocs(
    userId,
    { restaurantName: 'Trattoria Roma', address: 'Via Appia 1, Rome', totalAmount: 42.5, date: '2026-11-20' },
    { billId, at: new Date(), receiptKey: `k-${userId}` },
  );
const GOLDEN_ROMANS = {
  name: 'Golden Romans',
  region: 'Trastevere',
  city: 'Rome',
  description: 'Big spenders',
  image: '',
};
/** The group as created with `gold`, and the creator's invites since (invite-members.ts). */
const group = (creatorId: string, groupId: string, gold: number, pendingInvites: string[] = []): SeedDoc => {
  const [path, data] = groupDoc(creatorId, groupId, GOLDEN_ROMANS, gold, new Date());
  return [path, { ...data, pendingInvites }];
};

/** The documents no app function writes here: users, posts, bills, groups and their invites. */
async function seedBase(env: RulesTestEnvironment) {
  await admin(env, async (db) => {
    const b = writeBatch(db);
    const set = (path: string, data: DocumentData) => b.set(doc(db, path), data);
    set(`users/${GONE}`, newUserDoc(GONE, { username: GONE_NAME, goldPoints: GONE_GOLD, silverPoints: 50 }));
    // The username claim as sign-up writes it (the user document above is sign-up's too).
    const claim = signUpDocs(GONE, GONE_NAME, null).find(([path]) => path.startsWith('usernames/'))!;
    set(...claim);
    set('users/ann', newUserDoc('ann', { goldPoints: 200, silverPoints: 20 }));
    set('users/bob', newUserDoc('bob', { goldPoints: 100 }));
    set(`posts/${MY_POST}`, post(GONE));
    set(`posts/${ANN_POST}`, post('ann'));
    for (const [path, data] of [...bill('bob', BOB_BILL), ...bill(GONE, MY_BILL)]) set(path, data);
    // Both diners' records and reviews there (4 and 5 stars), the page counting both.
    for (const [uid, billId, rating] of [
      [GONE, MY_BILL, 4],
      ['bob', BOB_BILL, 5],
    ] as const) {
      set(`restaurantPages/${REVIEWED}/diners/${uid}`, {
        userId: uid,
        visits: 1,
        gold: 42,
        firstVisit: '2026-11-20',
        lastVisit: '2026-11-20',
        lastBillId: billId,
        visible: true,
      });
      const review = newReview(
        uid,
        { rating, text: `Review by ${uid}`, photos: [] },
        { billId, visitDate: '2026-11-20', visits: 1 },
      );
      set(`restaurantPages/${REVIEWED}/reviews/${uid}`, stamped(review, new Date()));
    }
    set(`restaurantPages/${REVIEWED}`, {
      name: 'Trattoria Roma',
      address: 'Via Appia 1, Rome',
      billCount: 2,
      dinerCount: 2,
      ratingCount: 2,
      ratingSum: 9,
      stars: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 },
      lastBillAt: new Date(),
      createdAt: new Date(),
    });
    set(...group('ann', JOINED, 200, [GONE]));
    set(...group(GONE, SHARED, 250, ['bob', 'ann']));
    set(...group(GONE, ALONE, 250));
    set(...group('bob', INVITED, 100, [GONE]));
    // The invites' notifications: ann's unread one from the deleting user counts on her badge.
    const invite = (actorId: string, recipientId: string, groupId: string) =>
      notificationDoc(
        {
          recipientId,
          actorId,
          actor: { username: actorId === GONE ? GONE_NAME : actorId, photoURL: '' },
          type: 'group_invite',
          targetId: groupId,
          content: inviteContent(GOLDEN_ROMANS.name),
        },
        new Date(),
      );
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
    const [[markerPath, marker]] = stepDocs(
      startDeletionSteps(refsFirestore(), GONE, u, true),
      new Date(),
      'marker',
    ) as [SeedDoc];
    b.set(doc(db, markerPath), marker);
    b.delete(doc(db, 'users', GONE));
    b.delete(doc(db, 'usernames', GONE_NAME.toLowerCase()));
    await b.commit();
  });
}
