import { describe, expect, test } from 'vitest';
import { closedWeek } from './opening-hours';
import { mapsAppUrl, toRestaurantPlace } from './restaurant-place';
import { placeFields } from './restaurant-place-fields';

describe('restaurant place', () => {
  test('a stored page without place fields has no pin and no hours', () => {
    expect(toRestaurantPlace({ name: 'x' })).toEqual({ location: null, hours: null });
    expect(toRestaurantPlace({ lat: 95, lng: 10, weeklyHours: { mon: '' } })).toEqual({
      location: null,
      hours: null,
    });
  });

  test('the fields a place stores, with the geohash of its pin, read back the same', () => {
    const place = {
      location: { lat: 41.9, lng: 12.5 },
      hours: { weekly: { ...closedWeek(), fri: '19:00-02:00' }, timeZone: 'Europe/Rome' },
    };
    const fields = placeFields(place);
    expect(fields).toMatchObject({ lat: 41.9, lng: 12.5, timeZone: 'Europe/Rome', geohash: 'sr2yk7wjpn' });
    expect(toRestaurantPlace(fields)).toEqual(place);
    expect(placeFields({ location: null, hours: null })).toEqual({});
  });

  test('the maps app link is a geo: URI with the name as its label', () => {
    expect(mapsAppUrl({ lat: 41.9, lng: 12.5 }, 'Da Carlo & Co')).toBe(
      'geo:41.9,12.5?q=41.9,12.5(Da%20Carlo%20%26%20Co)',
    );
  });
});
