import { useTranslation } from 'react-i18next';
import type { PerkState } from '@/domain/offer';

const STYLE: Record<PerkState, string> = {
  valid: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  planned: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  used: 'bg-zinc-200 text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100',
  ended: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  expired: 'bg-zinc-200 text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100',
};

/** A perk's state in words (Valid, Not yet valid, Used, Ended by the restaurant, Expired). */
export function PerkStateBadge({ state }: { state: PerkState }) {
  const { t } = useTranslation('perks');
  return (
    <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${STYLE[state]}`}>
      {t(`perks.state.${state}`)}
    </span>
  );
}
