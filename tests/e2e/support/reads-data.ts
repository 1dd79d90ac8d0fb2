// The known data of the reads and listeners specs (decision 0015): a user with posts in the feed, five
// conversations with messages, bills with likes and comments, and an Elite group, written directly in
// the emulator (rules bypassed) in the shapes the app writes.
import type { Page } from '@playwright/test';
import { commitWrites, patchWrite } from '../../../scripts/firestore-rest.mjs';
import { writeScaleHistory } from '../../../scripts/scale-write.mjs';
import { E2E } from './env';
import { commitDocs, createUser, type TestUser } from './fixtures';
import { arrangeBill, arrangeTransfer, isoDay } from './profile';

export const SEEDED = {
  posts: 12,
  conversations: 5,
  messagesEach: 4,
  bills: 6,
  followers: 2,
  transfers: 2,
  notifications: 3,
  groupMessages: 3,
  /** Diners' bills at my restaurant in the dashboard's 12-week window. */
  restaurantBills: 2,
} as const;

const RESTAURANT = {
  name: 'Reads Bistro',
  address: 'Via Misura 1, Milano',
  key: 'readsbistro_viamisura1milano',
};

export interface ReadsWorld {
  me: TestUser;
  partners: TestUser[];
  groupId: string;
  billIds: string[];
}

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

export async function arrangeReadsWorld(): Promise<ReadsWorld> {
  const me = await createUser({ gold: 500 });
  const partners = await Promise.all(
    Array.from({ length: SEEDED.conversations }, (_, i) => createUser({ gold: 100 + i })),
  );
  const docs: [string, Record<string, unknown>][] = [];

  // Posts by me and my partners, newest first in the feed.
  for (let i = 0; i < SEEDED.posts; i += 1) {
    const author = i % 3 === 0 ? me : partners[i % partners.length]!;
    docs.push([
      `posts/${me.uid}-p${i}`,
      {
        userId: author.uid,
        content: `Reads post ${i} by ${author.username}`,
        image: '',
        location: '',
        likeCount: 0,
        commentCount: 0,
        createdAt: minutesAgo(i),
      },
    ]);
  }

  // Five conversations, each with a few messages, all read.
  partners.forEach((other, c) => {
    const [p0, p1] = [me.uid, other.uid].sort() as [string, string];
    const id = `${p0}_${p1}`;
    let last = '';
    for (let m = 0; m < SEEDED.messagesEach; m += 1) {
      const at = minutesAgo(60 * (c + 1) - m);
      const from = m % 2 === 0 ? other : me;
      last = `m${m}`;
      docs.push([
        `conversations/${id}/messages/${last}`,
        {
          senderId: from.uid,
          receiverId: from === me ? other.uid : me.uid,
          conversationId: id,
          content: `Message ${m} with ${other.username}`,
          read: true,
          readAt: at,
          createdAt: at,
        },
      ]);
    }
    const at = minutesAgo(60 * (c + 1) - SEEDED.messagesEach + 1);
    docs.push([
      `conversations/${id}`,
      {
        participants: [p0, p1],
        lastMessage: `Message ${SEEDED.messagesEach - 1} with ${other.username}`,
        lastMessageAt: at,
        lastMessageId: last,
        lastSenderId: me.uid,
        updatedAt: at,
        unreadCount: 0,
        unread: { [p0]: 0, [p1]: 0 },
        lastReadIds: [last],
        lastReadAt: at,
      },
    ]);
  });

  // An Elite group with me and two partners in it.
  const groupId = `e2e-reads-${me.uid}`;
  const now = new Date();
  docs.push([
    `eliteGroups/${groupId}`,
    {
      name: `Reads ${me.username}`.slice(0, 40),
      region: 'Brera',
      city: 'Milan',
      description: 'Counting reads',
      image: '',
      creatorId: me.uid,
      members: [me.uid, partners[0]!.uid, partners[1]!.uid],
      pendingInvites: [],
      totalUsers: 3,
      totalPoints: 600,
      createdAt: now,
      updatedAt: now,
    },
  ]);
  for (let m = 0; m < SEEDED.groupMessages; m += 1) {
    docs.push([
      `eliteGroups/${groupId}/messages/g${m}`,
      {
        groupId,
        userId: m % 2 ? partners[0]!.uid : me.uid,
        content: `Group message ${m}`,
        image: '',
        createdAt: minutesAgo(20 - m),
      },
    ]);
  }
  await commitDocs(docs);

  // Bills on my profile, the first two liked by partners and one commented on.
  const billIds: string[] = [];
  for (let i = 0; i < SEEDED.bills; i += 1) {
    billIds.push(
      await arrangeBill(me, {
        restaurantName: `Trattoria ${i}`,
        address: `Via Reads ${i}, Milano`,
        totalAmount: 20 + i,
        date: isoDay(i),
        createdAt: minutesAgo(10 * i + 1),
      }),
    );
  }
  await commitDocs([
    ...partners
      .slice(0, 2)
      .map((p, i): [string, Record<string, unknown>] => [
        `likes/${p.uid}_${billIds[i]}`,
        { userId: p.uid, billId: billIds[i], createdAt: now },
      ]),
    [
      `comments/${me.uid}-c0`,
      { userId: partners[2]!.uid, billId: billIds[0], content: 'Nice place', createdAt: now, updatedAt: now },
    ],
  ]);
  await arrangeSocialAndOwner(me, partners);
  return { me, partners, groupId, billIds };
}

