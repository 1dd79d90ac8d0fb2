// Bill dates as a model writes them, normalised to YYYY-MM-DD, and the local calendar date.

/**
 * Month names and abbreviations, folded (lower case, no accents): English, and the Italian, German,
 * French and Spanish names the on-device reader meets on European receipts. None of them means two
 * different months.
 */
const MONTHS: ReadonlyMap<string, number> = new Map(
  [
    ['jan', 'january', 'gen', 'gennaio', 'januar', 'janv', 'janvier', 'ene', 'enero'],
    ['feb', 'february', 'febbraio', 'februar', 'fev', 'fevr', 'fevrier', 'febrero'],
    ['mar', 'march', 'marzo', 'mrz', 'marz', 'maerz', 'mars'],
    ['apr', 'april', 'aprile', 'avr', 'avril', 'abr', 'abril'],
    ['may', 'mag', 'maggio', 'mai', 'mayo'],
    ['jun', 'june', 'giu', 'giugno', 'juni', 'juin', 'junio'],
    ['jul', 'july', 'lug', 'luglio', 'juli', 'juil', 'juillet', 'julio'],
    ['aug', 'august', 'ago', 'agosto', 'aout'],
    ['sep', 'sept', 'september', 'set', 'settembre', 'septembre', 'septiembre'],
    ['oct', 'october', 'ott', 'ottobre', 'okt', 'oktober', 'octobre', 'octubre'],
    ['nov', 'november', 'novembre', 'noviembre'],
    ['dec', 'december', 'dic', 'dicembre', 'dez', 'dezember', 'decembre', 'diciembre'],
  ].flatMap((names, i) => names.map((name): [string, number] => [name, i + 1])),
);

/** A month name as printed ('Nov', 'März', 'févr.', 'DICEMBRE') → 1-12, or undefined. */
function monthNumber(name: string): number | undefined {
  const folded = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\.$/, '');
  return MONTHS.get(folded);
}

const WEEKDAY = /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|urday)?\b[,.]?\s*/i;
const TRAILING_TIME =
  /(?:[\sT,]+|^)\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:[ap]\.?m\.?)?\s*(?:z|[+-]\d{2}:?\d{2})?$/i;

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** 'YYYY-MM-DD' if year, month and day form a real date, else null. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

function fullYear(y: string): number {
  const n = Number(y);
  return y.length === 2 ? 2000 + n : n;
}

/**
 * Normalises a bill date to YYYY-MM-DD. Accepts YYYY-MM-DD (also with a time), Y/M/D and Y.M.D,
 * day-first D/M/Y, D.M.Y and D-M-Y (European receipts; month-first only when day-first is
 * impossible, e.g. 11/21/2026), 2-digit years (26 → 2026) and month names in English, Italian, German,
 * French and Spanish ('Nov 21, 2026', '21 November 2026', '21. März 2026', '21 févr. 2026'). Returns null for anything else or an impossible date.
 */
export function normalizeBillDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  let s = value.trim().replace(WEEKDAY, '');
  s = s.replace(TRAILING_TIME, '').trim();
  if (!s) return null;

  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));

  m = /^(\d{1,2})\s*([-/.])\s*(\d{1,2})\s*\2\s*(\d{4}|\d{2})$/.exec(s);
  if (m) {
    const [a, b, year] = [Number(m[1]), Number(m[3]), fullYear(m[4] ?? '')];
    return isoDate(year, b, a) ?? isoDate(year, a, b);
  }

  const tokens = s
    .toLowerCase()
    .replace(/(\d)(?:st|nd|rd|th)\b/g, '$1')
    .split(/[\s,./-]+/)
    .filter(Boolean);
  if (tokens.length !== 3) return null;
  const [t0, t1, t2] = tokens as [string, string, string];
  if (!/^(?:\d{4}|\d{2})$/.test(t2)) return null;
  const year = fullYear(t2);
  const m1 = monthNumber(t1);
  if (m1 !== undefined && /^\d{1,2}$/.test(t0)) return isoDate(year, m1, Number(t0)); // 21 Nov 2026
  const m0 = monthNumber(t0);
  if (m0 !== undefined && /^\d{1,2}$/.test(t1)) return isoDate(year, m0, Number(t1)); // Nov 21, 2026
  return null;
}

/** Local calendar date as YYYY-MM-DD. */
export function localIsoDate(d: Date): string {
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
}
