// The calendar keys of the leaderboard periods and the daily bill caps, in one fixed time zone:
// Europe/Rome (docs/decisions/0010-caps-and-periods.md). Plain arithmetic, step for step what
// firestore.rules computes from request.time (its "period keys" block), so browser and rules agree
// whatever the browser's own time zone; the unit tests check it against Intl's Europe/Rome.

export type PeriodName = 'week' | 'month' | 'year';

export const PERIOD_NAMES: readonly PeriodName[] = ['week', 'month', 'year'];

export interface PeriodKeys {
  /** 'YYYY-MM-DD': the day of the bill caps. */
  day: string;
  /** ISO 8601 week, Monday to Sunday: 'YYYY-Www' (the year of its Thursday). */
  week: string;
  /** 'YYYY-MM' */
  month: string;
  /** 'YYYY' */
  year: string;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** 01:00 UTC on the last Sunday of a 31-day month (March, October) of `year`. */
function lastSundayAt1Utc(year: number, month: number): number {
  const last = Date.UTC(year, month - 1, 31);
  return last - new Date(last).getUTCDay() * DAY + HOUR;
}

/** Europe/Rome's offset from UTC at `t`: 2 from the last Sunday of March 01:00 UTC to the last Sunday
 *  of October 01:00 UTC (the EU summer-time rule), else 1. */
export function romeOffsetHours(t: Date): 1 | 2 {
  const ms = t.getTime();
  const year = t.getUTCFullYear();
  return ms >= lastSundayAt1Utc(year, 3) && ms < lastSundayAt1Utc(year, 10) ? 2 : 1;
}

const pad2 = (n: number) => (n < 10 ? '0' : '') + n;

/** The Europe/Rome day, ISO week, month and year keys of the instant `t`. */
export function periodKeysAt(t: Date): PeriodKeys {
  // Rome's wall clock read through the UTC getters.
  const local = new Date(t.getTime() + romeOffsetHours(t) * HOUR);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth() + 1;
  const d = local.getUTCDate();
  // The week's Thursday (ISO day 1 = Monday ... 7 = Sunday) names its year and number.
  const thursday = new Date(local.getTime() + (4 - (local.getUTCDay() || 7)) * DAY);
  const ty = thursday.getUTCFullYear();
  const dayOfYear = Math.floor((thursday.getTime() - Date.UTC(ty, 0, 1)) / DAY) + 1;
  return {
    day: `${y}-${pad2(m)}-${pad2(d)}`,
    week: `${ty}-W${pad2(Math.floor((dayOfYear - 1) / 7) + 1)}`,
    month: `${y}-${pad2(m)}`,
    year: String(y),
  };
}
