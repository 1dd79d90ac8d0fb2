import { useTranslation } from 'react-i18next';
import { averageRating, STARS, type RestaurantPage } from '@/domain/restaurant-page';
import { formatCount } from '@/i18n/format';
import { starShares } from '../model/review-model';
import { ReviewStars } from './review-stars';

/** The page's rating: the average to one decimal, the count, and a bar per star (5 at the top). */
export function ReviewSummary({ page }: { page: RestaurantPage }) {
  const { t, i18n } = useTranslation('reviews');
  const avg = averageRating(page);
  const shares = starShares(page);
  const oneDecimal = (n: number) =>
    n.toLocaleString(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <div className="flex items-center gap-4">
      <div className="flex shrink-0 flex-col items-center">
        <p className="text-3xl font-bold text-zinc-900 dark:text-zinc-100">
          {avg === null ? '–' : oneDecimal(avg)}
        </p>
        {avg !== null && <ReviewStars rating={avg} className="text-sm" />}
        {avg !== null && <p className="sr-only">{t('summary.average', { avg: oneDecimal(avg) })}</p>}
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          {t('summary.count', { count: page.ratingCount, formatted: formatCount(page.ratingCount) })}
        </p>
      </div>
      <ul className="flex min-w-0 flex-1 flex-col gap-1" aria-label={t('summary.distribution')}>
        {[...STARS].reverse().map((s) => (
          <li key={s} className="flex items-center gap-2 text-xs text-zinc-700 dark:text-zinc-300">
            <span aria-hidden="true" className="w-3 text-right">
              {s}
            </span>
            <span
              className="h-2 min-w-0 flex-1 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-700"
              role="img"
              aria-label={t('summary.bar', { star: s, count: page.stars[s] })}
            >
              <span className="block h-full rounded-full bg-amber-500" style={{ width: `${shares[s]}%` }} />
            </span>
            <span aria-hidden="true" className="w-6 text-right tabular-nums">
              {page.stars[s]}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
