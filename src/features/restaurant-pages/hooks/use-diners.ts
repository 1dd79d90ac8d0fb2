import { t } from 'i18next';
import type { DinerRecord } from '@/domain/restaurant-page';
import { useAsync } from '@/hooks/use-async';
import { loadPageReads } from '../api/load-page-reads';

// The data layer loads with the reads: the restaurant page's chunk does not wait for the SDK (0062).

/** The restaurant's top diners who allow being listed, read once per page visit. */
export function useTopDiners(restaurantKey: string | null) {
  return useAsync<DinerRecord[]>(
    restaurantKey,
    () => loadPageReads().then((m) => m.fetchTopDiners(restaurantKey!)),
    t('restaurants:errors.loadDiners'),
  );
}

/** The people `uid` follows who have eaten at the restaurant and allow being listed. */
export function useFollowedDiners(restaurantKey: string | null, uid: string | null) {
  return useAsync<DinerRecord[]>(
    restaurantKey && uid ? `${restaurantKey}|${uid}` : null,
    () => loadPageReads().then((m) => m.fetchFollowedDiners(restaurantKey!, uid!)),
    t('restaurants:errors.loadDiners'),
  );
}
