// The demo world of the local emulators: users, bills, posts, follows, a conversation, a silver transfer
// and the two seed groups of spec section 3, as [path, data] documents (scripts/seed.mjs writes them).
// Each document comes from the app's own builder (decision 0036), stamped with a past instant; what the
// app's writes would have moved with increments is summed here: points = the bills' floor(total),
// followers = follows, likeCount = likes, unread counts = unread documents.
import { periodKeysAt } from '../src/domain/period-keys.ts';
import { restaurantKeyOf } from '../src/domain/restaurant-key.ts';
import { newPost } from '../src/features/feed/api/post-doc.ts';
import { newConversation, newMessage } from '../src/features/messages/api/message-docs.ts';
import { restaurantProfileDoc } from '../src/features/restaurant/api/restaurant-profile-doc.ts';
import {
  commentNotificationId,
  likeNotificationId,
  NOTIFICATION_TEXT,
} from '../src/social/api/notification-docs.ts';
import { newComment, newLike } from '../src/social/api/reaction-docs.ts';
import {
  billDocs,
  followDocs,
  groupDoc,
  notificationDoc,
  restaurantPageDocs,
  transferDocs,
} from './seed-docs.ts';
import { stamped } from './step-docs.ts';
import { billDayDoc, signUpDocs } from './user-doc.ts';

const DAY = 86_400_000;
const now = Date.now();
const daysAgo = (n) => new Date(now - n * DAY);
const isoDay = (d) => d.toISOString().slice(0, 10);

const PERIODS = ['week', 'month', 'year'];
const current = periodKeysAt(new Date(now));

/** Halfway between the start of this week in Rome (Monday 00:00) and now: always this week, in the past. */
function earlierThisWeek() {
  let start = now;
  while (periodKeysAt(new Date(start - 15 * 60_000)).week === current.week) start -= 15 * 60_000;
  return new Date(start + (now - start) / 2);
}

export const DEMO_USERS = [
  { uid: 'demo-ana', username: 'ana', bio: "Hi, I'm ana! Tapas hunter and brunch enthusiast." },
  { uid: 'demo-ben', username: 'ben', bio: "Hi, I'm ben! Ramen, always ramen." },
  { uid: 'demo-chloe', username: 'chloe', bio: "Hi, I'm chloe! Fine dining on a budget." },
  { uid: 'demo-diego', username: 'diego', bio: "Hi, I'm diego! Grill master, steak critic." },
  { uid: 'demo-emma', username: 'emma', bio: "Hi, I'm emma! I run Trattoria Bella.", owner: true },
  { uid: 'demo-farid', username: 'farid', bio: "Hi, I'm farid! New here, hungry already." },
].map((u) => ({ ...u, email: `${u.username}@goldfork.test` }));

const RESTAURANT = { name: 'Trattoria Bella', address: 'Carrer Major 12, Andorra la Vella' };

// [userId, restaurant, address, total, days ago ('week': earlier this week, so This Week has entries)]
const BILLS = [
  ['demo-ana', RESTAURANT.name, RESTAURANT.address, 182.4, 'week'],
  ['demo-ana', 'Sushi Zen', 'Avinguda Meritxell 40, Andorra la Vella', 96.8, 5],
  ['demo-ana', 'Le Petit Bistro', '8 Rue Cler, Paris', 64.2, 9],
  ['demo-ben', 'Ramen Ichiban', 'Calle Mayor 3, Madrid', 38.5, 'week'],
  ['demo-ben', RESTAURANT.name, RESTAURANT.address, 121.0, 4],
  ['demo-chloe', 'La Cúpula', 'Plaça del Poble 1, Andorra la Vella', 240.75, 3],
  ['demo-diego', 'Asador Norte', 'Calle Real 21, Bilbao', 77.9, 'week'],
  ['demo-diego', RESTAURANT.name, RESTAURANT.address, 45.3, 8],
];

// ana sends ben 20 silver (earlier this week); everyone else keeps silver = gold.
const TRANSFERS = [{ id: 'demo-transfer-1', from: 'demo-ana', to: 'demo-ben', amount: 20, day: 'week' }];
const when = (day) => (day === 'week' ? earlierThisWeek() : daysAgo(day));

