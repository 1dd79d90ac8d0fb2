// The known data of the reads and listeners specs (decision 0015): a user with posts in the feed, five
// conversations with messages, bills with likes and comments, and an Elite group, written directly in
// the emulator (rules bypassed) from the app's own builders (decision 0036).
import type { Page } from '@playwright/test';
import { commitDocsInBatches, commitWrites, patchWrite } from '../../../stack/firestore-rest.mjs';
import { writeScaleHistory } from '../../../fixtures/scale-write.mjs';
import { newPost } from '../../../src/features/feed/api/post-doc';
import { newGroupMessage } from '../../../src/features/groups/api/group-message-doc';
import { newEventDoc } from '../../../src/features/groups/api/event-docs';
import { newConversation, newMessage } from '../../../src/features/messages/api/message-docs';
import { newComment, newLike } from '../../../src/social/api/reaction-docs';
import { groupDoc } from '../../../fixtures/seed-docs';
import { stamped } from '../../../fixtures/step-docs';
import { E2E } from './env';
import { commitDocs, createUser, type TestUser } from './fixtures';
import { arrangeBill, isoDay } from './profile';
import { arrangeSocialAndOwner } from './reads-social';
import { addRestaurantHistory, type WorldRestaurant } from './reads-restaurant';
import { addOffers, DEMO_OFFERS, LONG_OFFERS } from './reads-offers';
import { addReadsCityHistory, arrangeReadsCity } from './reads-cities';

export const SEEDED = {
  posts: 12,
  conversations: 5,
  messagesEach: 4,
  bills: 6,
  followers: 2,
  transfers: 2,
  notifications: 3,
  groupMessages: 3,
  /** The group's events (decision 0051): 2 to come, 1 past. */
  groupEvents: 3,
  /** Diners' bills at my restaurant in the dashboard's 12-week window. */
  restaurantBills: 2,
} as const;

/**
 * A restaurant of this world alone: a retry (or another spec) in the same project must not find this
 * one's bills at its key, or the owner dashboard would count them.
 */
function worldRestaurant() {
  const street = Date.now() % 1_000_000_000;
  return {
    name: 'Reads Bistro',
    address: `Via Misura ${street}, Milano`,
    key: `readsbistro_viamisura${street}milano`,
  };
}

export interface ReadsWorld {
  me: TestUser;
  partners: TestUser[];
  groupId: string;
  billIds: string[];
  /** My restaurant, where two partners dined: its public page (decision 0038). */
  restaurant: WorldRestaurant;
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
    const post = newPost(author.uid, { content: `Reads post ${i} by ${author.username}` });
    docs.push([`posts/${me.uid}-p${i}`, stamped(post, minutesAgo(i))]);
  }

  // Five conversations, each with a few messages, all read (as mark-read leaves them).
  partners.forEach((other, c) => {
    const [p0, p1] = [me.uid, other.uid].sort() as [string, string];
    const id = `${p0}_${p1}`;
    for (let m = 0; m < SEEDED.messagesEach; m += 1) {
      const at = minutesAgo(60 * (c + 1) - m);
      const from = m % 2 === 0 ? other : me;
      const message = {
        senderId: from.uid,
        receiverId: from === me ? other.uid : me.uid,
        conversationId: id,
        content: `Message ${m} with ${other.username}`,
      };
      docs.push([
        `conversations/${id}/messages/m${m}`,
        { ...stamped(newMessage(message), at), read: true, readAt: at },
      ]);
      if (m < SEEDED.messagesEach - 1) continue;
      const conversation = newConversation([p0, p1], { ...message, messageId: `m${m}` });
      docs.push([
        `conversations/${id}`,
        {
          ...stamped(conversation, at),
          unreadCount: 0,
          unread: { [p0]: 0, [p1]: 0 },
          lastReadIds: [`m${m}`],
          lastReadAt: at,
        },
      ]);
    }
  });

  // An Elite group with me and two partners in it.
  const groupId = `e2e-reads-${me.uid}`;
  const now = new Date();
  const fields = { name: `Reads ${me.username}`.slice(0, 40), region: 'Brera', city: 'Milan', image: '' };
  const joined = [partners[0]!.uid, partners[1]!.uid];
  docs.push(groupDoc(me.uid, groupId, { ...fields, description: 'Counting reads' }, 600, now, joined));
  for (let m = 0; m < SEEDED.groupMessages; m += 1) {
    const author = m % 2 ? partners[0]!.uid : me.uid;
    const message = newGroupMessage(groupId, author, `Reads chat ${m}`, '');
    docs.push([`eliteGroups/${groupId}/messages/g${m}`, stamped(message, minutesAgo(20 - m))]);
  }
  docs.push(...groupEventDocs(groupId, 'e', SEEDED.groupEvents, (i) => Date.now() + (i - 0.5) * 86_400_000));
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
        stamped(newLike(p.uid, billIds[i]!, 'bill'), now),
      ]),
    [
      `comments/${me.uid}-c0`,
      stamped(newComment(partners[2]!.uid, { kind: 'bill', id: billIds[0]! }, 'Nice place'), now),
    ],
  ]);
  // The bills keep those counts, as the app's like and comment writes do (decision 0027).
  await commitWrites(
    [
      patchWrite(`bills/${billIds[0]}`, { likeCount: 1, commentCount: 1 }, E2E.projectId),
      patchWrite(`bills/${billIds[1]}`, { likeCount: 1 }, E2E.projectId),
    ],
    E2E.projectId,
  );
  const fans = await Promise.all(Array.from({ length: SEEDED.followers }, () => createUser({ gold: 0 })));
  const restaurant = worldRestaurant();
  await arrangeSocialAndOwner(me, partners, fans, restaurant);
  // My offers at my restaurant, and another restaurant's offers to me (my Perks).
  await addOffers(me, restaurant, partners[1]!, now, DEMO_OFFERS, 'demo');
  await arrangeReadsCity(me);
  return { me, partners, groupId, billIds, restaurant };
}

