import { TOTAL_CHECK_TEXT } from '../ocr/ocr-progress';
import { totalAppearsInText } from '../ocr/total-in-text';
import type { TotalCheck } from '../scan-state';

interface TotalCheckNoteProps {
  totalCheck: TotalCheck;
  /** The total as it stands on the card (edited or not), or null while it is not an amount. */
  total: number | null;
  receiptText: string | null;
}

/**
 * The trust signal of a model's answer (decision 0009, "The card, the mode, the trust check"): whether the
 * total is printed on the receipt as the on-device reader read it. It never blocks Confirm; a missing total
 * is a warning to check.
 */
export function TotalCheckNote({ totalCheck, total, receiptText }: TotalCheckNoteProps) {
  if (totalCheck === 'off') return null;
  let text: string;
  let tone: 'muted' | 'ok' | 'warn';
  if (totalCheck === 'checking') [text, tone] = [TOTAL_CHECK_TEXT.checking, 'muted'];
  else if (totalCheck === 'unavailable') [text, tone] = [TOTAL_CHECK_TEXT.unavailable, 'muted'];
  else if (total !== null && totalAppearsInText(total, receiptText ?? ''))
    [text, tone] = [TOTAL_CHECK_TEXT.found, 'ok'];
  else [text, tone] = [TOTAL_CHECK_TEXT.missing, 'warn'];
  const style = {
    muted: 'text-zinc-500 dark:text-zinc-400',
    ok: 'text-emerald-700 dark:text-emerald-400',
    warn: 'rounded-xl bg-amber-50 px-3 py-2 font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  }[tone];
  return (
    <p role="status" className={`mt-3 text-sm ${style}`}>
      {text}
    </p>
  );
}
