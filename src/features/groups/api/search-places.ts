// The event form's restaurant picker (decision 0051): restaurant pages whose key starts with the typed
// name folded, as the restaurant search does (decision 0040), a few at a time.
import {
  documentId,
  endAt,
  getDocs,
  limit,
  orderBy,
  query,
  startAt,
  type Firestore,
} from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { normKey } from '@/domain/restaurant-key';
import { restaurantPagesCol } from '@/firebase/collections';

export interface PlaceOption {
  restaurantKey: string;
  name: string;
  address: string;
}

const PLACE_OPTIONS_SHOWN = 5;

export async function searchPlaces(text: string, db: Firestore = firestore()): Promise<PlaceOption[]> {
  const term = normKey(text);
  if (!term) return [];
  const snap = await getDocs(
    query(
      restaurantPagesCol(db),
      orderBy(documentId()),
      startAt(term),
      endAt(`${term}\uf8ff`),
      limit(PLACE_OPTIONS_SHOWN),
    ),
  );
  return snap.docs.map((d) => ({
    restaurantKey: d.id,
    name: typeof d.get('name') === 'string' ? (d.get('name') as string) : d.id,
    address: typeof d.get('address') === 'string' ? (d.get('address') as string) : '',
  }));
}
