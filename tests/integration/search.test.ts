// Search (decision 0040) against the emulator with the real rules: restaurants by the start of their
// key (the typed text folded by normKey), in pages of 10 with a cursor; people by username prefix.
import { Timestamp, type DocumentData } from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { restaurantKeyOf } from '@/domain/restaurant-key';
import { searchRestaurants } from '@/features/restaurant-pages/api/search-restaurants';
import { SEARCH_PAGE_SIZE } from '@/features/restaurant-pages/model/search-model';
import { searchUsersPage } from '@/users/user-search';
import { dbAs, seed, userDoc, useRulesEnv } from '../rules/helpers';

const getEnv = useRulesEnv('demo-integration-search');
const as = (uid: string) => dbAs(getEnv(), uid);

function pageDoc(name: string, address: string, over: DocumentData = {}): [string, DocumentData] {
  return [
    `restaurantPages/${restaurantKeyOf(name, address)}`,
    { name, address, billCount: 1, dinerCount: 1, lastBillAt: Timestamp.now(), ...over },
  ];
}

describe('restaurants', () => {
  test('by the start of the name, however it is typed; the address and rating come along', async () => {
    await seed(getEnv(), {
      'users/ann': userDoc('ann'),
      ...Object.fromEntries([
        pageDoc('Chéz Carol', 'Via Roma 1, Milano', { ratingCount: 2, ratingSum: 9, dinerCount: 3 }),
        pageDoc('Chez Carlo', 'Corso Italia 5, Torino'),
        pageDoc('Osteria Chez', 'Via Po 2, Torino'),
      ]),
    });
    const found = await searchRestaurants('  CHEZ ca', { size: SEARCH_PAGE_SIZE }, as('ann'));
    expect(found.items.map((p) => p.name)).toEqual(['Chez Carlo', 'Chéz Carol']);
    expect(found.items[1]).toMatchObject({ address: 'Via Roma 1, Milano', ratingCount: 2, ratingSum: 9 });
    expect(found.next).toBeNull();
    // Not a word inside the name: a prefix of the key.
    expect((await searchRestaurants('Chez', { size: 10 }, as('ann'))).items).toHaveLength(2);
    expect((await searchRestaurants('carol', { size: 10 }, as('ann'))).items).toEqual([]);
  });

  test('pages of 10: the next page starts after the last one shown, none twice', async () => {
    const docs = Array.from({ length: 23 }, (_, i) =>
      pageDoc(`Pizzeria ${String(i).padStart(2, '0')}`, 'Via Napoli 1'),
    );
    await seed(getEnv(), { 'users/ann': userDoc('ann'), ...Object.fromEntries(docs) });
    const names: string[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const page = await searchRestaurants('pizz', { size: 10, after }, as('ann'));
      names.push(...page.items.map((p) => p.name));
      after = page.next ?? undefined;
      pages++;
    } while (after);
    expect(pages).toBe(3);
    expect(names).toHaveLength(23);
    expect(new Set(names).size).toBe(23);
  });

  test('text with no letter or digit reads nothing; signed out, the rules refuse', async () => {
    expect(await searchRestaurants(' ?!. ', { size: 10 }, as('ann'))).toEqual({ items: [], next: null });
    const anon = getEnv().unauthenticatedContext().firestore() as never;
    await expect(searchRestaurants('chez', { size: 10 }, anon)).rejects.toThrow();
  });
});

describe('people', () => {
  test('by username prefix, case-insensitive, in pages', async () => {
    await seed(getEnv(), {
      'users/ann': userDoc('ann', { username: 'Ann', usernameLower: 'ann' }),
      'users/bea': userDoc('bea', { username: 'Bea_B', usernameLower: 'bea_b' }),
      'users/ben': userDoc('ben', { username: 'ben', usernameLower: 'ben' }),
    });
    // The shared search the invite dialog and the search page's people group use.
    const first = await searchUsersPage('BE', { size: 1 }, as('ann'));
    expect(first.users.map((u) => u.username)).toEqual(['Bea_B']);
    expect(first.next).toBe('bea_b');
    const second = await searchUsersPage('be', { size: 1, after: first.next! }, as('ann'));
    expect(second).toMatchObject({ users: [expect.objectContaining({ username: 'ben' })], next: null });
  });
});
