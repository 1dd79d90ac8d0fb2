// Where a restaurant is and when it opens (issue 42, decision 0050): the fields its owner writes on
// restaurantPages/{key} beside the bills' counters, as a page reads them. What the owner's write stores
// (with the geohash) is ./restaurant-place-fields.ts, apart so that a page does not load geofire-common.
import { toWeeklyHours, type WeeklyHours } from './opening-hours';

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

/** A link that opens the pin in the device's maps app (geo: URI, RFC 5870, with a label query). */
export const mapsAppUrl = (p: LatLng, label: string): string =>
  `geo:${p.lat},${p.lng}?q=${p.lat},${p.lng}(${encodeURIComponent(label)})`;
