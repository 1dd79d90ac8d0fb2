import { t } from 'i18next';
import { useLive } from '@/hooks/use-live';
import { subscribeToRestaurantStats } from '../api/subscribe-restaurant-stats';
import type { RestaurantStats } from '../model/statistics';

/** The owner's private statistics, live while the restaurant profile is open. */
export function useRestaurantStats(uid: string | null) {
  return useLive<RestaurantStats>(
    uid,
    (onNext, onError) => subscribeToRestaurantStats(uid!, onNext, onError),
    t('restaurant:messages.loadStats'),
  );
}
