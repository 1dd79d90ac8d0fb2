import { t } from 'i18next';
import { useAsync } from '@/hooks/use-async';
import { loadPageReads } from '../api/load-page-reads';
import type { RestaurantOwner } from '../api/fetch-claim';

/** Who claimed the restaurant and their public profile, read once per page visit; null: unclaimed. */
export function useRestaurantOwner(restaurantKey: string | null) {
  return useAsync<RestaurantOwner | null>(
    restaurantKey,
    // The data layer loads with the read: the page's chunk does not wait for the SDK (decision 0062).
    () => loadPageReads().then((m) => m.fetchRestaurantOwner(restaurantKey!)),
    t('restaurants:errors.loadRestaurant'),
  );
}
