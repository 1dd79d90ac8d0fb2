import { t } from 'i18next';
import type { RestaurantPage } from '@/domain/restaurant-page';
import { useLive } from '@/hooks/use-live';
import { subscribeToRestaurantPage } from '../api/subscribe-restaurant-page';

/** The restaurant's page document, live (its counters follow new bills and reviews); null: none yet. */
export function useRestaurantPage(restaurantKey: string | null) {
  return useLive<RestaurantPage | null>(
    restaurantKey,
    (onNext, onError) => subscribeToRestaurantPage(restaurantKey!, onNext, onError),
    t('restaurants:errors.loadRestaurant'),
  );
}
