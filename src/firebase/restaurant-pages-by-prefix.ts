// The one restaurant lookup by typed name (decisions 0038, 0040): restaurantPages whose id, the
// restaurant key (normKey(name) + '_' + normKey(address)), starts with the text folded by normKey, in
// key order. The search page, a post's restaurant and an event's place all ask here: every bill already
// makes the key, so no extra field or index is needed.
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
import { normKey } from '@/domain/restaurant-key';
import { toRestaurantPage, type RestaurantPage } from '@/domain/restaurant-page';
import { firestore } from './firebase';
import { restaurantPagesCol } from './collections';

/**
 * At most `count` pages whose key starts with `text` folded, after the key `after` when given. An
 * empty term reads nothing.
 */
export async function findRestaurantPagesByPrefix(
  text: string,
  { count, after }: { count: number; after?: string },
  db: Firestore = firestore(),
): Promise<RestaurantPage[]> {
  const term = normKey(text);
  if (!term) return [];
  const snap = await getDocs(
    query(
      restaurantPagesCol(db),
      orderBy(documentId()),
      ...(after ? [startAfter(after)] : [startAt(term)]),
      endAt(`${term}\uf8ff`),
      limit(count),
    ),
  );
  return snap.docs.map((d) => toRestaurantPage(d.id, d.data()));
}
