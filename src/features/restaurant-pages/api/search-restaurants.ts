// Restaurant search (decisions 0038, 0040): restaurantPages whose id (the restaurant key, normKey(name) +
// '_' + normKey(address)) starts with the folded text, in key order, a page at a time. Every bill
// already makes the key, so no extra field or index is needed.
import {
  documentId,
  endAt,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  startAt,
  type Firestore,
} from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { toRestaurantPage, type RestaurantPage } from '@/domain/restaurant-page';
import { restaurantSearchTerm, SEARCH_PAGE_SIZE, type SearchPage } from '../model/search-model';
import { restaurantPagesCol } from '@/firebase/collections';

/**
 * Pages whose key starts with `text` folded (restaurantSearchTerm), `size` at most, after the key
 * `after`. One read more than shown says whether another page exists. An empty term reads nothing.
 */
export async function searchRestaurants(
  text: string,
  { size, after }: { size: number; after?: string },
  db: Firestore = firestore(),
): Promise<SearchPage<RestaurantPage>> {
  const term = restaurantSearchTerm(text);
  if (!term) return { items: [], next: null };
  const snap = await getDocs(
    query(
      restaurantPagesCol(db),
      orderBy(documentId()),
      ...(after ? [startAfter(after)] : [startAt(term)]),
      endAt(`${term}\uf8ff`),
      limit(size + 1),
    ),
  );
  const shown = snap.docs.slice(0, size);
  const last = shown[shown.length - 1];
  return {
    items: shown.map((d) => toRestaurantPage(d.id, d.data())),
    next: snap.size > size && last ? last.id : null,
  };
}

/** One page of the search page's restaurant results. */
export const searchRestaurantsPage = (term: string, after?: string) =>
  searchRestaurants(term, { size: SEARCH_PAGE_SIZE, after });
