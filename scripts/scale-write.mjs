// Writes scale-history.mjs's documents through the emulator's admin REST endpoint (rules bypassed), 500
// a commit, then moves the counters those documents stand for in ONE last commit, with a marker
// (scaleHistory/{uid}): run again, it finds the marker and writes nothing (the documents have fixed ids,
// so a run cut short before the last commit is simply done again).
import {
  commitDocsInBatches,
  commitWrites,
  countWhere,
  enc,
  getDocument,
  patchWrite,
} from './firestore-rest.mjs';
import { periodKeysAt } from '../src/domain/period-keys.ts';
import { buildScaleHistory } from './scale-history.mjs';

const PERIODS = ['week', 'month', 'year'];
const cents = (x) => Math.round(x * 100) / 100;
const setWrite = (path, data, projectId) => ({
  update: {
    name: `projects/${projectId}/databases/(default)/documents/${path}`,
    fields: enc(data).mapValue.fields,
  },
});

/** periodPoints with the gold and silver of `moves` that fall in the current periods added (decision 0010). */
function withPeriods(periodPoints, moves, now) {
  const current = periodKeysAt(now);
  const out = structuredClone(periodPoints ?? {});
  let changed = false;
  for (const { at, gold, silver } of moves) {
    const keys = periodKeysAt(at);
    for (const p of PERIODS) {
      if (keys[p] !== current[p]) continue;
      const c = out[p]?.key === current[p] ? out[p] : (out[p] = { key: current[p], gold: 0, silver: 0 });
      c.gold += gold;
      c.silver += silver;
      changed = true;
    }
  }
  return changed ? { periodPoints: out } : {};
}

/**
 * @param {Parameters<typeof buildScaleHistory>[0] & { ownerId?: string | null }} o
 * @param {string} projectId
 * @returns {Promise<{ written: number, skipped: boolean }>}
 */
export async function writeScaleHistory(o, projectId) {
  const marker = `scaleHistory/${o.user.uid}`;
  if (await getDocument(marker, projectId)) return { written: 0, skipped: true };
  const now = new Date();
  const { docs, bills, transfers } = buildScaleHistory(o);
  await commitDocsInBatches(docs, projectId);

  const [user, partner] = await Promise.all([
    getDocument(`users/${o.user.uid}`, projectId),
    getDocument(`users/${o.partner.uid}`, projectId),
  ]);
  if (!user || !partner) throw new Error('the user and the partner must exist');
  const silverNet = (uid) =>
    transfers.reduce((s, t) => s + (t.to === uid ? t.amount : 0) - (t.from === uid ? t.amount : 0), 0);
  const transferMoves = (uid) =>
    transfers
      .filter((t) => t.to === uid || t.from === uid)
      .map((t) => ({ at: t.createdAt, gold: 0, silver: t.to === uid ? t.amount : -t.amount }));
  const billMoves = docs
    .filter(([path]) => path.startsWith('bills/'))
    .map(([, b]) => ({ at: b.createdAt, gold: b.goldPointsEarned, silver: b.goldPointsEarned }));

  const writes = [
    patchWrite(
      `users/${o.user.uid}`,
      {
        goldPoints: user.goldPoints + bills.gold,
        silverPoints: user.silverPoints + bills.gold + silverNet(o.user.uid),
        totalSpent: cents(user.totalSpent + bills.total),
        followers: user.followers + docs.filter(([p]) => p.startsWith('follows/')).length,
        // The card's like count is the number of likes on it (helper A's counter, decision 0006 for posts).
        likeCount: await countWhere('likes', { billId: o.user.uid, targetType: 'user' }, projectId),
        ...withPeriods(user.periodPoints, [...billMoves, ...transferMoves(o.user.uid)], now),
      },
      projectId,
    ),
    patchWrite(
      `users/${o.partner.uid}`,
      {
        silverPoints: partner.silverPoints + silverNet(o.partner.uid),
        ...withPeriods(partner.periodPoints, transferMoves(o.partner.uid), now),
      },
      projectId,
    ),
  ];
  // The notifications badge counts the history's unread ones too (decision 0027; its messages are read).
  const unreadPath = `users/${o.user.uid}/private/unreadNotifications`;
  const badge = (await getDocument(unreadPath, projectId)) ?? { count: 0, lastNotificationId: '' };
  const unread = docs.filter(
    ([path, d]) => path.startsWith('notifications/') && d.recipientId === o.user.uid && d.read === false,
  ).length;
  writes.push(setWrite(unreadPath, { ...badge, count: (badge.count ?? 0) + unread }, projectId));
  if (o.ownerId && bills.atRestaurant.bills > 0) {
    writes.push(await ownerStatsWrite(o.ownerId, o.user.uid, bills.atRestaurant, projectId));
  }
  writes.push(setWrite(marker, { userId: o.user.uid, documents: docs.length, createdAt: now }, projectId));
  await commitWrites(writes, projectId);
  return { written: docs.length, skipped: false };
}

/** The owner's private statistics with the user's bills at the restaurant added (decision 0008). */
async function ownerStatsWrite(ownerId, uid, r, projectId) {
  const path = `users/${ownerId}/private/restaurantStats`;
  const s = (await getDocument(path, projectId)) ?? { totalBills: 0, totalRevenue: 0, spenders: {} };
  const prev = s.spenders?.[uid] ?? { amount: 0, visits: 0, lastVisit: '' };
  const lastBillAt = s.lastBillAt ? new Date(s.lastBillAt) : null;
  return setWrite(
    path,
    {
      totalBills: s.totalBills + r.bills,
      totalRevenue: cents(s.totalRevenue + r.total),
      spenders: {
        ...s.spenders,
        [uid]: {
          userId: uid,
          amount: cents(prev.amount + r.total),
          visits: prev.visits + r.bills,
          lastVisit: prev.lastVisit > r.lastVisit ? prev.lastVisit : r.lastVisit,
        },
      },
      lastBillAt: lastBillAt && lastBillAt > r.lastBillAt ? lastBillAt : r.lastBillAt,
    },
    projectId,
  );
}
