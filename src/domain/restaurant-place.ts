// Where a restaurant is and when it opens (issue 42, decision 0050): the fields its owner writes on
// restaurantPages/{key} beside the bills' counters. The geohash (geofire-common, 10 characters) is what
// "Near me" queries; lat/lng are the pin.
import { geohashForLocation } from 'geofire-common';
import { toWeeklyHours, type WeeklyHours } from './opening-hours';

const GEOHASH_PRECISION = 10;

export interface LatLng {
  lat: number;
  lng: number;
}

export interface RestaurantPlace {
  /** The owner's pin, or null before they place one. */
  location: LatLng | null;
  /** Structured hours and the IANA zone they are in, or null (the free-text openingHours stays). */
  hours: { weekly: WeeklyHours; timeZone: string } | null;
}

const validLatLng = (p: LatLng): boolean =>
  Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180;

/** The geohash stored with a pin. */
const geohashOf = (p: LatLng): string => geohashForLocation([p.lat, p.lng], GEOHASH_PRECISION);

/** The place fields of a stored page document. */
export function toRestaurantPlace(data: Record<string, unknown>): RestaurantPlace {
  const { lat, lng, timeZone } = data;
  const location =
    typeof lat === 'number' && typeof lng === 'number' && validLatLng({ lat, lng }) ? { lat, lng } : null;
  const weekly = toWeeklyHours(data.weeklyHours);
  return {
    location,
    hours: weekly && typeof timeZone === 'string' && timeZone ? { weekly, timeZone } : null,
  };
}

/** The fields the owner's write stores for a place (only what is set). */
export function placeFields(place: RestaurantPlace): Record<string, unknown> {
  return {
    ...(place.hours ? { weeklyHours: { ...place.hours.weekly }, timeZone: place.hours.timeZone } : {}),
    ...(place.location
      ? { lat: place.location.lat, lng: place.location.lng, geohash: geohashOf(place.location) }
      : {}),
  };
}

/** A link that opens the pin in the device's maps app (geo: URI, RFC 5870, with a label query). */
export const mapsAppUrl = (p: LatLng, label: string): string =>
  `geo:${p.lat},${p.lng}?q=${p.lat},${p.lng}(${encodeURIComponent(label)})`;
