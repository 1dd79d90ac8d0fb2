import { t } from 'i18next';
import { useAsync } from '@/hooks/use-async';
import { fetchRestaurantOwner, type RestaurantOwner } from '../api/fetch-claim';

/** Who claimed the restaurant and their public profile, read once per page visit; null: unclaimed. */
export function useRestaurantOwner(restaurantKey: string | null) {
  return useAsync<RestaurantOwner | null>(
    restaurantKey,
    () => fetchRestaurantOwner(restaurantKey!),
    t('restaurants:errors.loadRestaurant'),
  );
}
