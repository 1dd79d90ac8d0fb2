// Structured opening hours (issue 42, decision 0050): per weekday, up to three ranges 'HH:MM-HH:MM', a
// range whose end is not after its start runs past midnight, an empty day is closed. Stored on
// restaurantPages/{key}.weeklyHours as one string per day ('12:00-15:00,19:00-23:30'), with the
// restaurant's IANA time zone. Pure: "open now" is read from the wall clock of that zone (Intl), so a
// daylight-saving change moves it with the zone.

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** One string per day: '' closed, else up to MAX_RANGES ranges joined by ','. */
export type WeeklyHours = Record<Weekday, string>;

export const MAX_RANGES = 3;
const RANGE = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_MINUTES = 24 * 60;
const WEEK_MINUTES = 7 * DAY_MINUTES;

export interface TimeRange {
  open: string;
  close: string;
}

/** A stored day as its ranges ([] closed; a malformed range is dropped). */
export function parseDay(day: string): TimeRange[] {
  if (!day) return [];
  return day
    .split(',')
    .map((r) => RANGE.exec(r.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ open: `${m[1]}:${m[2]}`, close: `${m[3]}:${m[4]}` }));
}

/** Ranges as a stored day ('' closed). */
export const formatDay = (ranges: readonly TimeRange[]): string =>
  ranges.map((r) => `${r.open}-${r.close}`).join(',');

const isTime = (s: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(s);

/** A day's ranges as the editor holds them are storable: at most three, each two valid, different times. */
export const validRanges = (ranges: readonly TimeRange[]): boolean =>
  ranges.length <= MAX_RANGES && ranges.every((r) => isTime(r.open) && isTime(r.close) && r.open !== r.close);

/** A stored weeklyHours map, or null when the document has none (or not seven days). */
export function toWeeklyHours(data: unknown): WeeklyHours | null {
  if (!data || typeof data !== 'object') return null;
  const map = data as Record<string, unknown>;
  if (!WEEKDAYS.every((d) => typeof map[d] === 'string')) return null;
  return Object.fromEntries(WEEKDAYS.map((d) => [d, map[d] as string])) as WeeklyHours;
}

/** Every day closed: what the editor starts from. */
export const closedWeek = (): WeeklyHours => Object.fromEntries(WEEKDAYS.map((d) => [d, ''])) as WeeklyHours;

/** A time zone Intl knows (IANA name). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const toHHMM = (m: number) => {
  const day = ((m % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(day / 60)).padStart(2, '0')}:${String(day % 60).padStart(2, '0')}`;
};

/** Minutes since Monday 00:00 on the wall clock of `timeZone` at `now`. */
function weekMinute(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday'));
  return day * DAY_MINUTES + (Number(get('hour')) % 24) * 60 + Number(get('minute'));
}

/** The week's ranges as [start, end) minutes since Monday 00:00, merged where they touch, sorted. */
function weekIntervals(hours: WeeklyHours): Array<[number, number]> {
  const raw: Array<[number, number]> = [];
  WEEKDAYS.forEach((d, i) => {
    for (const r of parseDay(hours[d])) {
      const start = i * DAY_MINUTES + toMinutes(r.open);
      let end = i * DAY_MINUTES + toMinutes(r.close);
      if (end <= start) end += DAY_MINUTES; // past midnight
      // The same range a week before and after, so Sunday night reaches Monday morning.
      for (const shift of [-WEEK_MINUTES, 0, WEEK_MINUTES]) raw.push([start + shift, end + shift]);
    }
  });
  raw.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [s, e] of raw) {
    const last = merged[merged.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  return merged;
}

/** When the next change is, relative to the restaurant's today: 0 today, 1 tomorrow, 2..6 that weekday. */
export interface OpenStatus {
  open: boolean;
  /** 'HH:MM' of the next change (closing when open, opening when closed). */
  at: string;
  /** Days from today (the restaurant's) of that change. */
  inDays: number;
  /** The weekday of that change. */
  day: Weekday;
}

/**
 * Open or closed at `now` in `timeZone`, and when that changes; null when the week has no hours at all
 * (or is open round the clock: nothing to say but open).
 */
export function openStatus(hours: WeeklyHours, timeZone: string, now: Date): OpenStatus | null {
  const intervals = weekIntervals(hours);
  if (intervals.length === 0) return null;
  const n = weekMinute(now, timeZone);
  const today = Math.floor(n / DAY_MINUTES);
  const at = (m: number): Omit<OpenStatus, 'open'> => {
    const dayIndex = Math.floor(m / DAY_MINUTES);
    return {
      at: toHHMM(m),
      inDays: dayIndex - today,
      day: WEEKDAYS[((dayIndex % 7) + 7) % 7]!,
    };
  };
  const current = intervals.find(([s, e]) => s <= n && n < e);
  if (current) {
    if (current[1] - current[0] >= WEEK_MINUTES) return null;
    return { open: true, ...at(current[1]) };
  }
  const next = intervals.find(([s]) => s > n);
  return next ? { open: false, ...at(next[0]) } : null;
}

/** The browser's own time zone: the editor's default. */
export const browserTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};
