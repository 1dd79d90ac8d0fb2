import { i18n } from '@/i18n/i18n';
import {
  DEFAULT_PERIOD,
  PERIODS,
  pointsOf,
  rankBadgeTone,
  rankUsers,
  toBoardUser,
  type Candidate,
} from './model';

const user = (uid: string, goldPoints: number, silverPoints = 0, likeCount?: number) =>
  toBoardUser(uid, { username: uid, goldPoints, silverPoints, likeCount });
const allTime = (users: ReturnType<typeof user>[], type: 'gold' | 'silver'): Candidate[] =>
  users.map((u) => ({ user: u, points: pointsOf(u, type) }));

describe('rankUsers', () => {
  it('orders by the chosen points and hides users with 0 of that type; likes are the likeCount (none: 0)', () => {
    const users = [user('a', 5, 0), user('b', 50, 3), user('c', 0, 9, 4)];
    expect(rankUsers(allTime(users, 'gold')).map((e) => [e.rank, e.user.uid])).toEqual([
      [1, 'b'],
      [2, 'a'],
    ]);
    expect(rankUsers(allTime(users, 'silver')).map((e) => [e.user.uid, e.points, e.likes])).toEqual([
      ['c', 9, 4],
      ['b', 3, 0],
    ]);
  });

  it('ranks verified gold apart: a user without verifiedGold has 0 and is hidden', () => {
    const users = [
      toBoardUser('v', { username: 'v', goldPoints: 10, verifiedGold: 8 }),
      toBoardUser('w', { username: 'w', goldPoints: 900 }),
    ];
    expect(
      rankUsers(users.map((u) => ({ user: u, points: pointsOf(u, 'verified') }))).map((e) => [
        e.user.uid,
        e.points,
      ]),
    ).toEqual([['v', 8]]);
  });

  it('keeps at most 10 unless told otherwise (the Friends board shows all)', () => {
    const users = Array.from({ length: 14 }, (_, i) => user(`u${i}`, i + 1));
    expect(rankUsers(allTime(users, 'gold'))).toHaveLength(10);
    expect(rankUsers(allTime(users, 'gold'), Infinity)).toHaveLength(14);
  });

  it('ranks period points (a negative net silver week is hidden like 0), ties by username', () => {
    const candidates: Candidate[] = [
      { user: user('zoe', 900), points: 40 },
      { user: user('amy', 10), points: 40 },
      { user: user('max', 500), points: -20 },
      { user: user('kim', 1), points: 70 },
    ];
    expect(rankUsers(candidates).map((e) => [e.rank, e.user.uid, e.points])).toEqual([
      [1, 'kim', 70],
      [2, 'amy', 40],
      [3, 'zoe', 40],
    ]);
  });
});

describe('periods', () => {
  it('are This Week, This Month, This Year and All Time, All Time first shown', () => {
    expect(PERIODS.map((p) => i18n.t(`leaderboard:periods.${p}`))).toEqual([
      'This Week',
      'This Month',
      'This Year',
      'All Time',
    ]);
    expect(DEFAULT_PERIOD).toBe('all');
  });
});

describe('rankBadgeTone', () => {
  it('is gold, grey, bronze, then neutral', () => {
    expect([1, 2, 3, 4, 10].map(rankBadgeTone)).toEqual(['gold', 'grey', 'bronze', 'neutral', 'neutral']);
  });
});
