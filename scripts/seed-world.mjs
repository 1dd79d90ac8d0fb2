// Demo data for the local emulators: users (with Auth accounts), bills, posts, follows, a conversation,
// a silver transfer and the two seed groups of spec section 3. Loaded only when Firestore has no users.
// Writes go through the emulators' admin REST endpoints ("Bearer owner"), which bypass the rules, so the
// data is made consistent here by construction: points = the bills' floor(total), counters = follows.
import { pathToFileURL } from 'node:url';
import { commitDocs, createAuthAccount, isCollectionEmpty } from './firestore-rest.mjs';
import { billDayDoc, newUserDoc } from './user-doc.mjs';

export const DEMO_PASSWORD = 'goldfork123';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const now = Date.now();
const daysAgo = (n) => new Date(now - n * DAY);
const isoDay = (d) => d.toISOString().slice(0, 10);

// The Europe/Rome period keys of an instant: src/domain/period-keys.ts in plain JS (Node cannot import the
// TypeScript module; tests/rules/periods.test.ts checks that both agree).
const lastSundayAt1Utc = (year, month) => {
  const last = Date.UTC(year, month - 1, 31);
  return last - new Date(last).getUTCDay() * DAY + HOUR;
};
const pad2 = (n) => String(n).padStart(2, '0');

/** @param {Date} t */
export function periodKeysAt(t) {
  const ms = t.getTime();
  const y0 = t.getUTCFullYear();
  const summer = ms >= lastSundayAt1Utc(y0, 3) && ms < lastSundayAt1Utc(y0, 10);
  const local = new Date(ms + (summer ? 2 : 1) * HOUR);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth() + 1;
  const thursday = new Date(local.getTime() + (4 - (local.getUTCDay() || 7)) * DAY);
  const ty = thursday.getUTCFullYear();
  const dayOfYear = Math.floor((thursday.getTime() - Date.UTC(ty, 0, 1)) / DAY) + 1;
  return {
    day: `${y}-${pad2(m)}-${pad2(local.getUTCDate())}`,
    week: `${ty}-W${pad2(Math.floor((dayOfYear - 1) / 7) + 1)}`,
    month: `${y}-${pad2(m)}`,
    year: String(y),
  };
}

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

// The demo names and addresses are Latin letters with accents, for which src/domain/restaurant-key.ts's
// normKey is exactly this (Node cannot import the TypeScript module; tests/rules/bills.test.ts checks
// every seeded bill's keys against the app's).
const norm = (s) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '')
    .toLowerCase();
const restaurantKeyOf = (b) => `${norm(b.restaurantName)}_${norm(b.address)}`;
const receiptKeyOf = (b) => `${b.date}_${Math.round(b.totalAmount * 100)}_${restaurantKeyOf(b)}`;

