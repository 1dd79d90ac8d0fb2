// The total of a receipt from its OCR lines: the labelled total first (TOTAL, TOTALE, SUMME, Amount
// due...), never a subtotal, tax, tip or the cash handed over; without a label, the largest amount.
import { amountWithoutMark } from './ocr-tokens';
import type { ReceiptLine } from './receipt-lines';

interface Candidate {
  value: number;
  rank: number;
  /** Read with its decimal mark (not rebuilt from a run of digits). */
  marked: boolean;
}

/**
 * The amount printed beside a total label: on its line, else on the line under (or over) it when the
 * reader split them, else a run of digits on its line whose decimal mark was lost.
 */
function amountOfLabel(lines: readonly ReceiptLine[], i: number): Omit<Candidate, 'rank'> | null {
  const line = lines[i]!;
  const own = line.amounts.at(-1);
  if (own) return { value: own.value, marked: true };
  for (const j of [i + 1, i - 1]) {
    const other = lines[j];
    if (other && other.words.length === 0 && other.amounts.length > 0) {
      return { value: other.amounts.at(-1)!.value, marked: true };
    }
  }
  const unmarked = amountWithoutMark(line.numeric);
  return unmarked ? { value: unmarked.value, marked: false } : null;
}

/** Surer label first; then an amount read with its decimal mark; then the larger (a total after a tip). */
function better(a: Candidate, b: Candidate | null): boolean {
  if (!b) return true;
  if (a.rank !== b.rank) return a.rank > b.rank;
  if (a.marked !== b.marked) return a.marked;
  return a.value > b.value;
}

/** The total paid, or null when no amount can be found. */
export function readTotal(lines: readonly ReceiptLine[]): number | null {
  let best: Candidate | null = null;
  lines.forEach((line, i) => {
    if (line.kind !== 'total') return;
    const amount = amountOfLabel(lines, i);
    if (!amount || amount.value <= 0) return;
    const candidate = { ...amount, rank: line.totalRank };
    if (better(candidate, best)) best = candidate;
  });
  if (best) return (best as Candidate).value;

  // No label was read: the largest amount that is not cash, change, tax or a tip.
  const amounts = lines
    .filter((line) => line.kind === 'plain' || line.kind === 'subtotal')
    .flatMap((line) => line.amounts.map((a) => a.value))
    .filter((v) => v > 0);
  return amounts.length > 0 ? Math.max(...amounts) : null;
}
