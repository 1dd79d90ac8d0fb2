// The restaurants a post can name (issue 42): those of my latest bills, and restaurant pages found by
// search (the shared key-prefix lookup, decision 0040). Each is a page that exists:
// every bill makes its restaurant's page, and the rules refuse a post naming none.
import { getDocs, limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { restaurantKeyOf } from '@/domain/restaurant-key';
import { billsCol } from '@/firebase/collections';
import { findRestaurantPagesByPrefix } from '@/firebase/restaurant-pages-by-prefix';
import type { PostRestaurant } from './post-doc';

/** How many choices each list offers. */
const RESTAURANT_CHOICES = 5;

/** The restaurants of my latest bills, newest first, each once (a bounded read of 20 bills). */
export async function fetchMyRestaurants(
  uid: string,
  db: Firestore = firestore(),
): Promise<PostRestaurant[]> {
  const snap = await getDocs(
    query(billsCol(db), where('userId', '==', uid), orderBy('createdAt', 'desc'), limit(20)),
  );
  const seen = new Map<string, PostRestaurant>();
  for (const d of snap.docs) {
    const b = d.data();
    const name = String(b.restaurantName ?? '');
    const key =
      typeof b.restaurantKey === 'string' && b.restaurantKey
        ? b.restaurantKey
        : restaurantKeyOf(name, String(b.address ?? ''));
    if (name && !seen.has(key)) seen.set(key, { key, name });
  }
  return [...seen.values()].slice(0, RESTAURANT_CHOICES);
}

/** Restaurant pages whose key starts with `text` folded (the shared lookup); an empty term reads nothing. */
export async function searchRestaurantChoices(
  text: string,
  db: Firestore = firestore(),
): Promise<PostRestaurant[]> {
  const pages = await findRestaurantPagesByPrefix(text, { count: RESTAURANT_CHOICES }, db);
  return pages.map((p) => ({ key: p.restaurantKey, name: p.name || p.restaurantKey }));
}
