// One way to show money, counts and dates across the app (spec section 9: euros with two decimals;
// section 8: 'Date not available' and 'Invalid date' for missing or bad dates). The output does not
// depend on the browser's locale, so every screen and every test reads the same text.
//
// No Intl object is made when this module loads, and whole numbers are grouped by hand: a page's first use
// of ICU (Intl, toLocaleString) costs it 10-30 ms on a phone to load the locale data, and the home page's
// points and counts need none of it (docs/decisions/0023-home-total-blocking-time.md).

export const DATE_NOT_AVAILABLE = 'Date not available';
export const INVALID_DATE = 'Invalid date';

let euro: Intl.NumberFormat | undefined;

/** Euros with two decimals: €42.50, €1,234.00, -€3.00. */
export function formatEuro(amount: number): string {
  euro ??= new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
  return euro.format(Number.isFinite(amount) ? amount : 0);
}

/** A whole number with a comma every three digits, as toLocaleString('en') writes it, without ICU. */
function grouped(whole: number): string {
  const digits = String(Math.abs(whole));
  // From 1e21 on, String() writes an exponent: leave those to ICU.
  if (!/^\d+$/.test(digits)) return whole.toLocaleString('en');
  const text = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return whole < 0 ? `-${text}` : text;
}

/** A whole, non-negative count with thousands separators: 1,234. */
export function formatCount(n: number): string {
  return grouped(Math.max(0, Math.trunc(Number.isFinite(n) ? n : 0)));
}

/** Points as shown on tiles and cards: a whole number with separators (negative kept for deltas). */
export function formatPoints(n: number): string {
  return grouped(Math.trunc(Number.isFinite(n) ? n : 0));
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
let relative: Intl.RelativeTimeFormat | undefined;
const relativeFormat = () => (relative ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));
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
  if (ago < HOUR) return relativeFormat().format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relativeFormat().format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relativeFormat().format(-Math.floor(ago / DAY), 'day');
  return formatDate(date);
}
