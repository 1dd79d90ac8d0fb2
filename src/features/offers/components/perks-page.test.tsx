import { act, screen, within } from '@testing-library/react';
import type { OfferRecipient } from '@/domain/offer';
import type { PageEntry } from '@/firebase/page-window';
import { renderAt, setAuth, testUser } from '../../../../tests/support/render';
import { subscribeMyPerks } from '../api/offer-subscriptions';
import { PerksPage } from './perks-page';
import { aPerk } from './test-perk';

vi.mock('../api/offer-subscriptions', () => ({ subscribeMyPerks: vi.fn() }));

const pages = vi.mocked(subscribeMyPerks);
const DAY = 86_400_000;

const entry = (perk: OfferRecipient, at: number): PageEntry<OfferRecipient> => ({
  id: perk.offerId,
  at,
  item: perk,
  cursor: perk.offerId,
});

function source() {
  let push: (page: PageEntry<OfferRecipient>[]) => void = () => {};
  let fail: (err: Error) => void = () => {};
  pages.mockReturnValue({
    size: 10,
    subscribeNewest: (onNext, onError) => {
      push = onNext;
      fail = onError;
      return () => {};
    },
    fetchOlder: async () => [],
  });
  return {
    push: (p: PageEntry<OfferRecipient>[]) => act(() => push(p)),
    fail: (e: Error) => act(() => fail(e)),
  };
}

describe('PerksPage', () => {
  beforeEach(() => {
    pages.mockReset();
    setAuth(testUser());
  });

  it('loads, then lists my perks valid first, each with its restaurant and state', async () => {
    const list = source();
    renderAt(<PerksPage />, '/perks');
    expect(screen.getByRole('status', { name: 'Loading perks' })).toBeInTheDocument();
    const now = Date.now();
    list.push([
      entry(
        aPerk({
          offerId: 'o1',
          title: 'Old wine',
          validFrom: new Date(now - 9 * DAY),
          validUntil: new Date(now - DAY),
        }),
        1,
      ),
      entry(
        aPerk({
          offerId: 'o2',
          title: 'Used dessert',
          validFrom: new Date(now - DAY),
          validUntil: new Date(now + DAY),
          redeemedAt: new Date(now - 3_600_000),
        }),
        2,
      ),
      entry(
        aPerk({
          offerId: 'o3',
          title: 'Coffee',
          validFrom: new Date(now - DAY),
          validUntil: new Date(now + DAY),
        }),
        3,
      ),
    ]);
    const items = within(await screen.findByRole('list', { name: 'Perks' })).getAllByRole('listitem');
    expect(items.map((li) => within(li).getAllByRole('link')[0]!.textContent)).toEqual([
      'Coffee',
      'Used dessert',
      'Old wine',
    ]);
    expect(items[0]).toHaveTextContent('Valid');
    expect(items[1]).toHaveTextContent('Used');
    expect(items[2]).toHaveTextContent('Expired');
    expect(within(items[0]!).getByRole('link', { name: 'Coffee' })).toHaveAttribute('href', '/perks/o3');
    expect(within(items[0]!).getByRole('link', { name: 'Trattoria Da Mario' })).toHaveAttribute(
      'href',
      '/restaurants/da-mario_milano',
    );
  });

  it('with none, says how perks come; a failed load says so', async () => {
    const list = source();
    renderAt(<PerksPage />, '/perks');
    list.push([]);
    expect(await screen.findByText('No perks yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Scan a bill' })).toHaveAttribute('href', '/scan');
    list.fail(new Error('unavailable'));
    expect(await screen.findByText('Failed to load perks')).toBeVisible();
  });
});
