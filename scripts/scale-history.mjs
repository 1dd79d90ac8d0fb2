// A long, older history behind one user (decision 0015, update): the documents, from the app's own
// builders (decision 0036), and what they add to the counters. Every item is older than `end` (callers
// pass a time before their newest data, so the screens' newest items stay the same). Pure:
// scale-write.mjs writes it.
import {
  followNotificationId,
  likeNotificationId,
  NOTIFICATION_TEXT,
  pointsNotificationId,
} from '../src/social/api/notification-docs.ts';
import { newLike } from '../src/social/api/reaction-docs.ts';
import { newGroupMessage } from '../src/features/groups/api/group-message-doc.ts';
import { newMessage } from '../src/features/messages/api/message-docs.ts';
import { billDocs, followDocs, notificationDoc, transferDocs } from './seed-docs.ts';
import { stamped } from './step-docs.ts';
import { signUpDocs } from './user-doc.ts';

export const SCALE = {
  cardLikes: 2000, // likes on the user's leaderboard card, each by its own fan
  followers: 500, // fans 0..499 follow the user (a follow notification each)
  billLikes: 250, // fans 500..749 like one older bill each (a like notification each)
  transfers: 500, // with the partner, alternately received (a points notification each) and sent
  messages: 1000, // in the conversation with the partner
  groupMessages: 1000, // in the group, by the user and the partner in turn
  bills: 500, // 1 in 5 at `restaurant` when one is given
  unread: 100, // the newest notifications of the history are unread, the older ones read
};
// followers + billLikes + transfers / 2 = 1,000 notifications to the user.

/** SCALE times `scale` (the reads spec runs a quarter of it by default, to stay quick), at least 1 each. */
export const scaled = (scale = 1) =>
  Object.fromEntries(Object.entries(SCALE).map(([k, n]) => [k, Math.max(1, Math.round(n * scale))]));

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const pad = (n) => String(n).padStart(4, '0');

/**
 * @param {{
 *   user: { uid: string, username: string },
 *   partner: { uid: string, username: string },
 *   groupId: string,
 *   restaurant?: { name: string, address: string, key: string } | null,
 *   fanPrefix: string,
 *   end: Date,
 *   scale?: number,
 * }} o
 */
