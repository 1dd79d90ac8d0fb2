// "Near me" (issue 42, decision 0050): the pages whose owner placed a pin within `radiusKm` of the
// visitor, nearest first. geofire-common's geohash ranges over restaurantPages.geohash (a single-field
// index, no composite): at most PER_RANGE reads per range (up to nine ranges), then the exact distance
// drops the corners.
import { endAt, getDocs, limit, orderBy, query, startAt, type Firestore } from 'firebase/firestore';
import { distanceBetween, geohashQueryBounds } from 'geofire-common';
import { firestore } from '@/firebase/firebase';
import { restaurantPagesCol } from '@/firebase/collections';
import { toRestaurantPage, type RestaurantPage } from '@/domain/restaurant-page';
import type { LatLng } from '@/domain/restaurant-place';

export const NEAR_RADIUS_KM = 10;
const PER_RANGE = 20;
const SHOWN = 20;

export interface NearbyRestaurant {
  page: RestaurantPage;
  km: number;
}

export async function nearbyRestaurants(
  center: LatLng,
  radiusKm = NEAR_RADIUS_KM,
  db: Firestore = firestore(),
): Promise<NearbyRestaurant[]> {
  const bounds = geohashQueryBounds([center.lat, center.lng], radiusKm * 1000);
  const snaps = await Promise.all(
    bounds.map(([start, end]) =>
      getDocs(
        query(restaurantPagesCol(db), orderBy('geohash'), startAt(start), endAt(end), limit(PER_RANGE)),
      ),
    ),
  );
  const seen = new Set<string>();
  const found: NearbyRestaurant[] = [];
  for (const snap of snaps)
    for (const d of snap.docs) {
      if (seen.has(d.id)) continue;
      seen.add(d.id);
      const page = toRestaurantPage(d.id, d.data());
      const pin = page.place.location;
      if (!pin) continue;
      const km = distanceBetween([pin.lat, pin.lng], [center.lat, center.lng]);
      if (km <= radiusKm) found.push({ page, km });
    }
  return found.sort((a, b) => a.km - b.km).slice(0, SHOWN);
}
