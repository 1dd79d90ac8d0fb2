import { t } from 'i18next';
import type { RestaurantPage } from '@/domain/restaurant-page';
import { useLive } from '@/hooks/use-live';
import { listenLater } from '@/hooks/listen-later';
import { loadPageReads } from '../api/load-page-reads';

/** The restaurant's page document, live (its counters follow new bills and reviews); null: none yet. */
export function useRestaurantPage(restaurantKey: string | null) {
  return useLive<RestaurantPage | null>(
    restaurantKey,
    // The data layer loads as the listener opens: the page's chunk does not wait for the SDK (0062).
    (onNext, onError) =>
      listenLater(
        loadPageReads,
        (m) => m.subscribeToRestaurantPage(restaurantKey!, onNext, onError),
        onError,
      ),
    t('restaurants:errors.loadRestaurant'),
  );
}
