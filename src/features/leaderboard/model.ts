import { getI18n } from 'react-i18next';
import type { PeriodName } from '@/domain/period-keys';
import { num, text } from '@/domain/user-record';

export type PointsType = 'gold' | 'silver';
/**
 * What a board ranks: gold or silver (the spec's boards), or verified gold, the gold of bills the
 * restaurant confirmed with its code (decision 0046), in the same periods.
 */
export type BoardType = PointsType | 'verified';
export const BOARD_TYPES = ['gold', 'silver', 'verified'] as const satisfies readonly BoardType[];
/** The calendar periods (Europe/Rome, decision 0010) and all time. */
export type Period = PeriodName | 'all';
/** Everyone (public) or you and the people you follow (signed in only). */
export type Scope = 'everyone' | 'friends';

export const LEADERBOARD_SIZE = 10;
/** All Time first: its query is the public first paint's, unchanged (decision 0010). */
export const DEFAULT_PERIOD: Period = 'all';
// The page's early script (src/app/first-paint/paint-board.ts) ranks with this module before any library
// has loaded: texts are read through react-i18next's instance holder (a few bytes, no side effects),
// never by importing i18next here, which would carry the whole library into that script.
/** i18next's t, read when a text is needed (the instance the app started: src/i18n/i18n.ts). */
const texts = () => getI18n().t;

/** The toggle groups' choices, in order; the screen reads each label from the catalogue. */
export const PERIODS = ['week', 'month', 'year', 'all'] as const satisfies readonly Period[];
export const SCOPES = ['everyone', 'friends'] as const satisfies readonly Scope[];

/** The board list's accessible name: 'Top gold points, All Time', 'Friends silver points, This Week'. */
export function boardLabel(friends: boolean, type: BoardType, period: Period): string {
  return texts()(friends ? 'leaderboard:board.friends' : 'leaderboard:board.top', {
    points: texts()(`leaderboard:board.points.${type}`),
    period: texts()(`leaderboard:board.periods.${period}`),
  });
}

/** What a board asks for: the points type, the period, and whose board (null: the public one). */
export interface BoardChoice {
  type: BoardType;
  period: Period;
  /** The signed-in user's uid for the Friends board, null for the public board. */
  friendsOf: string | null;
}

/** What a leaderboard card shows of a user (users/{uid}), nothing more: the public first paint does not
 *  parse whole user documents (decision 0010, "first visit"). */
export interface BoardUser {
  uid: string;
  username: string;
  photoURL: string;
  goldPoints: number;
  silverPoints: number;
  /** Likes on the user's card: users/{uid}.likeCount, moved with each like (decision 0027); missing is 0. */
  likeCount: number;
  /** Gold from verified bills (users/{uid}.verifiedGold, decision 0046); missing is 0. */
  verifiedGold: number;
}

export function toBoardUser(uid: string, d: Record<string, unknown>): BoardUser {
  return {
    uid,
    username: text(d.username),
    photoURL: text(d.photoURL),
    goldPoints: num(d.goldPoints),
    silverPoints: num(d.silverPoints),
    likeCount: num(d.likeCount),
    verifiedGold: num(d.verifiedGold),
  };
}

/** A user and the points they rank by on the chosen board. */
export interface Candidate {
  user: BoardUser;
  points: number;
}

export interface LeaderboardEntry extends Candidate {
  rank: number;
  /** Likes on the card: the user document's own count, read with the row (decision 0027). */
  likes: number;
}

export const pointsOf = (user: BoardUser, type: BoardType) =>
  type === 'gold' ? user.goldPoints : type === 'silver' ? user.silverPoints : user.verifiedGold;

/**
 * Ranks by points, highest first (ties by username), hiding those with 0 or less (spec section 5), at
 * most `size` of them.
 */
export function rankUsers(candidates: Candidate[], size: number = LEADERBOARD_SIZE): LeaderboardEntry[] {
  return candidates
    .filter((c) => c.points > 0)
    .sort((a, b) => b.points - a.points || a.user.username.localeCompare(b.user.username))
    .slice(0, size)
    .map((c, i) => ({ ...c, rank: i + 1, likes: c.user.likeCount }));
}

/** Rank badge colours: gold-toned for 1, grey for 2, bronze for 3, neutral otherwise. */
export function rankBadgeTone(rank: number): 'gold' | 'grey' | 'bronze' | 'neutral' {
  return rank === 1 ? 'gold' : rank === 2 ? 'grey' : rank === 3 ? 'bronze' : 'neutral';
}
