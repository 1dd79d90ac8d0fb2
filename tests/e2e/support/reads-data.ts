// The known data of the reads and listeners specs (decision 0015): a user with posts in the feed, five
// conversations with messages, bills with likes and comments, and an Elite group, written directly in
// the emulator (rules bypassed) in the shapes the app writes.
import type { Page } from '@playwright/test';
import { commitDocs, createUser, type TestUser } from './fixtures';
import { arrangeBill, isoDay } from './profile';

export const SEEDED = { posts: 12, conversations: 5, messagesEach: 4, bills: 6 } as const;

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
  return { me, partners, groupId, billIds };
}

/** In-app navigation (the router hears popstate): no reload, so the shell's listeners stay open. */
export async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
