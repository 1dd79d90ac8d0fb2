// The bills the dashboard listens to: apart from statistics.ts (the charts' maths), so that a dashboard
// opened on Marketing loads only this (decision 0061).

/** A bill that matched this restaurant, as the charts need it. */
export interface MatchedBill {
  id: string;
  userId: string;
  totalAmount: number;
  /** YYYY-MM-DD, the bill's own date. */
  date: string;
  /** When the diner scanned it (server time). */
  createdAt: Date | null;
}

export const WEEKS_SHOWN = 12;

/** Monday 00:00 (local) of the week of `d`. */
export function weekStart(d: Date): Date {
  const day = new Date(d.getFullYear(), d.getMonth(), d.getDate());
  const offset = (day.getDay() + 6) % 7; // Monday 0 … Sunday 6
  day.setDate(day.getDate() - offset);
  return day;
}

/** The first day of the oldest week shown (the query's lower bound). */
export function revenueWindowStart(now: Date, weeks: number = WEEKS_SHOWN): Date {
  const start = weekStart(now);
  start.setDate(start.getDate() - 7 * (weeks - 1));
  return start;
}
