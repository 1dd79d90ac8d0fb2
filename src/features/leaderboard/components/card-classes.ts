// A leaderboard card's look (leaderboard-card.tsx), and the list's. The rows painted before the app
// loads are a prerendered copy of the card itself (docs/decisions/0022-prerendered-frames.md).
import type { BoardType } from '../model.ts';

export const BOARD_LIST = 'flex flex-col gap-2 px-4';

export const CARD = {
  item: 'flex items-center rounded-2xl border border-zinc-200 bg-white pr-1 hover:border-amber-400 dark:border-zinc-800 dark:bg-zinc-900',
  link: 'flex min-w-0 flex-1 items-center gap-3 rounded-2xl p-3',
  rank: 'flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
  /** The avatar's box (the Avatar component's classes): the HTML's rows show it empty. */
  avatar: 'shrink-0 rounded-full bg-zinc-200 object-cover dark:bg-zinc-800',
  names: 'min-w-0 flex-1',
  name: 'block truncate font-semibold',
  /** The line under a visitor's name: the like count and the hint to sign in. */
  hint: 'block truncate text-xs text-zinc-500 dark:text-zinc-400',
  count: 'text-xs text-zinc-500 dark:text-zinc-400',
  pointsType: 'block text-[10px] font-medium tracking-wide uppercase',
} as const;

export const AVATAR_SIZE = 40;

export const BADGE = {
  gold: 'bg-amber-400 text-amber-950',
  grey: 'bg-zinc-300 text-zinc-800',
  bronze: 'bg-orange-700 text-orange-50',
  neutral: 'bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300',
} as const;

const POINTS_TONE: Record<BoardType, string> = {
  gold: 'text-amber-700 dark:text-amber-500',
  silver: 'text-zinc-600 dark:text-zinc-400',
  verified: 'text-emerald-700 dark:text-emerald-400',
};

export function pointsClass(type: BoardType): string {
  return `text-right font-bold ${POINTS_TONE[type]}`;
}
