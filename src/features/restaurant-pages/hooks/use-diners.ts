import { t } from 'i18next';
import type { DinerRecord } from '@/domain/restaurant-page';
import { useAsync } from '@/hooks/use-async';
import { fetchFollowedDiners } from '../api/followed-diners';
import { fetchTopDiners } from '../api/top-diners';

/** The restaurant's top diners who allow being listed, read once per page visit. */
export function useTopDiners(restaurantKey: string | null) {
  return useAsync<DinerRecord[]>(
    restaurantKey,
    () => fetchTopDiners(restaurantKey!),
    t('restaurants:errors.loadDiners'),
  );
}

/** The people `uid` follows who have eaten at the restaurant and allow being listed. */
export function useFollowedDiners(restaurantKey: string | null, uid: string | null) {
  return useAsync<DinerRecord[]>(
    restaurantKey && uid ? `${restaurantKey}|${uid}` : null,
    () => fetchFollowedDiners(restaurantKey!, uid!),
    t('restaurants:errors.loadDiners'),
  );
}
