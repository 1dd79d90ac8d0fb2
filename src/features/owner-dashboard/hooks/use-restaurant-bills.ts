import { t } from 'i18next';
import { useState } from 'react';
import { useLive } from '@/hooks/use-live';
import { subscribeToRestaurantBills } from '../api/subscribe-restaurant-bills';
import { revenueWindowStart, type MatchedBill } from '../model/revenue-window';

/** The bills that matched this restaurant in the charts' window (12 weeks), live. */
export function useRestaurantBills(restaurantKey: string | null) {
  // The window is fixed when the screen opens; a reopened screen moves it on.
  const [since] = useState(() => revenueWindowStart(new Date()));
  return useLive<MatchedBill[]>(
    restaurantKey,
    (onNext, onError) => subscribeToRestaurantBills(restaurantKey!, since, onNext, onError),
    t('restaurant:messages.loadBills'),
  );
}
