// The owner's place on the restaurant's page (issue 42, decision 0050): structured hours with their time
// zone, and the pin with its geohash, written by the claimed restaurant's owner only, within range and
// with a geohash whose first cell is the pin's. The writes are the app's own
// (src/features/owner-dashboard/api/restaurant-place.ts).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { ownerPageDoc, saveRestaurantPlace } from '../../src/features/owner-dashboard/api/restaurant-place';
import { restaurantPageDoc } from '../../src/features/restaurant-pages/api/restaurant-page-docs';
import { closedWeek } from '../../src/domain/opening-hours';
import type { RestaurantPlace } from '../../src/domain/restaurant-place';
import { restaurantKeyOf } from '../../src/domain/restaurant-key';
import { dbAs, peek, seed, seedOwner, seedUser, trattoria, useRulesEnv } from './helpers';

const getEnv = useRulesEnv('demo-rules-restaurant-place');
const KEY = restaurantKeyOf(trattoria.name, trattoria.address);
const restaurant = { restaurantKey: KEY, name: trattoria.name, address: trattoria.address };

const place: RestaurantPlace = {
  location: { lat: 41.9, lng: 12.5 },
  hours: {
    weekly: { ...closedWeek(), mon: '12:00-15:00,19:00-02:00', sat: '19:00-23:00' },
    timeZone: 'Europe/Rome',
  },
};

describe('the owner places the page', () => {
  test('creates the page before any bill, then moves hours and pin (allow)', async () => {
    await seedOwner(getEnv(), 'olga');
    await assertSucceeds(saveRestaurantPlace(restaurant, place, dbAs(getEnv(), 'olga')));
    expect(await peek(getEnv(), `restaurantPages/${KEY}`)).toMatchObject({
      billCount: 0,
      lat: 41.9,
      timeZone: 'Europe/Rome',
      geohash: expect.stringMatching(/^sr2/),
    });
    await assertSucceeds(
      saveRestaurantPlace(
        restaurant,
        { ...place, location: { lat: 45.46, lng: 9.19 } },
        dbAs(getEnv(), 'olga'),
      ),
    );
    // Clearing the hours removes them.
    await assertSucceeds(saveRestaurantPlace(restaurant, { ...place, hours: null }, dbAs(getEnv(), 'olga')));
    expect(await peek(getEnv(), `restaurantPages/${KEY}`)).not.toHaveProperty('weeklyHours');
  });

  test('updates a page that bills made, leaving the counters (allow)', async () => {
    await seedOwner(getEnv(), 'olga');
    await seed(getEnv(), { [`restaurantPages/${KEY}`]: restaurantPageDoc({ billCount: 4, dinerCount: 2 }) });
    await assertSucceeds(saveRestaurantPlace(restaurant, place, dbAs(getEnv(), 'olga')));
    expect(await peek(getEnv(), `restaurantPages/${KEY}`)).toMatchObject({ billCount: 4, lng: 12.5 });
  });

  test('anyone but the owner is refused (deny)', async () => {
    await seedOwner(getEnv(), 'olga');
    await seedUser(getEnv(), 'mallory');
    const refused = { key: 'places:saveFailed', cause: { code: 'permission-denied' } };
    await expect(saveRestaurantPlace(restaurant, place, dbAs(getEnv(), 'mallory'))).rejects.toMatchObject(
      refused,
    );
    const ref = doc(dbAs(getEnv(), 'mallory'), `restaurantPages/${KEY}`);
    await assertFails(setDoc(ref, ownerPageDoc(trattoria.name, trattoria.address, place)));
    await seed(getEnv(), { [`restaurantPages/${KEY}`]: restaurantPageDoc() });
    await expect(saveRestaurantPlace(restaurant, place, dbAs(getEnv(), 'mallory'))).rejects.toMatchObject(
      refused,
    );
    await assertFails(updateDoc(ref, { lat: 41.9, lng: 12.5, geohash: 'sr2yk7wjpn' }));
  });

  test('the owner cannot move counters with the place, nor create a page with counts (deny)', async () => {
    await seedOwner(getEnv(), 'olga');
    const ref = doc(dbAs(getEnv(), 'olga'), `restaurantPages/${KEY}`);
    await assertFails(
      setDoc(ref, { ...ownerPageDoc(trattoria.name, trattoria.address, place), billCount: 9 }),
    );
    await assertFails(setDoc(ref, ownerPageDoc('Another name', trattoria.address, place)));
    await seed(getEnv(), { [`restaurantPages/${KEY}`]: restaurantPageDoc() });
    await assertFails(updateDoc(ref, { lat: 41.9, lng: 12.5, geohash: 'sr2yk7wjpn', dinerCount: 50 }));
  });

  test('out of range, an inconsistent geohash or malformed hours are refused (deny)', async () => {
    await seedOwner(getEnv(), 'olga');
    await seed(getEnv(), { [`restaurantPages/${KEY}`]: restaurantPageDoc() });
    const ref = doc(dbAs(getEnv(), 'olga'), `restaurantPages/${KEY}`);
    await assertSucceeds(updateDoc(ref, { lat: 41.9, lng: 12.5, geohash: 'sr2yk7wjpn' }));
    await assertFails(updateDoc(ref, { lat: 91, lng: 12.5, geohash: 'sr2yk7wjpn' }));
    await assertFails(updateDoc(ref, { lat: 41.9, lng: -181, geohash: 'sr2yk7wjpn' }));
    // New York's cell with Rome's pin.
    await assertFails(updateDoc(ref, { lat: 41.9, lng: 12.5, geohash: 'dr5rs14yej' }));
    await assertFails(updateDoc(ref, { lat: 41.9, lng: 12.5, geohash: deleteField() }));
    const weekly = { ...closedWeek(), tue: '12:00-15:00' };
    await assertSucceeds(updateDoc(ref, { weeklyHours: weekly, timeZone: 'Europe/Rome' }));
    await assertFails(
      updateDoc(ref, { weeklyHours: { ...weekly, tue: '25:00-26:00' }, timeZone: 'Europe/Rome' }),
    );
    await assertFails(
      updateDoc(ref, {
        weeklyHours: { ...weekly, tue: '10:00-11:00,12:00-13:00,14:00-15:00,16:00-17:00' },
        timeZone: 'Europe/Rome',
      }),
    );
    await assertFails(updateDoc(ref, { weeklyHours: weekly, timeZone: deleteField() }));
    await assertFails(updateDoc(ref, { weeklyHours: weekly, timeZone: 'Rome; drop' }));
  });
});
