// One way to show money, counts and dates across the app (spec section 9: euros with two decimals;
// section 8: 'Date not available' and 'Invalid date' for missing or bad dates), in the app's language
// (<html lang>, which src/i18n keeps in step): English as the spec writes it, Italian as Italy does
// (1.234,56 €, 25 nov 2026). Not the browser's locale: every screen and every test reads the same text.
// The page's early script carries this module, before i18next has loaded: its few texts live here.
//
// No Intl object is made when this module loads, and whole numbers are grouped by hand: a page's first use
// of ICU (Intl, toLocaleString) costs it 10-30 ms on a phone to load the locale data, and the home page's
// points and counts need none of it (docs/decisions/0023-home-total-blocking-time.md).

import { documentLanguage, type Language } from './languages';

const TEXTS: Record<Language, { dateNotAvailable: string; invalidDate: string; justNow: string }> = {
  en: { dateNotAvailable: 'Date not available', invalidDate: 'Invalid date', justNow: 'just now' },
  it: { dateNotAvailable: 'Data non disponibile', invalidDate: 'Data non valida', justNow: 'adesso' },
};
/** The Intl locale of each language: en-IE writes €42.50 as the spec does; it-IT 42,50 €. */
const LOCALES: Record<Language, string> = { en: 'en', it: 'it-IT' };
const GROUP_SEPARATOR: Record<Language, string> = { en: ',', it: '.' };

export const DATE_NOT_AVAILABLE = TEXTS.en.dateNotAvailable;
export const INVALID_DATE = TEXTS.en.invalidDate;
const dateNotAvailable = () => TEXTS[documentLanguage()].dateNotAvailable;
const invalidDate = () => TEXTS[documentLanguage()].invalidDate;

const euros: Partial<Record<Language, Intl.NumberFormat>> = {};

/** Euros with two decimals: €42.50, €1,234.00, -€3.00; in Italian 42,50 €, 1.234,00 €, -3,00 €. */
export function formatEuro(amount: number): string {
  const language = documentLanguage();
  euros[language] ??= new Intl.NumberFormat(language === 'en' ? 'en-IE' : LOCALES[language], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    useGrouping: 'always', // Italian ICU leaves 4-digit amounts ungrouped (1234,56 €); Italy writes 1.234,56 €
  });
  return euros[language].format(Number.isFinite(amount) ? amount : 0);
}

/** A whole number with a separator every three digits (1,234; in Italian 1.234), without ICU. */
function grouped(whole: number): string {
  const language = documentLanguage();
  const digits = String(Math.abs(whole));
  // From 1e21 on, String() writes an exponent: leave those to ICU.
  if (!/^\d+$/.test(digits)) return whole.toLocaleString(LOCALES[language]);
  const text = digits.replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATOR[language]);
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
// Dates, clock times and 'n minutes ago' are written by hand as ICU writes them (format.test.ts compares
// the two): the first date or relative time of a list otherwise loads ICU's locale data in the middle of
// the screen's first render, the longest task on /messages (docs/decisions/0053-signed-in-screens-weight-2.md).
const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  it: ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'],
};
const two = (n: number) => String(n).padStart(2, '0');

/** 'Mar 12, 2025' / '12 mar 2025' for a day of years 1000-9999 (others, rare, are left to ICU). */
function writtenDay(year: number, month: number, day: number): string | undefined {
  if (year < 1000 || year > 9999) return undefined;
  const language = documentLanguage();
  const name = MONTHS[language][month];
  return language === 'en' ? `${name} ${day}, ${year}` : `${day} ${name} ${year}`;
}

/** A calendar day 'YYYY-MM-DD' as 'Mar 12, 2025' (12 mar 2025); the spec's fallbacks for a missing or bad date. */
export function formatDay(date: string | null | undefined): string {
  if (!date) return dateNotAvailable();
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return invalidDate();
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(y, mo - 1, d));
  // Date.UTC rolls 2025-02-30 over into March: a rolled-over day is not a real date.
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== mo - 1 || at.getUTCDate() !== d) return invalidDate();
  return (
    writtenDay(y, mo - 1, d) ??
    at.toLocaleDateString(LOCALES[documentLanguage()], { ...DAY_FORMAT, timeZone: 'UTC' })
  );
}

/** A moment as 'Mar 12, 2025' (12 mar 2025) in the viewer's time zone. */
export function formatDate(date: Date | null | undefined): string {
  if (!date) return dateNotAvailable();
  if (Number.isNaN(date.getTime())) return invalidDate();
  return (
    writtenDay(date.getFullYear(), date.getMonth(), date.getDate()) ??
    date.toLocaleDateString(LOCALES[documentLanguage()], DAY_FORMAT)
  );
}

/** A clock time as '14:05' (chat bubbles), in both languages. */
export function formatTime(date: Date | null | undefined): string {
  if (!date) return '';
  if (Number.isNaN(date.getTime())) return invalidDate();
  return `${two(date.getHours())}:${two(date.getMinutes())}`;
}

type Unit = 'minute' | 'hour' | 'day';
/** Each unit's one and many, as Intl.RelativeTimeFormat(numeric: 'auto') writes n of them ago. */
const AGO: Record<Language, Record<Unit, readonly [string, string]>> = {
  en: { minute: ['minute', 'minutes'], hour: ['hour', 'hours'], day: ['day', 'days'] },
  it: { minute: ['minuto', 'minuti'], hour: ['ora', 'ore'], day: ['giorno', 'giorni'] },
};
/** The days ICU names ('yesterday'; Italian also says 'the day before yesterday'). */
const NAMED_DAYS: Record<Language, Partial<Record<number, string>>> = {
  en: { 1: 'yesterday' },
  it: { 1: 'ieri', 2: 'l\u2019altro ieri' },
};
const relativeFormat = () => ({
  format(n: number, unit: Unit): string {
    const language = documentLanguage();
    const count = -n;
    const named = unit === 'day' ? NAMED_DAYS[language][count] : undefined;
    if (named) return named;
    const word = AGO[language][unit][count === 1 ? 0 : 1];
    return language === 'en' ? `${count} ${word} ago` : `${count} ${word} fa`;
  },
});
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'just now', '5 minutes ago', '3 hours ago', 'yesterday', '4 days ago', then 'Mar 12, 2025' (Italian: 'adesso', '5 minuti fa', 'ieri'…). */
export function formatRelative(date: Date | null | undefined, now: Date = new Date()): string {
  if (!date) return dateNotAvailable();
  const at = date.getTime();
  if (Number.isNaN(at)) return invalidDate();
  const ago = now.getTime() - at;
  // A little in the future is clock skew between this device and the server.
  if (ago < MINUTE) return ago > -5 * MINUTE ? TEXTS[documentLanguage()].justNow : formatDate(date);
  if (ago < HOUR) return relativeFormat().format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relativeFormat().format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relativeFormat().format(-Math.floor(ago / DAY), 'day');
  return formatDate(date);
}
