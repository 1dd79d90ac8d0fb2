import type { UserRecord } from '@/lib/user-record';

export type PointsType = 'gold' | 'silver';
export type Period = 'week' | 'month' | 'year';

export const LEADERBOARD_SIZE = 10;
export const PERIODS: { value: Period; label: string }[] = [
  { value: 'week', label: 'This Week' },
  { value: 'month', label: 'This Month' },
  { value: 'year', label: 'This Year' },
];

export const MSG = {
  fetch: 'Failed to fetch leaderboard data',
  empty: 'No users found',
} as const;

export interface LeaderboardEntry {
  rank: number;
  user: UserRecord;
  points: number;
  likes: number;
}

export const pointsOf = (user: UserRecord, type: PointsType) =>
  type === 'gold' ? user.goldPoints : user.silverPoints;

/** Ranks users by the chosen points, hiding those with 0 of that type (spec section 5). */
export function rankUsers(
  users: UserRecord[],
  type: PointsType,
  likes: Record<string, number>,
): LeaderboardEntry[] {
  return users
    .filter((u) => pointsOf(u, type) > 0)
    .sort((a, b) => pointsOf(b, type) - pointsOf(a, type) || a.username.localeCompare(b.username))
    .slice(0, LEADERBOARD_SIZE)
    .map((user, i) => ({ rank: i + 1, user, points: pointsOf(user, type), likes: likes[user.uid] ?? 0 }));
}

/** Rank badge colours: gold-toned for 1, grey for 2, bronze for 3, neutral otherwise. */
export function rankBadgeTone(rank: number): 'gold' | 'grey' | 'bronze' | 'neutral' {
  return rank === 1 ? 'gold' : rank === 2 ? 'grey' : rank === 3 ? 'bronze' : 'neutral';
}