const FOLLOWS = [
  ['demo-ana', 'demo-ben'],
  ['demo-ben', 'demo-ana'],
  ['demo-chloe', 'demo-ana'],
  ['demo-diego', 'demo-ana'],
  ['demo-ana', 'demo-chloe'],
  ['demo-farid', 'demo-emma'],
];

const POSTS = [
  [
    'demo-ana',
    'Best carbonara in town at Trattoria Bella. The tiramisu deserves its own leaderboard.',
    'Andorra la Vella',
    2,
  ],
  ['demo-ben', 'Rainy day, hot ramen. Ichiban never misses.', 'Madrid', 1],
  ['demo-chloe', 'Tasting menu at La Cúpula: nine courses, zero regrets.', null, 3],
];

const MESSAGES = [
  ['demo-ben', 'demo-ana', 'Dinner at Trattoria Bella on Friday?', 30],
  ['demo-ana', 'demo-ben', 'Yes! I will book for 8.', 20],
  ['demo-ben', 'demo-ana', 'Perfect, see you there 🍝', 10],
];

// Spec section 3: created when the group collection is empty.
const GROUPS = [
  {
    id: 'seed-golden-yorkers',
    name: 'GoldenYorkers',
    city: 'New York',
    region: 'Manhattan',
    description: 'New York diners chasing the best tables in the city.',
    totalPoints: 152000,
  },
  {
    id: 'seed-blue-dubai-20',
    name: 'The Blue Dubai 20',
    city: 'Dubai',
    region: 'Downtown',
    description: 'Twenty food lovers exploring the luxury dining of Dubai.',
    totalPoints: 98000,
  },
];