export function buildSeed() {
  const docs = [];
  const put = (path, data) => docs.push([path, data]);
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

  BILLS.forEach(([userId, restaurantName, address, totalAmount, day], i) => {
    const created = when(day);
    const id = `${userId}_${created.getTime() + i}`;
    const bill = {
      userId,
      restaurantName,
      address,
      totalAmount,
      date: isoDay(created),
      items: [],
      goldPointsEarned: Math.floor(totalAmount),
      status: 'processed',
      createdAt: created,
      updatedAt: created,
    };
    bill.restaurantKey = restaurantKeyOf(bill);
    bill.receiptKey = receiptKeyOf(bill);
    put(`bills/${id}`, bill);
    put(`receipts/${bill.receiptKey}`, { billId: id, userId, createdAt: created });
    const s = stats[userId];
    s.gold += bill.goldPointsEarned;
    s.silver += bill.goldPointsEarned;
    s.spent = Math.round((s.spent + totalAmount) * 100) / 100;
    s.lastBillId = id;
    countPeriods(s, created, bill.goldPointsEarned, bill.goldPointsEarned);
    if (periodKeysAt(created).day === current.day) {
      const d = (s.billDay ??= { key: current.day, bills: 0, total: 0, lastBillId: id });
      d.bills += 1;
      d.total = Math.round((d.total + totalAmount) * 100) / 100;
      d.lastBillId = id;
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

  for (const t of TRANSFERS) {
    put(`pointTransactions/${t.id}`, {
      senderId: t.from,
      receiverId: t.to,
      amount: t.amount,
      type: 'silver',
      createdAt: when(t.day),
    });
    stats[t.from].silver -= t.amount;
    stats[t.from].lastTransferId = t.id;
    stats[t.to].silver += t.amount;
    countPeriods(stats[t.from], when(t.day), 0, -t.amount);
    countPeriods(stats[t.to], when(t.day), 0, t.amount);
  }

  for (const [followerId, targetUserId] of FOLLOWS) {
    const id = `${followerId}_${targetUserId}`;
    put(`follows/${id}`, { followerId, targetUserId, createdAt: daysAgo(5) });
    stats[followerId].following += 1;
    stats[followerId].lastFollowId = id;
    stats[targetUserId].followers += 1;
  }

  // Likes and comments on ana's post, with the notifications their writes would have sent her
  // (docs/decisions/0006-social-layer.md): counters equal the documents, as the rules keep them.
  const username = (uid) => DEMO_USERS.find((u) => u.uid === uid).username;
  // ana's badge counter counts her unread notifications (decision 0027), written after them.
  let anaUnread = 0;
  const notify = (id, actorId, type, targetId, content, day) => {
    anaUnread += 1;
    put(`notifications/${id}`, {
      recipientId: 'demo-ana',
      actorId,
      actor: { username: username(actorId), photoURL: '' },
      type,
      targetId,
      content,
      read: false,
      readAt: null,
      createdAt: daysAgo(day),
    });
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
      userId,
      content,
      ...(location ? { location } : {}),
      likeCount: social.likes.length,
      commentCount: social.comments.length,
      ...(social.comments.length ? { lastCommentId: social.comments.at(-1)[0] } : {}),
      createdAt: daysAgo(day),
      updatedAt: daysAgo(day),
    });
    for (const liker of social.likes) {
      put(`likes/${liker}_${id}`, {
        userId: liker,
        billId: id,
        targetType: 'post',
        createdAt: daysAgo(day - 0.5),
      });
      if (liker !== userId) notify(`like_${liker}_${id}`, liker, 'like', id, 'liked your post', day - 0.5);
    }
    for (const [commentId, author, text] of social.comments) {
      const at = daysAgo(day - 0.6);
      put(`comments/${commentId}`, {
        userId: author,
        postId: id,
        content: text,
        createdAt: at,
        updatedAt: at,
      });
      if (author !== userId) notify(`comment_${commentId}`, author, 'comment', id, text, day - 0.6);
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
    put(`likes/${liker}_${target}`, {
      userId: liker,
      billId: target,
      targetType: 'user',
      createdAt: daysAgo(2),
    });
    cardLikes[target] = (cardLikes[target] ?? 0) + 1;
  }

  // Messages live under their conversation; unread counts per reader (docs/decisions/0005-messages.md).
  const pair = ['demo-ana', 'demo-ben'].sort();
  const conversationId = pair.join('_');
  const unread = Object.fromEntries(pair.map((uid) => [uid, 0]));
  MESSAGES.forEach(([senderId, receiverId, content, minutes], i) => {
    const at = new Date(now - minutes * 60_000);
    const last = i === MESSAGES.length - 1;
    put(`conversations/${conversationId}/messages/demo-message-${i + 1}`, {
      senderId,
      receiverId,
      conversationId,
      content,
      read: !last,
      readAt: last ? null : at,
      createdAt: at,
    });
    if (last) unread[receiverId] += 1;
  });
  const lastMsg = MESSAGES.at(-1);
  const lastAt = new Date(now - lastMsg[3] * 60_000);
  put(`conversations/${conversationId}`, {
    participants: pair,
    lastMessage: lastMsg[2],
    lastMessageAt: lastAt,
    lastMessageId: `demo-message-${MESSAGES.length}`,
    lastSenderId: lastMsg[0],
    updatedAt: lastAt,
    unreadCount: 1,
    unread,
    lastReadIds: [],
    lastReadAt: null,
  });
  // Each reader's badge counter equals their unread over their conversations (decision 0027).
  for (const uid of pair) {
    if (unread[uid] > 0)
      put(`users/${uid}/private/unreadMessages`, { count: unread[uid], lastConversationId: conversationId });
  }

  for (const [path, data] of groupDocs()) put(path, data);
  if (anaUnread > 0) {
    put('users/demo-ana/private/unreadNotifications', { count: anaUnread, lastNotificationId: '' });
  }

  for (const u of DEMO_USERS) {
    const s = stats[u.uid];
    const created = daysAgo(30);
    put(
      `users/${u.uid}`,
      newUserDoc(
        u.uid,
        {
          username: u.username,
          // Empty: the app draws the same pixel-art avatar from the uid (src/domain/pixel-avatar.ts).
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
            ? {
                name: RESTAURANT.name,
                description: 'Welcome to Trattoria Bella',
                address: RESTAURANT.address,
                cuisine: 'Italian',
                priceRange: '€€',
                openingHours: 'Tue-Sun 12:00-23:00',
                phone: '+376 800 123',
                website: '',
                rating: 4.6,
                reviews: 128,
                images: [],
                hours: 'Tue-Sun 12:00-23:00',
                restaurantKey: restaurantKeyOf({
                  restaurantName: RESTAURANT.name,
                  address: RESTAURANT.address,
                }),
                updatedAt: daysAgo(1),
              }
            : null,
          joinedGroups: u.uid === 'demo-chloe' ? GROUPS.map((g) => g.id) : [],
          ...(s.lastBillId ? { lastBillId: s.lastBillId } : {}),
          ...(s.lastTransferId ? { lastTransferId: s.lastTransferId } : {}),
          ...(s.lastFollowId ? { lastFollowId: s.lastFollowId } : {}),
          // The counters a bill or transfer keeps (decision 0010): only the current periods it touched.
          ...(Object.keys(s.periods).length ? { periodPoints: s.periods } : {}),
        },
        created,
      ),
    );
    put(`usernames/${u.username.toLowerCase()}`, { uid: u.uid, createdAt: created });
    put(`users/${u.uid}/private/account`, { email: u.email, createdAt: created });
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
      put(
        `restaurants/${restaurantKeyOf({ restaurantName: RESTAURANT.name, address: RESTAURANT.address })}`,
        {
          ownerId: u.uid,
          createdAt: created,
        },
      );
    }
  }
  return docs;
}

/** The Auth emulator may have restarted while Firestore kept its data: accounts are ensured every time. */
async function ensureDemoAccounts() {
  await Promise.all(
    DEMO_USERS.map((u) =>
      createAuthAccount({ uid: u.uid, email: u.email, password: DEMO_PASSWORD, displayName: u.username }),
    ),
  );
}

export async function seed() {
  await ensureDemoAccounts();
  return commitDocs(buildSeed());
}

/** The two seed groups (spec section 3), created by demo-chloe. */
function groupDocs() {
  return GROUPS.map((g) => [
    `eliteGroups/${g.id}`,
    {
      name: g.name,
      region: g.region,
      city: g.city,
      description: g.description,
      image: '',
      creatorId: 'demo-chloe',
      totalUsers: 1,
      totalPoints: g.totalPoints,
      members: ['demo-chloe'],
      pendingInvites: [],
      createdAt: daysAgo(20),
      updatedAt: daysAgo(20),
    },
  ]);
}

/** Seeds only when the emulators start empty; returns whether it seeded. */
export async function seedIfEmpty() {
  if (!(await isCollectionEmpty('users'))) {
    await ensureDemoAccounts();
    console.log('[seed] Firestore already has users: seed skipped');
    // Spec section 3: the seed groups exist whenever the group collection starts empty.
    if (await isCollectionEmpty('eliteGroups')) {
      await commitDocs(groupDocs());
      console.log('[seed] eliteGroups was empty: the two seed groups written');
    }
    return false;
  }
  const n = await seed();
  console.log(`[seed] ${n} documents and ${DEMO_USERS.length} demo accounts written`);
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  seedIfEmpty().catch((err) => {
    console.error(`[seed] ${err.message}`);
    process.exit(1);
  });
}
