// What the owner's write stores for a place (decision 0050): the pin with its geohash (geofire-common,
// 10 characters), which "Near me" queries, and the structured hours.
import { geohashForLocation } from 'geofire-common';
import type { LatLng, RestaurantPlace } from './restaurant-place';

const GEOHASH_PRECISION = 10;

/** The geohash stored with a pin. */
const geohashOf = (p: LatLng): string => geohashForLocation([p.lat, p.lng], GEOHASH_PRECISION);

/** The fields the owner's write stores for a place (only what is set). */
export function placeFields(place: RestaurantPlace): Record<string, unknown> {
  return {
    ...(place.hours ? { weeklyHours: { ...place.hours.weekly }, timeZone: place.hours.timeZone } : {}),
    ...(place.location
      ? { lat: place.location.lat, lng: place.location.lng, geohash: geohashOf(place.location) }
      : {}),
  };
}