export function buildSeed() {
  const docs = [];
  const put = (path, data) => docs.push([path, data]);
  const putAll = (pairs) => docs.push(...pairs);
  const stats = Object.fromEntries(
    DEMO_USERS.map((u) => [
      u.uid,
      { gold: 0, silver: 0, spent: 0, followers: 0, following: 0, periods: {}, billDay: null },
    ]),
  );
  // What a bill or transfer at `at` adds to the counters of the current periods (decision 0010).
  const countPeriods = (s, at, gold, silver) => {
    const keys = periodKeysAt(at);
    for (const p of PERIODS) {
      if (keys[p] !== current[p]) continue;
      const c = (s.periods[p] ??= { key: current[p], gold: 0, silver: 0 });
      c.gold += gold;
      c.silver += silver;
    }
  };
  const owner = { totalBills: 0, totalRevenue: 0, spenders: {}, lastBillAt: null };
  const seededBills = [];

  BILLS.forEach(([userId, restaurantName, address, totalAmount, day], i) => {
    const created = when(day);
    const billId = `${userId}_${created.getTime() + i}`;
    const bill = { restaurantName, address, totalAmount, date: isoDay(created) };
    const written = billDocs(userId, bill, { billId, at: created }, 'bill', 'receipt');
    const [[, stored]] = written;
    putAll(written);
    seededBills.push({ uid: userId, billId, at: created, bill });
    const s = stats[userId];
    s.gold += stored.goldPointsEarned;
    s.silver += stored.goldPointsEarned;
    s.spent = Math.round((s.spent + totalAmount) * 100) / 100;
    s.lastBillId = billId;
    countPeriods(s, created, stored.goldPointsEarned, stored.goldPointsEarned);
    if (periodKeysAt(created).day === current.day) {
      const d = (s.billDay ??= { key: current.day, bills: 0, total: 0, lastBillId: billId });
      d.bills += 1;
      d.total = Math.round((d.total + totalAmount) * 100) / 100;
      d.lastBillId = billId;
    }
    if (restaurantName === RESTAURANT.name && address === RESTAURANT.address) {
      owner.totalBills += 1;
      owner.totalRevenue = Math.round((owner.totalRevenue + totalAmount) * 100) / 100;
      const prev = owner.spenders[userId] ?? { amount: 0, visits: 0 };
      owner.spenders[userId] = {
        userId,
        amount: prev.amount + totalAmount,
        visits: prev.visits + 1,
        lastVisit: bill.date,
      };
      if (!owner.lastBillAt || created > owner.lastBillAt) owner.lastBillAt = created;
    }
  });

  // Each restaurant's public page and its diners' records, as those bills left them (decision 0038).
  putAll(restaurantPageDocs(seededBills));

  for (const t of TRANSFERS) {
    const at = when(t.day);
    // The demo world has no points notification, as if ben had muted them (decision 0029).
    putAll(transferDocs(t.from, t.to, t.amount, t.id, at));
    stats[t.from].silver -= t.amount;
    stats[t.from].lastTransferId = t.id;
    stats[t.to].silver += t.amount;
    countPeriods(stats[t.from], at, 0, -t.amount);
    countPeriods(stats[t.to], at, 0, t.amount);
  }

  for (const [followerId, targetUserId] of FOLLOWS) {
    // No follow notifications in the demo world.
    const [[path, follow]] = followDocs(followerId, targetUserId, daysAgo(5));
    put(path, follow);
    stats[followerId].following += 1;
    stats[followerId].lastFollowId = path.split('/')[1];
    stats[targetUserId].followers += 1;
  }

  // Likes and comments on ana's post, with the notifications their writes would have sent her
  // (docs/decisions/0006-social-layer.md): counters equal the documents, as the rules keep them.
  const actor = (uid) => ({ username: DEMO_USERS.find((u) => u.uid === uid).username, photoURL: '' });
  // ana's badge counter counts her unread notifications (decision 0027), written after them.
  let anaUnread = 0;
  const notify = (id, actorId, type, targetId, content, day) => {
    anaUnread += 1;
    const input = { recipientId: 'demo-ana', actorId, actor: actor(actorId), type, targetId, content };
    put(`notifications/${id}`, notificationDoc(input, daysAgo(day)));
  };
  // Post ids are auto-ids, 20 letters and digits, as the rules require of a new post (decision 0006).
  const postId = (n) => `demoPost${String(n).padStart(12, '0')}`;
  const SOCIAL = {
    [postId(1)]: {
      likes: ['demo-ben', 'demo-chloe'],
      comments: [['demo-comment-1', 'demo-ben', 'That tiramisu is legendary.']],
    },
  };

  POSTS.forEach(([userId, content, location, day], i) => {
    const id = postId(i + 1);
    const social = SOCIAL[id] ?? { likes: [], comments: [] };
    put(`posts/${id}`, {
      ...stamped(newPost(userId, { content, location: location ?? undefined }), daysAgo(day)),
      likeCount: social.likes.length,
      commentCount: social.comments.length,
      ...(social.comments.length ? { lastCommentId: social.comments.at(-1)[0] } : {}),
    });
    for (const liker of social.likes) {
      const likeId = `${liker}_${id}`;
      put(`likes/${likeId}`, stamped(newLike(liker, id, 'post'), daysAgo(day - 0.5)));
      if (liker !== userId)
        notify(likeNotificationId(likeId), liker, 'like', id, NOTIFICATION_TEXT.likedPost, day - 0.5);
    }
    for (const [commentId, author, text] of social.comments) {
      put(
        `comments/${commentId}`,
        stamped(newComment(author, { kind: 'post', id }, text), daysAgo(day - 0.6)),
      );
      if (author !== userId) notify(commentNotificationId(commentId), author, 'comment', id, text, day - 0.6);
    }
  });

  // Likes on leaderboard cards (targetType 'user'): each liked user's likeCount equals its likes, as the
  // rules keep it (decision 0027). A card like notifies nobody.
  const CARD_LIKES = [
    ['demo-ben', 'demo-ana'],
    ['demo-chloe', 'demo-ana'],
    ['demo-ana', 'demo-ben'],
  ];
  const cardLikes = {};
  for (const [liker, target] of CARD_LIKES) {
    put(`likes/${liker}_${target}`, stamped(newLike(liker, target, 'user'), daysAgo(2)));
    cardLikes[target] = (cardLikes[target] ?? 0) + 1;
  }

  // Messages live under their conversation; unread counts per reader (docs/decisions/0005-messages.md).
  // All but the last are read, as mark-read leaves them.
  const pair = ['demo-ana', 'demo-ben'].sort();
  const conversationId = pair.join('_');
  const unreadBy = Object.fromEntries(pair.map((uid) => [uid, 0]));
  MESSAGES.forEach(([senderId, receiverId, content, minutes], i) => {
    const at = new Date(now - minutes * 60_000);
    const last = i === MESSAGES.length - 1;
    const message = stamped(newMessage({ senderId, receiverId, conversationId, content }), at);
    put(
      `conversations/${conversationId}/messages/demo-message-${i + 1}`,
      last ? message : { ...message, read: true, readAt: at },
    );
    if (last) unreadBy[receiverId] += 1;
  });
  const [lastSender, lastReceiver, lastContent, lastMinutes] = MESSAGES.at(-1);
  const lastMessage = {
    senderId: lastSender,
    receiverId: lastReceiver,
    conversationId,
    content: lastContent,
  };
  put(`conversations/${conversationId}`, {
    ...stamped(
      newConversation(pair, { ...lastMessage, messageId: `demo-message-${MESSAGES.length}` }),
      new Date(now - lastMinutes * 60_000),
    ),
    unread: unreadBy,
    unreadCount: 1,
  });
  // Each reader's badge counter equals their unread over their conversations (decision 0027).
  for (const uid of pair) {
    if (unreadBy[uid] > 0)
      put(`users/${uid}/private/unreadMessages`, {
        count: unreadBy[uid],
        lastConversationId: conversationId,
      });
  }

  putAll(groupDocs());
  if (anaUnread > 0) {
    put('users/demo-ana/private/unreadNotifications', { count: anaUnread, lastNotificationId: '' });
  }

  const restaurantKey = restaurantKeyOf(RESTAURANT.name, RESTAURANT.address);
  for (const u of DEMO_USERS) {
    const s = stats[u.uid];
    const created = daysAgo(30);
    const [[userPath, user], ...claims] = signUpDocs(u.uid, u.username, u.email, created);
    put(userPath, {
      ...user,
      goldPoints: s.gold,
      silverPoints: s.silver,
      followers: s.followers,
      following: s.following,
      totalSpent: s.spent,
      likeCount: cardLikes[u.uid] ?? 0,
      bio: u.bio,
      isRestaurantOwner: Boolean(u.owner),
      restaurantActivatedAt: u.owner ? daysAgo(25) : null,
      restaurantProfile: u.owner
        ? stamped(
            restaurantProfileDoc(
              {
                name: RESTAURANT.name,
                description: 'Welcome to Trattoria Bella',
                address: RESTAURANT.address,
                cuisine: 'Italian',
                priceRange: '€€',
                openingHours: 'Tue-Sun 12:00-23:00',
                phone: '+376 800 123',
                website: '',
              },
              restaurantKey,
              // What the form does not edit. The rating is sample data until reviews exist (issue 32).
              { rating: 4.6, reviews: 128, images: [], hours: 'Tue-Sun 12:00-23:00' },
            ),
            daysAgo(1),
          )
        : null,
      joinedGroups: u.uid === 'demo-chloe' ? GROUPS.map((g) => g.id) : [],
      ...(s.lastBillId ? { lastBillId: s.lastBillId } : {}),
      ...(s.lastTransferId ? { lastTransferId: s.lastTransferId } : {}),
      ...(s.lastFollowId ? { lastFollowId: s.lastFollowId } : {}),
      // The counters a bill or transfer keeps (decision 0010): only the current periods it touched.
      ...(Object.keys(s.periods).length ? { periodPoints: s.periods } : {}),
    });
    putAll(claims);
    // Today's bill counter of the caps is the user's alone (decision 0016), for bills of today only.
    if (s.billDay) put(`users/${u.uid}/private/billDay`, billDayDoc(s.billDay));
    // The owner's statistics are private (decision 0002, "Owner statistics"); averageBill is derived.
    if (u.owner) {
      put(`users/${u.uid}/private/restaurantStats`, {
        totalBills: owner.totalBills,
        totalRevenue: owner.totalRevenue,
        spenders: owner.spenders,
        lastBillAt: owner.lastBillAt,
      });
      // One owner per restaurant (decision 0008): the claim a diner's bill looks up.
      put(`restaurants/${restaurantKey}`, { ownerId: u.uid, createdAt: created });
    }
  }
  return docs;
}

/** The two seed groups (spec section 3), created by demo-chloe, as group creation writes them. */
export function groupDocs() {
  return GROUPS.map(({ id, totalPoints, ...form }) =>
    groupDoc('demo-chloe', id, { ...form, image: '' }, totalPoints, daysAgo(20)),
  );
}
