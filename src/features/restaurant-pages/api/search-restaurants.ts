// Restaurant search (decisions 0038, 0040): the shared key-prefix lookup, a page at a time.
import type { Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { findRestaurantPagesByPrefix } from '@/firebase/restaurant-pages-by-prefix';
import type { RestaurantPage } from '@/domain/restaurant-page';
import { SEARCH_PAGE_SIZE, type SearchPage } from '../model/search-model';

/**
 * Pages whose key starts with `text` folded, `size` at most, after the key `after`. One read more
 * than shown says whether another page exists. An empty term reads nothing.
 */
export async function searchRestaurants(
  text: string,
  { size, after }: { size: number; after?: string },
  db: Firestore = firestore(),
): Promise<SearchPage<RestaurantPage>> {
  const found = await findRestaurantPagesByPrefix(text, { count: size + 1, after }, db);
  const items = found.slice(0, size);
  const last = items[items.length - 1];
  return { items, next: found.length > size && last ? last.restaurantKey : null };
}

/** One page of the search page's restaurant results. */
export const searchRestaurantsPage = (term: string, after?: string) =>
  searchRestaurants(term, { size: SEARCH_PAGE_SIZE, after });
