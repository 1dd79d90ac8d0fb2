// The event form's restaurant picker (decision 0051): restaurant pages whose key starts with the typed
// name folded (the shared lookup, decision 0040), a few at a time.
import type { Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { findRestaurantPagesByPrefix } from '@/firebase/restaurant-pages-by-prefix';

export interface PlaceOption {
  restaurantKey: string;
  name: string;
  address: string;
}

const PLACE_OPTIONS_SHOWN = 5;

export async function searchPlaces(text: string, db: Firestore = firestore()): Promise<PlaceOption[]> {
  const pages = await findRestaurantPagesByPrefix(text, { count: PLACE_OPTIONS_SHOWN }, db);
  return pages.map((p) => ({
    restaurantKey: p.restaurantKey,
    name: p.name || p.restaurantKey,
    address: p.address,
  }));
}