/**
 * The long, older history behind me (fixtures/scale-history.mjs, what `npm run seed:scale` writes behind
 * ana): all of it older than this world's data (100 days back and more), so every screen's newest items
 * stay the same. `scale` sizes it (1: the full history of scale-history.mjs). Returns how many documents
 * were written.
 */
export async function addLongHistory(world: ReadsWorld, scale: number): Promise<number> {
  const fanPrefix = `f${world.me.uid.slice(-9)}`;
  const end = new Date(Date.now() - 100 * 86_400_000);
  const { written } = await writeScaleHistory(
    {
      user: world.me,
      partner: world.partners[0]!,
      groupId: world.groupId,
      restaurant: null,
      ownerId: null,
      fanPrefix,
      end,
      scale,
    },
    E2E.projectId,
  );
  // The restaurant's older bills by the same fans, behind its page (and namesakes for search).
  const bills = await addRestaurantHistory(world.restaurant, fanPrefix, end, scale);
  // Older offers, both mine and to me, behind the demo's three (at every scale: they are few).
  const offers = LONG_OFFERS - DEMO_OFFERS;
  // 1,000 past events behind the group's (decision 0051), at every scale: the figure.
  const events = groupEventDocs(world.groupId, 'old', LONG_EVENTS, (i) => end.getTime() - i * 86_400_000);
  await commitDocsInBatches(events, E2E.projectId);
  return (
    written +
    bills +
    events.length +
    (await addOffers(world.me, world.restaurant, world.partners[1]!, end, offers, 'long')) +
    (await addReadsCityHistory(world.me))
  );
}

/** Past events the long history puts behind the group (decision 0051). */
const LONG_EVENTS = 1_000;

/**
 * `n` events of the group, `Reads event {i}`, the i-th starting at `startsAt(i)` (a 0 going, 10 places).
 * The demo's: 'Reads event 1' and 'Reads event 2' to come, 'Reads event 0' past.
 */
function groupEventDocs(groupId: string, prefix: string, n: number, startsAt: (i: number) => number) {
  return Array.from({ length: n }, (_, i): [string, Record<string, unknown>] => [
    `eliteGroups/${groupId}/events/${prefix}${i}`,
    stamped(
      newEventDoc({
        title: `Reads ${prefix === 'e' ? 'event' : 'old event'} ${i}`,
        startsAt: new Date(startsAt(i)),
        place: 'Trattoria Misura',
        restaurantKey: '',
        address: 'Via Misura 1, Milano',
        description: '',
        maxAttendees: 10,
      }),
      new Date(),
    ),
  ]);
}

/** In-app navigation (the router hears popstate): no reload, so the shell's listeners stay open. */
export async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
