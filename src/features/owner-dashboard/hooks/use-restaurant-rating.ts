import { t } from 'i18next';
import { useLive } from '@/hooks/use-live';
import { listenLater } from '@/hooks/listen-later';
import type { RestaurantRating } from '../api/subscribe-restaurant-rating';

/** The owner's restaurant's rating and review count from its public page, live. */
export function useRestaurantRating(restaurantKey: string | null) {
  return useLive<RestaurantRating>(
    restaurantKey,
    // The data layer loads as the listener opens: the dashboard paints before the SDK (decision 0062).
    (onNext, onError) =>
      listenLater(
        () => import('../api/subscribe-restaurant-rating'),
        (m) => m.subscribeToRestaurantRating(restaurantKey!, onNext, onError),
        onError,
      ),
    t('restaurant:messages.loadRating'),
  );
}
