import { t } from 'i18next';
import type { Dish } from '@/domain/dish';
import { useAsync } from '@/hooks/use-async';
import { fetchPopularDishes } from '../api/popular-dishes';

/** The restaurant's popular dishes (decision 0049), read once per page visit. */
export function usePopularDishes(restaurantKey: string | null) {
  return useAsync<Dish[]>(
    restaurantKey,
    () => fetchPopularDishes(restaurantKey!),
    t('restaurants:dishes.error'),
  );
}