export function buildScaleHistory(o) {
  const { user, partner, groupId, restaurant = null, fanPrefix, end } = o;
  const SCALE = scaled(o.scale);
  const endMs = end.getTime();
  const at = (ms) => new Date(endMs - ms);
  /** @type {[string, Record<string, unknown>][]} */
  const docs = [];
  const put = (path, data) => docs.push([path, data]);
  const notifications = [];
  const notify = (id, actor, type, targetId, content, createdAt) =>
    notifications.push({ id, actor, type, targetId, content, createdAt });

  // Fans: real users (gold 0, so on no board), each with its username claimed.
  const fans = Array.from({ length: SCALE.cardLikes }, (_, i) => ({
    uid: `scale-${fanPrefix}${pad(i)}`,
    username: `${fanPrefix}${pad(i)}`,
  }));
  const joined = at(400 * DAY);
  fans.forEach((fan, i) => {
    const followId = `${fan.uid}_${user.uid}`;
    const follows = i < SCALE.followers;
    // Sign-up's user and username claim (no private account: nobody signs in as a fan).
    const [[userPath, fanDoc], [claimPath, claim]] = signUpDocs(fan.uid, fan.username, null, joined);
    put(userPath, { ...fanDoc, ...(follows ? { following: 1, lastFollowId: followId } : {}) });
    put(claimPath, claim);
    // A like on the user's card (targetType 'user', target id = the user's uid).
    put(`likes/${fan.uid}_${user.uid}`, stamped(newLike(fan.uid, user.uid, 'user'), at(i * 3 * HOUR + HOUR)));
    if (follows) {
      const createdAt = at(i * 11 * HOUR + 2 * HOUR);
      docs.push(...followDocs(fan.uid, user.uid, createdAt));
      notify(followNotificationId(followId), fan, 'follow', followId, NOTIFICATION_TEXT.followed, createdAt);
    }
  });

  // Bills: one a day going back; the owner's restaurant gets every fifth.
  const spent = { gold: 0, total: 0, atRestaurant: { bills: 0, total: 0, lastVisit: '', lastBillAt: null } };
  const bills = [];
  for (let i = 0; i < SCALE.bills; i += 1) {
    const createdAt = at(i * DAY + 3 * HOUR);
    const here = restaurant && i % 5 === 0;
    const id = `${user.uid}_${createdAt.getTime()}`;
    const [[billPath, bill], receipt] = billDocs(
      user.uid,
      {
        restaurantName: here ? restaurant.name : `Scale Diner ${i % 40}`,
        address: here ? restaurant.address : `Via Scala ${i % 40}, Milano`,
        totalAmount: 20 + (i % 50) + 0.5,
        date: createdAt.toISOString().slice(0, 10),
      },
      { billId: id, at: createdAt },
      'bill',
      'receipt',
    );
    // A bill keeps its like and comment counts (decision 0027): the oldest SCALE.billLikes bills get one
    // like each below, and no comments.
    put(billPath, { ...bill, likeCount: i >= SCALE.bills - SCALE.billLikes ? 1 : 0, commentCount: 0 });
    docs.push(receipt);
    bills.push(id);
    spent.gold += bill.goldPointsEarned;
    spent.total += bill.totalAmount;
    if (here) {
      const r = spent.atRestaurant;
      r.bills += 1;
      r.total += bill.totalAmount;
      if (bill.date > r.lastVisit) r.lastVisit = bill.date;
      if (!r.lastBillAt || createdAt > r.lastBillAt) r.lastBillAt = createdAt;
    }
  }

  // Likes on the older bills, by fans who do not like the card's owner otherwise.
  for (let i = 0; i < SCALE.billLikes; i += 1) {
    const fan = fans[SCALE.followers + i];
    const billId = bills[SCALE.bills - 1 - i]; // the oldest bills: never on a first page
    const likeId = `${fan.uid}_${billId}`;
    const createdAt = at((SCALE.bills - i) * DAY);
    put(`likes/${likeId}`, stamped(newLike(fan.uid, billId, 'bill'), createdAt));
    notify(likeNotificationId(likeId), fan, 'like', billId, NOTIFICATION_TEXT.likedBill, createdAt);
  }

  // Silver transfers with the partner: received and sent in turn, 5 each, so the balances net out.
  const transfers = [];
  for (let i = 0; i < SCALE.transfers; i += 1) {
    const received = i % 2 === 0;
    const [from, to] = received ? [partner, user] : [user, partner];
    const id = `scale-${user.uid}-t${pad(i)}`;
    const createdAt = at(i * 13 * HOUR + 4 * HOUR);
    docs.push(...transferDocs(from.uid, to.uid, 5, id, createdAt));
    transfers.push({ from: from.uid, to: to.uid, amount: 5, createdAt });
    const n = {
      id: pointsNotificationId(id),
      actor: from,
      type: 'points',
      targetId: id,
      content: NOTIFICATION_TEXT.points(5),
      createdAt,
    };
    if (received) notifications.push(n);
    else put(`notifications/${n.id}`, noticeDoc(partner.uid, n, true));
  }

  // The notifications to the user: the newest SCALE.unread unread.
  notifications.sort((a, b) => b.createdAt - a.createdAt);
  notifications.forEach((n, i) => put(`notifications/${n.id}`, noticeDoc(user.uid, n, i >= SCALE.unread)));

  // The conversation with the partner: all read, as mark-read leaves them (its document keeps its newest
  // message and counts).
  const conversationId = [user.uid, partner.uid].sort().join('_');
  for (let i = 0; i < SCALE.messages; i += 1) {
    const mine = i % 2 === 1;
    const createdAt = at(i * 5 * HOUR + 5 * 60_000);
    const message = newMessage({
      senderId: mine ? user.uid : partner.uid,
      receiverId: mine ? partner.uid : user.uid,
      conversationId,
      content: `Older message ${i} between ${user.username} and ${partner.username}`,
    });
    put(`conversations/${conversationId}/messages/scale-m${pad(i)}`, {
      ...stamped(message, createdAt),
      read: true,
      readAt: createdAt,
    });
  }

  // The group's chat, the user and the partner in turn (both must be members).
  for (let i = 0; i < SCALE.groupMessages; i += 1) {
    const author = i % 2 === 0 ? user.uid : partner.uid;
    put(
      `eliteGroups/${groupId}/messages/scale-g${pad(i)}`,
      stamped(
        newGroupMessage(groupId, author, `Older group message ${i}`, ''),
        at(i * 5 * HOUR + 10 * 60_000),
      ),
    );
  }

  return { docs, bills: spent, transfers };
}

/** A notification as its action wrote it; a read one was read at once. */
function noticeDoc(recipientId, n, read) {
  const actor = { username: n.actor.username, photoURL: '' };
  const input = {
    recipientId,
    actorId: n.actor.uid,
    actor,
    type: n.type,
    targetId: n.targetId,
    content: n.content,
  };
  return notificationDoc(input, n.createdAt, read ? n.createdAt : undefined);
}
