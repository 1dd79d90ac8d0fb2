import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { perkState, type OfferRecipient } from '@/domain/offer';
import { perkPath, restaurantPagePath } from '@/domain/paths';
import { formatDate, formatTime } from '@/i18n/format';
import { sortPerks } from '../model/perks';
import { PerkStateBadge } from './perk-state-badge';

/** My perks, valid ones first: each opens its page, and names its restaurant with a link to its page. */
export function PerksList({ perks, now }: { perks: readonly OfferRecipient[]; now: Date }) {
  const { t } = useTranslation('perks');
  return (
    <ul aria-label={t('perks.title')} className="flex flex-col gap-3 px-4">
      {sortPerks(perks, now).map((perk) => {
        const state = perkState(perk, now);
        return (
          <li
            key={perk.offerId}
            className="flex flex-col gap-1 rounded-2xl border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900"
          >
            <div className="flex items-start justify-between gap-2">
              <Link
                to={perkPath(perk.offerId)}
                className="min-w-0 font-semibold break-words text-zinc-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-amber-500 dark:text-zinc-50"
              >
                {perk.title}
              </Link>
              <PerkStateBadge state={state} />
            </div>
            <Link
              to={restaurantPagePath(perk.restaurantKey)}
              className="self-start text-sm font-semibold text-amber-700 underline-offset-2 hover:underline dark:text-amber-400"
            >
              {perk.restaurantName}
            </Link>
            <p className="text-xs text-zinc-600 dark:text-zinc-400">
              {perk.redeemedAt
                ? t('perks.usedAt', { time: formatTime(perk.redeemedAt), date: formatDate(perk.redeemedAt) })
                : t('perks.validity', {
                    from: formatDate(perk.validFrom),
                    until: formatDate(perk.validUntil),
                  })}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
