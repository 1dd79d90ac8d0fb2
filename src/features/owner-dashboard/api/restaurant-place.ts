// The owner's place on their restaurant's public page (issue 42, decision 0050): structured hours with
// their time zone and the map pin, stored on restaurantPages/{key} beside the bills' counters so the page
// and search read them with the page document, and "Near me" queries its geohash. One transaction:
// the page is updated, or created with zero counts when no bill has named the restaurant yet
// (firestore.rules, pagePlacedByOwner / pageCreatedByOwner).
import { deleteField, getDoc, type DocumentData, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { runGuardedTransaction } from '@/firebase/guarded-transaction';
import { restaurantPageDoc } from '@/firebase/collections';
import { STARS } from '@/domain/restaurant-page';
import { toRestaurantPlace, type RestaurantPlace } from '@/domain/restaurant-place';
import { placeFields } from '@/domain/restaurant-place-fields';
import { AppError } from '@/domain/app-error';
import { isOfflineError } from '@/stores/connectivity-store';

/** The page a placing owner creates before any bill: their profile's name and address, zero counts. */
export function ownerPageDoc(name: string, address: string, place: RestaurantPlace): DocumentData {
  return {
    name,
    address,
    billCount: 0,
    dinerCount: 0,
    ratingCount: 0,
    ratingSum: 0,
    stars: Object.fromEntries(STARS.map((s) => [s, 0])),
    ...placeFields(place),
  };
}

const PLACE_KEYS = ['weeklyHours', 'timeZone', 'lat', 'lng', 'geohash'] as const;

/** The stored place of the restaurant's page (nothing placed when the page does not exist). */
export async function fetchRestaurantPlace(
  restaurantKey: string,
  db: Firestore = firestore(),
): Promise<RestaurantPlace> {
  const snap = await getDoc(restaurantPageDoc(db, restaurantKey));
  return toRestaurantPlace(snap.exists() ? snap.data() : {});
}

/** Saves the place; fields the place leaves out are removed. Throws an AppError to show. */
export async function saveRestaurantPlace(
  restaurant: { restaurantKey: string; name: string; address: string },
  place: RestaurantPlace,
  db: Firestore = firestore(),
): Promise<void> {
  const ref = restaurantPageDoc(db, restaurant.restaurantKey);
  try {
    await runGuardedTransaction(db, async (tx) => {
      const page = await tx.get(ref);
      if (!page.exists()) {
        tx.set(ref, ownerPageDoc(restaurant.name, restaurant.address, place));
        return;
      }
      const fields = placeFields(place);
      tx.update(ref, {
        ...Object.fromEntries(PLACE_KEYS.map((k) => [k, deleteField()])),
        ...fields,
      });
    });
  } catch (error) {
    if (isOfflineError(error)) throw error;
    throw new AppError('places:saveFailed', undefined, { cause: error });
  }
}
