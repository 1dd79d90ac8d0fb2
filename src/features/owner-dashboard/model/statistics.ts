// The owner's statistics and the chart maths over their matched bills (spec section 2; decision 0008,
// "Statistics and charts").
import { t } from 'i18next';
import { formatCount } from '@/i18n/format';
import type { Spender } from '@/domain/user-record';
import { revenueWindowStart, WEEKS_SHOWN, weekStart, type MatchedBill } from './revenue-window';

export { revenueWindowStart, weekStart, type MatchedBill } from './revenue-window';

/** The owner's private statistics (users/{uid}/private/restaurantStats), as domain/user-record maps them. */
export type { RestaurantStats, Spender } from '@/domain/user-record';

export const TOP_SPENDERS = 10;

export interface ChartPoint {
  label: string;
  value: number;
}

/** Visits by hour of day (0-23, local time of the scan). */
export function visitsByHour(bills: readonly MatchedBill[]): ChartPoint[] {
  const counts = Array.from({ length: 24 }, () => 0);
  for (const b of bills) if (b.createdAt) counts[b.createdAt.getHours()]! += 1;
  return counts.map((value, hour) => ({ label: hourLabel(hour), value }));
}

function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

const DAY_MS = 86_400_000;

function localDay(iso: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
}

/** 'Nov 17' (Italian '17 nov'): the Monday a week starts on, by Intl in the app's language. */
export function weekLabel(monday: Date): string {
  return t('dashboard:dashboard.weekLabel', { date: monday });
}

/** Revenue per week (Monday to Sunday, by the bill's date) for the last `weeks` weeks, oldest first. */
export function revenueByWeek(
  bills: readonly MatchedBill[],
  now: Date,
  weeks: number = WEEKS_SHOWN,
): ChartPoint[] {
  const first = revenueWindowStart(now, weeks);
  const sums = Array.from({ length: weeks }, () => 0);
  for (const b of bills) {
    const day = localDay(b.date);
    if (!day) continue;
    // Round: a week across a daylight-saving change is not a whole number of 24-hour days.
    const index = Math.floor(Math.round((day.getTime() - first.getTime()) / DAY_MS) / 7);
    if (index >= 0 && index < weeks) sums[index]! += b.totalAmount;
  }
  return sums.map((value, i) => {
    const monday = new Date(first);
    monday.setDate(first.getDate() + 7 * i);
    return { label: weekLabel(monday), value: Math.round(value * 100) / 100 };
  });
}

/** '23 visits' ('1 visit'; Italian '23 visite'): visits in the top spenders list and the charts. */
export function visitsText(n: number): string {
  return t('dashboard:dashboard.visitCount', { count: n, n: formatCount(n) });
}

/** Visits by day of the week (Monday first, local time of the scan). */
export function visitsByWeekday(bills: readonly MatchedBill[], now: Date): ChartPoint[] {
  const counts = Array.from({ length: 7 }, () => 0);
  for (const b of bills) if (b.createdAt) counts[(b.createdAt.getDay() + 6) % 7]! += 1;
  const monday = weekStart(now);
  return counts.map((value, i) => {
    const day = new Date(monday);
    day.setDate(monday.getDate() + i);
    return { label: t('dashboard:dashboard.weekdayLabel', { date: day }), value };
  });
}

/** Who the restaurant's diners are, from the spenders of its statistics (issue 43). */
export interface DinerFigures {
  diners: number;
  /** One visit here so far. */
  newDiners: number;
  /** More than one. */
  returningDiners: number;
  /** Visits per diner (the mean), 0 without diners. */
  visitsPerDiner: number;
  /** Hidden from the restaurant's diners at their latest bill here: counted, never named. */
  hiddenDiners: number;
  /** hiddenDiners of the diners whose entry says (a bill since issue 43), 0 to 1; null: none says. */
  hiddenShare: number | null;
}

export function dinerFigures(spenders: readonly Spender[]): DinerFigures {
  const diners = spenders.length;
  const newDiners = spenders.filter((s) => s.visits <= 1).length;
  const visits = spenders.reduce((sum, s) => sum + s.visits, 0);
  const known = spenders.filter((s) => typeof s.hidden === 'boolean');
  const hiddenDiners = known.filter((s) => s.hidden).length;
  return {
    diners,
    newDiners,
    returningDiners: diners - newDiners,
    visitsPerDiner: diners > 0 ? visits / diners : 0,
    hiddenDiners,
    hiddenShare: known.length > 0 ? hiddenDiners / known.length : null,
  };
}
