// What App Settings keeps on the device (docs/decisions/0034-language-and-app-settings.md): the key, the
// defaults and a reader of the stored landing board. No zustand here: the page's early script
// (src/app/first-paint/start-queries.ts) reads the landing board before any library has loaded.
import type { PeriodName } from '@/domain/period-keys';

/** localStorage key of the App Settings store (zustand persist: { state, version }). */
export const APP_SETTINGS_STORAGE_KEY = 'app-settings-storage';

export type LandingType = 'gold' | 'silver';
/** The leaderboard's periods (src/features/leaderboard/model.ts Period). */
export type LandingPeriod = PeriodName | 'all';

/** The leaderboard / opens on. */
export interface LandingBoard {
  type: LandingType;
  period: LandingPeriod;
}

export const LANDING_TYPES: readonly LandingType[] = ['gold', 'silver'];
export const LANDING_PERIODS: readonly LandingPeriod[] = ['week', 'month', 'year', 'all'];

/** Gold, All Time: the public first paint's board (decision 0010). */
export const DEFAULT_LANDING_BOARD: LandingBoard = { type: 'gold', period: 'all' };

/** A stored value as a landing board, or null when it is not one. */
export function toLandingBoard(value: unknown): LandingBoard | null {
  if (!value || typeof value !== 'object') return null;
  const { type, period } = value as Record<string, unknown>;
  return LANDING_TYPES.includes(type as LandingType) && LANDING_PERIODS.includes(period as LandingPeriod)
    ? { type: type as LandingType, period: period as LandingPeriod }
    : null;
}

export const isDefaultLandingBoard = (board: LandingBoard): boolean =>
  board.type === DEFAULT_LANDING_BOARD.type && board.period === DEFAULT_LANDING_BOARD.period;

/** The landing board this device stored, else the default (one localStorage read, no library). */
export function storedLandingBoard(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): LandingBoard {
  try {
    const stored = JSON.parse(storage?.getItem(APP_SETTINGS_STORAGE_KEY) ?? 'null') as {
      state?: { landingBoard?: unknown };
    } | null;
    return toLandingBoard(stored?.state?.landingBoard) ?? DEFAULT_LANDING_BOARD;
  } catch {
    return DEFAULT_LANDING_BOARD; // storage blocked or not JSON
  }
}
