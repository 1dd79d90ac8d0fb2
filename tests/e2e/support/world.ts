// A diner's world arranged over REST for the walks over every screen (accessibility.spec.ts,
// in English and Italian): followers, bills, a transfer, a post with a comment, a conversation, a group with its
// chat, notifications of every kind, and an owner's restaurant with a diner's bill.
import type { DocumentData } from 'firebase/firestore';
import { newPost } from '../../../src/features/feed/api/post-doc';
import { newGroupMessage } from '../../../src/features/groups/api/group-message-doc';
import { newConversation, newMessage } from '../../../src/features/messages/api/message-docs';
import { restaurantProfileDoc } from '../../../src/features/owner-dashboard/api/restaurant-profile-doc';
import { restaurantKeyOf } from '../../../src/domain/restaurant-key';
import { NOTIFICATION_TEXT, type NotificationType } from '../../../src/social/api/notification-docs';
import { newComment } from '../../../src/social/api/reaction-docs';
import {
  billDocs,
  countedInCities,
  groupDoc,
  notificationDoc,
  restaurantPageDocs,
} from '../../../fixtures/seed-docs';
import { stamped } from '../../../fixtures/step-docs';
import { commitDocs, createUser, type TestUser } from './fixtures';
import { arrangeFollow } from './points';
import { arrangeBill, arrangeTransfer, hoursAgo, isoDay, patchUser } from './profile';

/**
 * A group of the creator's own, counted in a city of its own (decision 0052), so that the Elite Cities
 * have a row whatever else the suite's project holds. Returns the city's name.
 */
export async function arrangeCountedCity(creator: TestUser): Promise<string> {
  const city = `Brera ${creator.uid.slice(-6)}`;
  const fields = {
    name: `City Gourmets ${creator.username.slice(-4)}`,
    region: 'Brera',
    city,
    description: 'Risotto lovers',
    image: '',
  };
  await commitDocs(
    countedInCities([groupDoc(creator.uid, `a11y-city-${creator.uid}`, fields, 500, new Date())], new Date()),
  );
  return city;
}

export async function arrangeGroup(creator: TestUser, members: TestUser[] = []): Promise<string> {
  const id = `a11y-${creator.uid}`;
  const fields = {
    name: `Brera Gourmets ${creator.username.slice(-4)}`,
    region: 'Brera',
    city: 'Milan',
    description: 'Milan diners who love risotto',
    image: '',
  };
  await commitDocs([
    groupDoc(
      creator.uid,
      id,
      fields,
      500,
      new Date(),
      members.map((m) => m.uid),
    ),
    [
      `eliteGroups/${id}/messages/m1`,
      stamped(newGroupMessage(id, creator.uid, 'Dinner on Friday?', ''), hoursAgo(1)),
    ],
  ]);
  return id;
}

async function arrangePost(author: TestUser, commenter: TestUser): Promise<string> {
  const id = `a11y-post-${author.uid}`;
  const post = newPost(author.uid, { content: 'Best cacio e pepe in Trastevere', location: 'Rome' });
  const comment = newComment(commenter.uid, { kind: 'post', id }, 'Looks delicious!');
  await commitDocs([
    // The comment's write raised the post's count and named it (comments.ts).
    [`posts/${id}`, { ...stamped(post, hoursAgo(2)), commentCount: 1, lastCommentId: `${id}-c1` }],
    [`comments/${id}-c1`, stamped(comment, hoursAgo(1))],
  ]);
  return id;
}

/** a wrote first (read), b answered (unread): as the sends and a's mark-read of m1 leave them. */
async function arrangeConversation(a: TestUser, b: TestUser) {
  const [p0, p1] = [a.uid, b.uid].sort() as [string, string];
  const id = `${p0}_${p1}`;
  const first = hoursAgo(3);
  const last = hoursAgo(1);
  const question = { senderId: a.uid, receiverId: b.uid, conversationId: id, content: 'Lunch tomorrow?' };
  const answer = { senderId: b.uid, receiverId: a.uid, conversationId: id, content: 'Sure, at noon' };
  await commitDocs([
    [
      `conversations/${id}/messages/m1`,
      { ...stamped(newMessage(question), first), read: true, readAt: first },
    ],
    [`conversations/${id}/messages/m2`, stamped(newMessage(answer), last)],
    [
      `conversations/${id}`,
      {
        ...stamped(newConversation([p0, p1], { ...answer, messageId: 'm2' }), last),
        lastReadIds: ['m1'],
        lastReadAt: first,
      },
    ],
  ]);
}

