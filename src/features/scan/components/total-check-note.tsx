import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('scan');
  if (totalCheck === 'off') return null;
  let text: 'checking' | 'unavailable' | 'found' | 'missing';
  let tone: 'muted' | 'ok' | 'warn';
  if (totalCheck === 'checking') [text, tone] = ['checking', 'muted'];
  else if (totalCheck === 'unavailable') [text, tone] = ['unavailable', 'muted'];
  else if (total !== null && totalAppearsInText(total, receiptText ?? '')) [text, tone] = ['found', 'ok'];
  else [text, tone] = ['missing', 'warn'];
  const style = {
    muted: 'text-zinc-500 dark:text-zinc-400',
    ok: 'text-emerald-700 dark:text-emerald-400',
    warn: 'rounded-xl bg-amber-50 px-3 py-2 font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  }[tone];
  return (
    <p role="status" className={`mt-3 text-sm ${style}`}>
      {t(`totalCheck.${text}`)}
    </p>
  );
}
