import { toUserRecord } from '@/lib/user-record';
import { rankBadgeTone, rankUsers } from './model';

const user = (uid: string, goldPoints: number, silverPoints = 0) =>
  toUserRecord(uid, { username: uid, goldPoints, silverPoints });

describe('rankUsers', () => {
  it('orders by the chosen points and hides users with 0 of that type', () => {
    const users = [user('a', 5, 0), user('b', 50, 3), user('c', 0, 9)];
    expect(rankUsers(users, 'gold', {}).map((e) => [e.rank, e.user.uid])).toEqual([
      [1, 'b'],
      [2, 'a'],
    ]);
    expect(rankUsers(users, 'silver', { c: 4 }).map((e) => [e.user.uid, e.points, e.likes])).toEqual([
      ['c', 9, 4],
      ['b', 3, 0],
    ]);
  });

  it('keeps at most 10', () => {
    const users = Array.from({ length: 14 }, (_, i) => user(`u${i}`, i + 1));
    expect(rankUsers(users, 'gold', {})).toHaveLength(10);
  });
});

describe('rankBadgeTone', () => {
  it('is gold, grey, bronze, then neutral', () => {
    expect([1, 2, 3, 4, 10].map(rankBadgeTone)).toEqual(['gold', 'grey', 'bronze', 'neutral', 'neutral']);
  });
});