async function arrangeNotifications(recipient: TestUser, actor: TestUser, postId: string, groupId: string) {
  const from = {
    recipientId: recipient.uid,
    actorId: actor.uid,
    actor: { username: actor.username, photoURL: '' },
  };
  const notice = (id: string, type: NotificationType, targetId: string, content: string, hours: number) =>
    [
      `notifications/a11y-${id}-${recipient.uid}`,
      notificationDoc({ ...from, type, targetId, content }, hoursAgo(hours)),
    ] as [string, DocumentData];
  const [follow, followData] = notice('follow', 'follow', recipient.uid, NOTIFICATION_TEXT.followed, 2);
  await commitDocs([
    notice('like', 'like', postId, NOTIFICATION_TEXT.likedPost, 1),
    // Seen already: the screen shows read and unread ones.
    [follow, { ...followData, read: true }],
    notice('points', 'points', recipient.uid, NOTIFICATION_TEXT.points(5), 3),
    notice('invite', 'group_invite', groupId, 'invited you to join Brera Gourmets', 4),
  ]);
}

/** A diner with followers, following, bills, a transfer, a post, a conversation and a group. */
export async function arrangeWorld() {
  const me = await createUser({ gold: 640, silver: 120 });
  const friend = await createUser({ gold: 320 });
  const other = await createUser({ gold: 90 });
  await arrangeFollow(friend, me);
  await arrangeFollow(me, friend);
  await arrangeFollow(me, other);
  await arrangeBill(me, {
    restaurantName: 'Trattoria Bella',
    address: 'Via Roma 1, Milano',
    totalAmount: 84.5,
    date: isoDay(2),
  });
  await arrangeTransfer(me, friend, 10, hoursAgo(5));
  const postId = await arrangePost(friend, me);
  await arrangeConversation(me, friend);
  const groupId = await arrangeGroup(me, [friend]);
  await arrangeNotifications(me, friend, postId, groupId);
  return { me, friend, other, postId, groupId };
}
/** The address of every arranged restaurant (arrangeRestaurant): their names differ. */
export const ARRANGED_ADDRESS = 'Via Garibaldi 7, 10122 Torino';

/** An owner with a restaurant profile and one diner's bill there, with its statistics. Returns the name. */
export function arrangeRestaurant(owner: TestUser, diner: TestUser): Promise<string> {
  return arrangeRestaurantWithDiners(owner, [{ diner, amount: 120 }]);
}

/**
 * An owner with a claimed restaurant profile named `{prefix} {owner's last 4}`, and each diner's one bill
 * there of their amount: the bills, the public page and diner records they leave (decision 0038), the
 * claim, and the owner's statistics summing them. Returns the restaurant's name.
 */
export async function arrangeRestaurantWithDiners(
  owner: TestUser,
  diners: readonly { diner: TestUser; amount: number }[],
  { prefix = 'Osteria A11y', rating = { rating: 4.5, reviews: 12 } } = {},
): Promise<string> {
  const name = `${prefix} ${owner.username.slice(-4)}`;
  const address = ARRANGED_ADDRESS;
  const restaurantKey = restaurantKeyOf(name, address);
  await patchUser(owner, {
    isRestaurantOwner: true,
    restaurantActivatedAt: hoursAgo(48),
    restaurantProfile: stamped(
      restaurantProfileDoc(
        {
          name,
          description: 'Piedmontese classics',
          address,
          cuisine: 'Italian',
          priceRange: '€€',
          openingHours: 'Tue-Sun 12-15, 19-23',
          phone: '+39 011 123456',
          website: 'https://osteria.example',
        },
        restaurantKey,
        rating,
      ),
      hoursAgo(24),
    ),
  });
  const bills = diners.map(({ diner, amount }, i) => {
    const at = hoursAgo(20 + i);
    // As the app names bills ({uid}_{digits}): a review names it, and the rules check its shape.
    const billId = `${diner.uid}_${at.getTime()}`;
    return {
      uid: diner.uid,
      billId,
      at,
      bill: { restaurantName: name, address, totalAmount: amount, date: isoDay(1) },
    };
  });
  await commitDocs([
    // Each diner's bill, as the scan stores it (restaurantKey: what the owner's charts query).
    ...bills.flatMap((b) =>
      billDocs(b.uid, b.bill, { billId: b.billId, at: b.at, receiptKey: `${isoDay(1)}_${b.billId}` }),
    ),
    // The public page and the diners' records there, as the bills' writes leave them (decision 0038).
    ...restaurantPageDocs(bills),
    // The owner's claim of the restaurant (decision 0008), which the page reads to show their profile.
    [`restaurants/${restaurantKey}`, { ownerId: owner.uid, createdAt: hoursAgo(24) }],
    // Not from billWriteSteps: its owner step adds with increments to what is stored; here the sums.
    [
      `users/${owner.uid}/private/restaurantStats`,
      {
        totalBills: bills.length,
        totalRevenue: diners.reduce((sum, d) => sum + d.amount, 0),
        spenders: Object.fromEntries(
          diners.map(({ diner, amount }) => [diner.uid, { amount, visits: 1, lastVisit: isoDay(1) }]),
        ),
        lastBillAt: bills[0]!.at,
      },
    ],
  ]);
  return name;
}
