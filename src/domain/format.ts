// One way to show money, counts and dates across the app (spec section 9: euros with two decimals;
// section 8: 'Date not available' and 'Invalid date' for missing or bad dates). The output does not
// depend on the browser's locale, so every screen and every test reads the same text.

export const DATE_NOT_AVAILABLE = 'Date not available';
export const INVALID_DATE = 'Invalid date';

const EURO = /* @__PURE__ */ new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
});

/** Euros with two decimals: €42.50, €1,234.00, -€3.00. */
export function formatEuro(amount: number): string {
  return EURO.format(Number.isFinite(amount) ? amount : 0);
}

/** A whole, non-negative count with thousands separators: 1,234. */
export function formatCount(n: number): string {
  return Math.max(0, Math.trunc(Number.isFinite(n) ? n : 0)).toLocaleString('en');
}

/** Points as shown on tiles and cards: a whole number with separators (negative kept for deltas). */
export function formatPoints(n: number): string {
  return Math.trunc(Number.isFinite(n) ? n : 0).toLocaleString('en');
}

const DAY_FORMAT: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

/** A calendar day 'YYYY-MM-DD' as 'Mar 12, 2025'; the spec's fallbacks for a missing or bad date. */
export function formatDay(date: string | null | undefined): string {
  if (!date) return DATE_NOT_AVAILABLE;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return INVALID_DATE;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(y, mo - 1, d));
  // Date.UTC rolls 2025-02-30 over into March: a rolled-over day is not a real date.
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== mo - 1 || at.getUTCDate() !== d) return INVALID_DATE;
  return at.toLocaleDateString('en', { ...DAY_FORMAT, timeZone: 'UTC' });
}

/** A moment as 'Mar 12, 2025' in the viewer's time zone. */
export function formatDate(date: Date | null | undefined): string {
  if (!date) return DATE_NOT_AVAILABLE;
  if (Number.isNaN(date.getTime())) return INVALID_DATE;
  return date.toLocaleDateString('en', DAY_FORMAT);
}

/** A clock time as '14:05' (chat bubbles). */
export function formatTime(date: Date | null | undefined): string {
  if (!date) return '';
  if (Number.isNaN(date.getTime())) return INVALID_DATE;
  return date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
}

// Made on first use: the page's early script carries this module, and most pages never format a time.
let relativeFormat: Intl.RelativeTimeFormat | undefined;
const relative = () => (relativeFormat ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'just now', '5 minutes ago', '3 hours ago', 'yesterday', '4 days ago', then 'Mar 12, 2025'. */
export function formatRelative(date: Date | null | undefined, now: Date = new Date()): string {
  if (!date) return DATE_NOT_AVAILABLE;
  const at = date.getTime();
  if (Number.isNaN(at)) return INVALID_DATE;
  const ago = now.getTime() - at;
  // A little in the future is clock skew between this device and the server.
  if (ago < MINUTE) return ago > -5 * MINUTE ? 'just now' : formatDate(date);
  if (ago < HOUR) return relative().format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative().format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative().format(-Math.floor(ago / DAY), 'day');
  return formatDate(date);
}