/**
 * Two followers (one of the follows' notifications unread), two transfers with partner 0 (one
 * received, notified), and me as the owner of a restaurant where two partners dined in the last weeks.
 */
async function arrangeSocialAndOwner(me: TestUser, partners: TestUser[]) {
  const now = new Date();
  const [p0, p1, p2] = partners as [TestUser, TestUser, TestUser];
  const received = await arrangeTransfer(p0, me, 7, minutesAgo(90));
  await arrangeTransfer(me, p0, 3, minutesAgo(80));
  const notification = (
    id: string,
    actor: TestUser,
    type: string,
    targetId: string,
    content: string,
    read: boolean,
  ) =>
    [
      `notifications/${id}`,
      {
        recipientId: me.uid,
        actorId: actor.uid,
        actor: { username: actor.username, photoURL: '' },
        type,
        targetId,
        content,
        read,
        readAt: read ? now : null,
        createdAt: minutesAgo(read ? 120 : 30),
      },
    ] as [string, Record<string, unknown>];
  const docs: [string, Record<string, unknown>][] = [
    notification(`points_${received}`, p0, 'points', received, 'sent you 7 silver points', true),
  ];
  for (const [i, fan] of [p1, p2].entries()) {
    const followId = `${fan.uid}_${me.uid}`;
    docs.push([
      `follows/${followId}`,
      { followerId: fan.uid, targetUserId: me.uid, createdAt: minutesAgo(200) },
    ]);
    docs.push(notification(`follow_${followId}`, fan, 'follow', followId, 'started following you', i === 0));
  }
  const spenders: Record<string, unknown> = {};
  for (const [i, diner] of [p1, p2].entries()) {
    const createdAt = new Date(now.getTime() - (3 + 7 * i) * 86_400_000);
    const date = createdAt.toISOString().slice(0, 10);
    const bill = {
      userId: diner.uid,
      restaurantName: RESTAURANT.name,
      address: RESTAURANT.address,
      totalAmount: 30,
    };
    docs.push([
      `bills/${diner.uid}_${createdAt.getTime()}`,
      {
        ...bill,
        date,
        items: [],
        goldPointsEarned: 30,
        status: 'processed',
        restaurantKey: RESTAURANT.key,
        receiptKey: `${date}_3000_${RESTAURANT.key}`,
        createdAt,
        updatedAt: createdAt,
      },
    ]);
    spenders[diner.uid] = { userId: diner.uid, amount: 30, visits: 1, lastVisit: date };
  }
  docs.push([`restaurants/${RESTAURANT.key}`, { ownerId: me.uid, createdAt: now }]);
  docs.push([
    `users/${me.uid}/private/restaurantStats`,
    { totalBills: 2, totalRevenue: 60, spenders, lastBillAt: minutesAgo(3 * 1440) },
  ]);
  await commitDocs(docs);
  await commitWrites(
    [
      patchWrite(
        `users/${me.uid}`,
        {
          followers: 2,
          isRestaurantOwner: true,
          restaurantActivatedAt: now,
          restaurantProfile: {
            name: RESTAURANT.name,
            description: 'Counting reads',
            address: RESTAURANT.address,
            cuisine: 'Italian',
            priceRange: '€€',
            openingHours: 'Mon-Sun 12:00-23:00',
            phone: '+39 02 123456',
            website: '',
            rating: 4.5,
            reviews: 10,
            images: [],
            hours: 'Mon-Sun 12:00-23:00',
            restaurantKey: RESTAURANT.key,
            updatedAt: now,
          },
        },
        E2E.projectId,
      ),
      ...[p1, p2].map((fan) =>
        patchWrite(`users/${fan.uid}`, { following: 1, lastFollowId: `${fan.uid}_${me.uid}` }, E2E.projectId),
      ),
    ],
    E2E.projectId,
  );
}

/**
 * The long, older history behind me (scripts/scale-history.mjs, what `npm run seed:scale` writes behind
 * ana): all of it older than this world's data (100 days back and more), so every screen's newest items
 * stay the same. Returns how many documents were written.
 */
export async function addLongHistory(world: ReadsWorld): Promise<number> {
  const { written } = await writeScaleHistory(
    {
      user: world.me,
      partner: world.partners[0]!,
      groupId: world.groupId,
      restaurant: null,
      ownerId: null,
      fanPrefix: `f${world.me.uid.slice(-9)}`,
      end: new Date(Date.now() - 100 * 86_400_000),
    },
    E2E.projectId,
  );
  return written;
}

/** In-app navigation (the router hears popstate): no reload, so the shell's listeners stay open. */
export async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
