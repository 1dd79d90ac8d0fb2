/// <reference types="vite/client" />
// One owner per restaurant under concurrency (decision 0008): the app's own save functions against the
// Firestore emulator with the real firestore.rules. Nothing here is mocked.
import { Timestamp } from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { saveRestaurantProfile } from '@/features/owner-dashboard/api/save-restaurant-profile';
import type { RestaurantForm } from '@/features/owner-dashboard/model/profile-form';
import { saveScannedBill } from '@/features/scan/api/save-bill';
import { restaurantKeyOf } from '@/domain/restaurant-key';
import { localIsoDate } from '@/features/scan/model/bill-date';
// Aliased: the helper is not a React hook, whatever its name says to the hooks lint.
import { dbAs, peek, seedUser, trattoria, useRulesEnv as rulesEnvFor } from '../rules/helpers';

const getEnv = rulesEnvFor('demo-int-restaurant-claim');
const form: RestaurantForm = { ...trattoria, website: '' };
const KEY = restaurantKeyOf(trattoria.name, trattoria.address);

async function seedOwners(uids: string[]) {
  for (const uid of uids) {
    await seedUser(getEnv(), uid, { isRestaurantOwner: true, restaurantActivatedAt: Timestamp.now() });
  }
}

describe('claiming a restaurant', () => {
  test('five owners claim the same restaurant at once (spelled five ways): exactly one gets it', async () => {
    const uids = ['o1', 'o2', 'o3', 'o4', 'o5'];
    await seedOwners(uids);
    const spellings = [
      'Trattoria Roma',
      'TRATTORIA ROMA',
      'trattoria  roma',
      'Trattoria-Roma',
      'TrattoriaRoma',
    ];
    const results = await Promise.allSettled(
      uids.map((uid, i) => saveRestaurantProfile(uid, { ...form, name: spellings[i]! }, dbAs(getEnv(), uid))),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected')
        expect((r.reason as Error).message).toBe('dashboard:messages.alreadyClaimed');
    }
    const claim = await peek(getEnv(), `restaurants/${KEY}`);
    const winner = uids.find((uid, i) => results[i]!.status === 'fulfilled')!;
    expect(claim?.ownerId).toBe(winner);
    for (const uid of uids.filter((u) => u !== winner)) {
      expect((await peek(getEnv(), `users/${uid}`))?.restaurantProfile).toBeNull();
    }
  });

  test('an owner moving to a restaurant that another owner claims at the same moment: one of them', async () => {
    await seedOwners(['olga', 'oscar']);
    await saveRestaurantProfile('olga', { ...form, name: 'Osteria Olga' }, dbAs(getEnv(), 'olga'));
    const results = await Promise.allSettled([
      saveRestaurantProfile('olga', form, dbAs(getEnv(), 'olga')),
      saveRestaurantProfile('oscar', form, dbAs(getEnv(), 'oscar')),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const owner = (await peek(getEnv(), `restaurants/${KEY}`))?.ownerId as string;
    expect(['olga', 'oscar']).toContain(owner);
    if (owner === 'oscar') {
      // Olga stayed where she was, still holding her old claim.
      expect(
        await peek(getEnv(), `restaurants/${restaurantKeyOf('Osteria Olga', trattoria.address)}`),
      ).toMatchObject({
        ownerId: 'olga',
      });
    } else {
      expect(
        await peek(getEnv(), `restaurants/${restaurantKeyOf('Osteria Olga', trattoria.address)}`),
      ).toBeUndefined();
    }
  });

  test("a diner's bill right after a rename feeds the owner under the new name, not the old", async () => {
    await seedOwners(['olga']);
    await seedUser(getEnv(), 'alice');
    await saveRestaurantProfile('olga', form, dbAs(getEnv(), 'olga'));
    await saveRestaurantProfile('olga', { ...form, name: 'Osteria Olga' }, dbAs(getEnv(), 'olga'));
    const date = localIsoDate(new Date());
    const at = (name: string, totalAmount: number) => ({
      restaurantName: name,
      address: trattoria.address,
      totalAmount,
      date,
      items: [],
    });
    await saveScannedBill('alice', at(trattoria.name, 10), { db: dbAs(getEnv(), 'alice') });
    await saveScannedBill('alice', at('OSTERIA OLGA', 25), { db: dbAs(getEnv(), 'alice') });
    expect(await peek(getEnv(), 'users/olga/private/restaurantStats')).toMatchObject({
      totalBills: 1,
      totalRevenue: 25,
    });
  });
});
