// The date of a receipt from its OCR lines: every date-like text goes through the model path's own
// normaliser (model/bill-date.ts: day first, month first only when the day is over 12, month names in
// five languages), and the likeliest one wins: beside a 'Date' label, with a full year, not in the future.
import { localIsoDate, normalizeBillDate } from '../model/bill-date';
import type { ReceiptLine } from './receipt-lines';

/** '2026-11-21', and '2026-11-211628' when the reader lost the space before the time. */
const NUMERIC_YMD = /(?<!\d)(\d{4})\s?[-/.]\s?(\d{1,2})\s?[-/.]\s?(\d{2}(?=\d{4}(?!\d))|\d{1,2}(?!\d))/g;
const NUMERIC_DMY = /(?<!\d)(\d{1,2})\s?[-/.]\s?(\d{1,2})\s?[-/.]\s?(\d{4}|\d{2})(?![\d,]|\.\d)/g;
const DAY_MONTH_YEAR = /(?<![\p{L}\d])(\d{1,2})[.,]?\s?(\p{L}{3,10})\.?,?\s?(\d{4})(?!\d)/gu;
/** '21112026' beside a date label: the reader lost the separators. */
const COMPACT_DMY = /(?<!\d)(\d{2})(\d{2})(20\d{2})(?!\d)/g;
const MONTH_DAY_YEAR = /(?<!\p{L})(\p{L}{3,10})\.?\s?(\d{1,2})(?:st|nd|rd|th)?,?\s(\d{4})(?!\d)/gu;

const DATE_LABELS = new Set(['DATA', 'DATUM', 'DATE', 'FECHA', 'DATED']);

interface Candidate {
  iso: string;
  fullYear: boolean;
  /** Rebuilt from digits whose separators were lost: less sure. */
  compact?: boolean;
}

function candidatesOf(text: string, labelled: boolean): Candidate[] {
  const found: Candidate[] = [];
  const add = (raw: string, fullYear: boolean, compact = false) => {
    const iso = normalizeBillDate(raw);
    if (iso) found.push({ iso, fullYear, compact });
  };
  if (labelled) for (const m of text.matchAll(COMPACT_DMY)) add(`${m[1]}/${m[2]}/${m[3]}`, true, true);
  for (const m of text.matchAll(NUMERIC_YMD)) add(`${m[1]}-${m[2]}-${m[3]}`, true);
  for (const m of text.matchAll(NUMERIC_DMY)) add(`${m[1]}/${m[2]}/${m[3]}`, m[3]!.length === 4);
  for (const m of text.matchAll(DAY_MONTH_YEAR)) add(`${m[1]} ${m[2]} ${m[3]}`, true);
  for (const m of text.matchAll(MONTH_DAY_YEAR)) add(`${m[1]} ${m[2]} ${m[3]}`, true);
  return found;
}

/** Days from `iso` to `today` (positive: in the past). */
function ageInDays(iso: string, today: Date): number {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const t = localIsoDate(today).split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(t[0], t[1] - 1, t[2]) - Date.UTC(y, m - 1, d)) / 86_400_000);
}

/**
 * The bill date as YYYY-MM-DD, or null when none can be read. `today` makes dates in the future or
 * years back less likely (a receipt photographed today was printed recently).
 */
export function readDate(lines: readonly ReceiptLine[], today?: Date): string | null {
  let best: { iso: string; score: number } | null = null;
  for (const line of lines) {
    const labelled = line.words.some((word) => DATE_LABELS.has(word));
    for (const c of candidatesOf(line.numeric, labelled)) {
      let score = (labelled ? 2 : 0) + (c.fullYear ? 1 : 0) - (c.compact ? 2 : 0);
      if (today) {
        const age = ageInDays(c.iso, today);
        score += age >= -1 && age <= 400 ? 3 : -3;
      }
      if (!best || score > best.score) best = { iso: c.iso, score };
    }
  }
  return best?.iso ?? null;
}
