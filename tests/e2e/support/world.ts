// A diner's world arranged over REST for the walks over every screen (accessibility.spec.ts,
// in English and Italian): followers, bills, a transfer, a post with a comment, a conversation, a group with its
// chat, notifications of every kind, and an owner's restaurant with a diner's bill.
import { restaurantKeyOf } from '../../../src/domain/restaurant-key';
import { commitDocs, createUser, type TestUser } from './fixtures';
import { arrangeFollow } from './points';
import { arrangeBill, arrangeTransfer, hoursAgo, isoDay, patchUser } from './profile';

export async function arrangeGroup(creator: TestUser, members: TestUser[] = []): Promise<string> {
  const id = `a11y-${creator.uid}`;
  const now = new Date();
  await commitDocs([
    [
      `eliteGroups/${id}`,
      {
        name: `Brera Gourmets ${creator.username.slice(-4)}`,
        region: 'Brera',
        city: 'Milan',
        description: 'Milan diners who love risotto',
        image: '',
        creatorId: creator.uid,
        members: [creator.uid, ...members.map((m) => m.uid)],
        pendingInvites: [],
        totalUsers: 1 + members.length,
        totalPoints: 500,
        createdAt: now,
        updatedAt: now,
      },
    ],
    [
      `eliteGroups/${id}/messages/m1`,
      { groupId: id, userId: creator.uid, content: 'Dinner on Friday?', image: '', createdAt: hoursAgo(1) },
    ],
  ]);
  return id;
}

async function arrangePost(author: TestUser, commenter: TestUser): Promise<string> {
  const id = `a11y-post-${author.uid}`;
  const at = hoursAgo(2);
  await commitDocs([
    [
      `posts/${id}`,
      {
        userId: author.uid,
        content: 'Best cacio e pepe in Trastevere',
        location: 'Rome',
        likeCount: 0,
        commentCount: 1,
        lastCommentId: `${id}-c1`,
        createdAt: at,
        updatedAt: at,
      },
    ],
    [
      `comments/${id}-c1`,
      {
        userId: commenter.uid,
        postId: id,
        content: 'Looks delicious!',
        createdAt: hoursAgo(1),
        updatedAt: hoursAgo(1),
      },
    ],
  ]);
  return id;
}

async function arrangeConversation(a: TestUser, b: TestUser) {
  const [p0, p1] = [a.uid, b.uid].sort() as [string, string];
  const id = `${p0}_${p1}`;
  const first = hoursAgo(3);
  const last = hoursAgo(1);
  await commitDocs([
    [
      `conversations/${id}/messages/m1`,
      {
        senderId: a.uid,
        receiverId: b.uid,
        conversationId: id,
        content: 'Lunch tomorrow?',
        read: true,
        readAt: first,
        createdAt: first,
      },
    ],
    [
      `conversations/${id}/messages/m2`,
      {
        senderId: b.uid,
        receiverId: a.uid,
        conversationId: id,
        content: 'Sure, at noon',
        read: false,
        readAt: null,
        createdAt: last,
      },
    ],
    [
      `conversations/${id}`,
      {
        participants: [p0, p1],
        lastMessage: 'Sure, at noon',
        lastMessageAt: last,
        lastMessageId: 'm2',
        lastSenderId: b.uid,
        updatedAt: last,
        unreadCount: 1,
        unread: { [a.uid]: 1, [b.uid]: 0 },
        lastReadIds: ['m1'],
        lastReadAt: first,
      },
    ],
  ]);
}

async function arrangeNotifications(recipient: TestUser, actor: TestUser, postId: string, groupId: string) {
  const base = {
    recipientId: recipient.uid,
    actorId: actor.uid,
    actor: { username: actor.username, photoURL: '' },
    readAt: null,
  };
  await commitDocs([
    [
      `notifications/a11y-like-${recipient.uid}`,
      {
        ...base,
        type: 'like',
        targetId: postId,
        content: 'liked your post',
        read: false,
        createdAt: hoursAgo(1),
      },
    ],
    [
      `notifications/a11y-follow-${recipient.uid}`,
      {
        ...base,
        type: 'follow',
        targetId: recipient.uid,
        content: 'started following you',
        read: true,
        createdAt: hoursAgo(2),
      },
    ],
    [
      `notifications/a11y-points-${recipient.uid}`,
      {
        ...base,
        type: 'points',
        targetId: recipient.uid,
        content: 'sent you 5 silver points',
        read: false,
        createdAt: hoursAgo(3),
      },
    ],
    [
      `notifications/a11y-invite-${recipient.uid}`,
      {
        ...base,
        type: 'group_invite',
        targetId: groupId,
        content: 'invited you to join Brera Gourmets',
        read: false,
        createdAt: hoursAgo(4),
      },
    ],
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
/** An owner with a restaurant profile and one diner's bill there, with its statistics. Returns the name. */
export async function arrangeRestaurant(owner: TestUser, diner: TestUser): Promise<string> {
  const name = `Osteria A11y ${owner.username.slice(-4)}`;
  const address = 'Via Garibaldi 7, 10122 Torino';
  await patchUser(owner, {
    isRestaurantOwner: true,
    restaurantActivatedAt: hoursAgo(48),
    restaurantProfile: {
      name,
      description: 'Piedmontese classics',
      address,
      cuisine: 'Italian',
      priceRange: '€€',
      openingHours: 'Tue-Sun 12-15, 19-23',
      phone: '+39 011 123456',
      website: 'https://osteria.example',
      rating: 4.5,
      reviews: 12,
      updatedAt: hoursAgo(24),
    },
  });
  const billAt = hoursAgo(20);
  await commitDocs([
    // A diner's bill at this restaurant, as the scan stores it (restaurantKey: what the owner's charts query).
    [
      `bills/a11y-${owner.uid}`,
      {
        userId: diner.uid,
        restaurantName: name,
        address,
        restaurantKey: restaurantKeyOf(name, address),
        totalAmount: 120,
        date: isoDay(1),
        items: [],
        goldPointsEarned: 120,
        status: 'processed',
        receiptKey: `${isoDay(1)}_a11y-${owner.uid}`,
        createdAt: billAt,
        updatedAt: billAt,
      },
    ],
    [
      `users/${owner.uid}/private/restaurantStats`,
      {
        totalBills: 1,
        totalRevenue: 120,
        spenders: { [diner.uid]: { amount: 120, visits: 1, lastVisit: isoDay(1) } },
        lastBillAt: billAt,
      },
    ],
  ]);
  return name;
}
