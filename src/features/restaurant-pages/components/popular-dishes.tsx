import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatCount, formatEuro } from '@/i18n/format';
import { usePopularDishes } from '../hooks/use-popular-dishes';

const CARD = 'rounded-2xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900';

/**
 * "Popular here" (issue 42, decision 0049): the dishes most diners ordered, each with its mean price on
 * their receipts and how many diners; a dish shows only once 3 different diners ordered it, and no
 * diner is named.
 */
export function PopularDishes({ restaurantKey }: { restaurantKey: string }) {
  const { t } = useTranslation('restaurants');
  const dishes = usePopularDishes(restaurantKey);
  let body;
  if (dishes.loading) {
    body = <SkeletonRows count={3} label={t('dishes.loading')} />;
  } else if (dishes.error) {
    body = <ErrorState message={dishes.error} onRetry={dishes.retry} />;
  } else if (!dishes.data?.length) {
    body = (
      <div className="py-4 text-center">
        <p className="font-medium text-zinc-800 dark:text-zinc-100">{t('dishes.empty')}</p>
        <p className="text-sm text-zinc-500 dark:text-zinc-400">{t('dishes.emptyHint')}</p>
      </div>
    );
  } else {
    body = (
      <ol
        aria-labelledby="popular-dishes-title"
        className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800"
      >
        {dishes.data.map((dish) => (
          <li key={dish.key} className="flex items-center gap-3 py-2">
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words">{dish.name}</p>
              <p className="text-xs text-zinc-500 dark:text-zinc-400">
                {t('dishes.price', { price: formatEuro(dish.meanPrice) })}
              </p>
            </div>
            <p className="shrink-0 text-sm font-semibold text-zinc-700 dark:text-zinc-200">
              {t('dishes.diners', { count: dish.dinerCount, n: formatCount(dish.dinerCount) })}
            </p>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <section aria-labelledby="popular-dishes-title" className={CARD}>
      <h2 id="popular-dishes-title" className="text-lg font-semibold">
        {t('dishes.title')}
      </h2>
      <p className="text-sm text-zinc-500 dark:text-zinc-400">{t('dishes.subtitle')}</p>
      {body}
    </section>
  );
}
