import { t } from 'i18next';
import { useLive } from '@/hooks/use-live';
import { listenLater } from '@/hooks/listen-later';
import type { RestaurantStats } from '../model/statistics';

/** The owner's private statistics, live while the restaurant profile is open. */
export function useRestaurantStats(uid: string | null) {
  return useLive<RestaurantStats>(
    uid,
    // The data layer loads as the listener opens: the dashboard paints before the SDK (decision 0062).
    (onNext, onError) =>
      listenLater(
        () => import('../api/subscribe-restaurant-stats'),
        (m) => m.subscribeToRestaurantStats(uid!, onNext, onError),
        onError,
      ),
    t('restaurant:messages.loadStats'),
  );
}
