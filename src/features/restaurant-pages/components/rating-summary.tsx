import { useTranslation } from 'react-i18next';
import { averageRating, STARS, verifiedAverageRating, type RestaurantPage } from '@/domain/restaurant-page';
import { formatCount } from '@/i18n/format';

/**
 * The rating from verified diners (decision 0038): the average, how many rated, and how many gave each
 * number of stars, all from the page's counters (never a read of the reviews).
 */
export function RatingSummary({ page }: { page: RestaurantPage }) {
  const { t } = useTranslation('restaurants');
  const average = averageRating(page);
  const most = Math.max(1, ...STARS.map((s) => page.stars[s]));
  return (
    <section
      aria-labelledby="restaurant-rating-title"
      className="rounded-2xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2 id="restaurant-rating-title" className="text-lg font-semibold">
        {t('rating.title')}
      </h2>
      {average === null ? (
        <div className="mt-2">
          <p className="font-medium text-zinc-800 dark:text-zinc-100">{t('rating.none')}</p>
          <p className="text-sm text-zinc-500 dark:text-zinc-400">{t('rating.noneHint')}</p>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-3">
          <div className="flex flex-col items-start">
            <p
              role="img"
              aria-label={t('rating.averageLabel', { rating: average })}
              className="text-3xl font-bold"
            >
              <span aria-hidden="true" className="text-amber-500">
                ★
              </span>{' '}
              {t('rating.average', { rating: average })}
            </p>
            <p className="text-sm text-zinc-600 dark:text-zinc-300">
              {t('rating.count', { count: page.ratingCount, n: formatCount(page.ratingCount) })}
            </p>
          </div>
          <ul aria-label={t('rating.distribution')} className="flex min-w-48 flex-1 flex-col gap-1 text-sm">
            {[...STARS].reverse().map((star) => {
              const n = page.stars[star];
              return (
                <li key={star} className="flex items-center gap-2">
                  <span className="w-16 shrink-0 text-zinc-600 dark:text-zinc-300">
                    {t('rating.stars', { count: Number(star), n: formatCount(Number(star)) })}
                  </span>
                  <span
                    aria-hidden="true"
                    className="h-2 flex-1 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
                  >
                    <span
                      className="block h-full rounded-full bg-amber-500"
                      style={{ width: `${(n / most) * 100}%` }}
                    />
                  </span>
                  <span className="w-8 shrink-0 text-right tabular-nums">{formatCount(n)}</span>
                </li>
              );
            })}
          </ul>
          <VerifiedRating page={page} />
        </div>
      )}
    </section>
  );
}

/**
 * Beside the rating from all reviews, the rating from reviews of bills the restaurant verified with its
 * code (decision 0046), as Yelp separates its recommended reviews: from the page's own counters.
 */
function VerifiedRating({ page }: { page: RestaurantPage }) {
  const { t } = useTranslation('restaurants');
  const average = verifiedAverageRating(page);
  return (
    <div className="w-full border-t border-zinc-200 pt-3 dark:border-zinc-800">
      <h3 className="text-sm font-semibold text-emerald-800 dark:text-emerald-300">
        {t('rating.verifiedTitle')}
      </h3>
      {average === null ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-300">{t('rating.verifiedNone')}</p>
      ) : (
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span
            role="img"
            aria-label={t('rating.verifiedAverageLabel', { rating: average })}
            className="text-xl font-bold"
          >
            <span aria-hidden="true" className="text-amber-500">
              ★
            </span>{' '}
            {t('rating.average', { rating: average })}
          </span>
          <span className="text-sm text-zinc-600 dark:text-zinc-300">
            {t('rating.count', { count: page.verifiedRatingCount, n: formatCount(page.verifiedRatingCount) })}
          </span>
        </p>
      )}
    </div>
  );
}
