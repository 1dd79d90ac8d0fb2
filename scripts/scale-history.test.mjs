import { describe, expect, it } from 'vitest';
import { buildScaleHistory, SCALE } from './scale-history.mjs';

const end = new Date('2026-08-01T12:00:00Z');
const user = { uid: 'demo-ana', username: 'ana' };
const partner = { uid: 'demo-ben', username: 'ben' };
const restaurant = {
  name: 'Trattoria Bella',
  address: 'Carrer Major 12',
  key: 'trattoriabella_carrermajor12',
};
const build = (scale) =>
  buildScaleHistory({ user, partner, groupId: 'g1', restaurant, fanPrefix: 'anafan', end, scale });
const under = (docs, prefix) => docs.filter(([path]) => path.startsWith(prefix)).map(([, data]) => data);

describe('buildScaleHistory', () => {
  const { docs, bills, transfers } = build();

  it('writes the long history’s sizes (README, seed:scale), behind the user', () => {
    const cardLikes = under(docs, 'likes/').filter((l) => l.targetType === 'user');
    expect(cardLikes).toHaveLength(2000);
    expect(new Set(cardLikes.map((l) => l.userId)).size).toBe(2000);
    expect(cardLikes.every((l) => l.billId === user.uid)).toBe(true);
    const mine = under(docs, 'notifications/').filter((n) => n.recipientId === user.uid);
    expect(mine).toHaveLength(1000);
    expect(mine.filter((n) => !n.read)).toHaveLength(SCALE.unread);
    expect(under(docs, `conversations/demo-ana_demo-ben/messages/`)).toHaveLength(1000);
    expect(under(docs, 'eliteGroups/g1/messages/')).toHaveLength(1000);
    expect(under(docs, 'bills/')).toHaveLength(500);
    expect(under(docs, 'pointTransactions/')).toHaveLength(500);
    expect(under(docs, 'follows/').filter((f) => f.targetUserId === user.uid)).toHaveLength(500);
  });

  it('is all older than `end`, under unique paths', () => {
    const times = docs.flatMap(([, d]) => (d.createdAt instanceof Date ? [d.createdAt.getTime()] : []));
    expect(Math.max(...times)).toBeLessThanOrEqual(end.getTime());
    expect(new Set(docs.map(([path]) => path)).size).toBe(docs.length);
  });

  it('keeps what the counters stand for: one receipt and one notification per action, balances that net out', () => {
    expect(under(docs, 'receipts/')).toHaveLength(500);
    const followers = under(docs, 'users/').filter((u) => u.following === 1);
    expect(followers).toHaveLength(500);
    const sum = (list) => list.reduce((s, t) => s + t.amount, 0);
    expect(sum(transfers.filter((t) => t.to === user.uid))).toBe(
      sum(transfers.filter((t) => t.from === user.uid)),
    );
    const all = under(docs, 'bills/');
    expect(bills.gold).toBe(all.reduce((s, b) => s + b.goldPointsEarned, 0));
    expect(bills.atRestaurant.bills).toBe(all.filter((b) => b.restaurantKey === restaurant.key).length);
  });

  it('scales down for the spec, every list still longer than its live page', () => {
    const small = build(0.25).docs;
    expect(under(small, 'notifications/').filter((n) => n.recipientId === user.uid)).toHaveLength(
      125 + 63 + 63,
    ); // follows, bill likes, transfers received
    expect(under(small, 'bills/')).toHaveLength(125);
    expect(under(small, 'follows/')).toHaveLength(125);
  });
});
