import { t } from 'i18next';
import { useLive } from '@/hooks/use-live';
import { subscribeToRestaurantRating, type RestaurantRating } from '../api/subscribe-restaurant-rating';

/** The owner's restaurant's rating and review count from its public page, live. */
export function useRestaurantRating(restaurantKey: string | null) {
  return useLive<RestaurantRating>(
    restaurantKey,
    (onNext, onError) => subscribeToRestaurantRating(restaurantKey!, onNext, onError),
    t('restaurant:messages.loadRating'),
  );
}
