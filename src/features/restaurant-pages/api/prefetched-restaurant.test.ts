import { handoff } from '@/platform/first-paint-handoff';
import { arrivedRestaurant, EARLY_WAIT_MS, forgetEarlyRestaurant } from './prefetched-restaurant';

const doc = (path: string, fields: Record<string, unknown>) => [
  { document: { name: `projects/p/databases/(default)/documents/${path}`, fields } },
  { readTime: '2026-11-29T12:00:00Z' },
];
const none = [{ readTime: '2026-11-29T12:00:00Z' }];

const page = doc('restaurantPages/bella_main1', {
  name: { stringValue: 'Trattoria Bella' },
  address: { stringValue: 'Main 1' },
  billCount: { integerValue: '12' },
  dinerCount: { integerValue: '5' },
});
const claim = doc('restaurants/bella_main1', { ownerId: { stringValue: 'emma' } });
const owner = doc('users/emma', {
  username: { stringValue: 'emma' },
  restaurantProfile: {
    mapValue: { fields: { name: { stringValue: 'Bella' }, address: { stringValue: 'Main 1' } } },
  },
});

describe('arrivedRestaurant', () => {
  it('gives the page and its owner’s public profile from the early reads’ answers', () => {
    const arrived = arrivedRestaurant({ page, claim, owner });
    expect(arrived?.page).toMatchObject({ name: 'Trattoria Bella', billCount: 12, dinerCount: 5 });
    expect(arrived?.owner).toMatchObject({ ownerId: 'emma', profile: { name: 'Bella', address: 'Main 1' } });
  });

  it('says no page and no owner for a restaurant without bills nor claim', () => {
    expect(arrivedRestaurant({ page: none, claim: none, owner: null })).toEqual({ page: null, owner: null });
  });

  it('gives nothing for an answer that is not one', () => {
    expect(arrivedRestaurant({ page: { error: 'denied' }, claim, owner })).toBeUndefined();
  });
});

describe('earlyRestaurant', () => {
  afterEach(() => {
    vi.useRealTimers();
    forgetEarlyRestaurant();
  });

  it('hands the sent reads to this restaurant’s page only, the same promise each time, until forgotten', async () => {
    vi.resetModules();
    const m = await import('./prefetched-restaurant');
    const { handoff: h } = await import('@/platform/first-paint-handoff');
    h().restaurant = { restaurantKey: 'bella_main1', answers: Promise.resolve({ page, claim, owner }) };
    expect(m.earlyRestaurant('other')).toBeNull();
    const first = m.earlyRestaurant('bella_main1');
    expect(m.earlyRestaurant('bella_main1')).toBe(first);
    await expect(first).resolves.toMatchObject({ owner: { ownerId: 'emma' } });
    m.forgetEarlyRestaurant();
    expect(m.earlyRestaurant('bella_main1')).toBeNull();
  });

  it('stops waiting for reads that fail or take too long', async () => {
    vi.resetModules();
    vi.useFakeTimers();
    const m = await import('./prefetched-restaurant');
    const { handoff: h } = await import('@/platform/first-paint-handoff');
    h().restaurant = { restaurantKey: 'k', answers: new Promise(() => {}) };
    const late = m.earlyRestaurant('k');
    await vi.advanceTimersByTimeAsync(EARLY_WAIT_MS);
    await expect(late).resolves.toBeUndefined();
  });
});

// The handoff this file's first import saw is not the one the tests reset: keep it clean.
afterAll(() => {
  handoff().restaurant = undefined;
});
