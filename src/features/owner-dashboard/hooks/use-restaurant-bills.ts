import { t } from 'i18next';
import { useState } from 'react';
import { useLive } from '@/hooks/use-live';
import { listenLater } from '@/hooks/listen-later';
import { revenueWindowStart, type MatchedBill } from '../model/revenue-window';

/** The bills that matched this restaurant in the charts' window (12 weeks), live. */
export function useRestaurantBills(restaurantKey: string | null) {
  // The window is fixed when the screen opens; a reopened screen moves it on.
  const [since] = useState(() => revenueWindowStart(new Date()));
  return useLive<MatchedBill[]>(
    restaurantKey,
    // The data layer loads as the listener opens: the dashboard paints before the SDK (decision 0062).
    (onNext, onError) =>
      listenLater(
        () => import('../api/subscribe-restaurant-bills'),
        (m) => m.subscribeToRestaurantBills(restaurantKey!, since, onNext, onError),
        onError,
      ),
    t('restaurant:messages.loadBills'),
  );
}
