import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError } from '@/domain/app-error';
import type { Offer, OfferRecipient } from '@/domain/offer';
import type { PageEntry } from '@/firebase/page-window';
import { renderAt, setAuth, testUser } from '../../../../tests/support/render';
import { audiencePreview } from '../api/audience-preview';
import { createOffer } from '../api/create-offer';
import { endOffer } from '../api/end-offer';
import { sendOffer, type SendProgress } from '../api/send-offer';
import { subscribeOwnerOffers, subscribeRedeemedToday } from '../api/offer-subscriptions';
import { OwnerOffers } from './owner-offers';
import { aPerk } from './test-perk';

vi.mock('../api/audience-preview', () => ({ audiencePreview: vi.fn() }));
vi.mock('../api/create-offer', () => ({ createOffer: vi.fn() }));
vi.mock('../api/end-offer', () => ({ endOffer: vi.fn() }));
vi.mock('../api/send-offer', () => ({ sendOffer: vi.fn() }));
vi.mock('../api/offer-photo', () => ({ uploadOfferPhoto: vi.fn() }));
vi.mock('../api/offer-subscriptions', () => ({
  subscribeOwnerOffers: vi.fn(),
  subscribeRedeemedToday: vi.fn(),
}));
// The diners' usernames come from the session's user cache: here, known at once.
vi.mock('@/hooks/use-users', () => ({
  useUsers: (ids: string[]) => ({
    data: Object.fromEntries(ids.map((id) => [id, { uid: id, username: `user_${id}` }])),
    loading: false,
    error: null,
    retry: () => {},
    isKnown: () => true,
  }),
}));

const DAY = 86_400_000;
const anOffer = (over: Partial<Offer> = {}): Offer => ({
  id: 'offer1',
  ownerId: 'test-uid',
  restaurantKey: 'k',
  restaurantName: 'Trattoria Da Mario',
  title: 'Free dessert',
  description: 'A glass of Franciacorta on us',
  photoURL: '',
  validFrom: new Date(Date.now() - DAY),
  validUntil: new Date(Date.now() + DAY),
  cap: null,
  audience: { kind: 'top', n: 2 },
  audienceSize: 2,
  sentCount: 2,
  skippedCount: 0,
  openedCount: 0,
  redeemedCount: 0,
  endedAt: null,
  createdAt: new Date(),
  ...over,
});

/** The tab's live reads, fed by the test; they open once their module has loaded (decision 0062). */
function live() {
  let pushOffers: (page: PageEntry<Offer>[]) => void = () => {};
  let pushToday: (perks: OfferRecipient[]) => void = () => {};
  let offersOpened!: () => void;
  let todayOpened!: () => void;
  const offersOpen = new Promise<void>((resolve) => (offersOpened = resolve));
  const todayOpen = new Promise<void>((resolve) => (todayOpened = resolve));
  vi.mocked(subscribeOwnerOffers).mockReturnValue({
    size: 10,
    subscribeNewest: (onNext) => {
      pushOffers = onNext;
      offersOpened();
      return () => {};
    },
    fetchOlder: async () => [],
  });
  vi.mocked(subscribeRedeemedToday).mockImplementation((_o, _d, onNext) => {
    pushToday = onNext;
    todayOpened();
    return () => {};
  });
  return {
    offers: async (offers: Offer[]) => {
      await offersOpen;
      act(() => pushOffers(offers.map((item, i) => ({ id: item.id, at: i, item, cursor: item.id }))));
    },
    today: async (perks: OfferRecipient[]) => {
      await todayOpen;
      act(() => pushToday(perks));
    },
  };
}

describe('OwnerOffers (the Marketing tab)', () => {
  // The form's code loads as the owner reaches for it (decision 0055): loaded once here.
  beforeAll(() => import('./offer-form'));

  beforeEach(() => {
    vi.mocked(audiencePreview).mockReset().mockResolvedValue(2);
    vi.mocked(createOffer).mockReset();
    vi.mocked(sendOffer).mockReset();
    vi.mocked(endOffer).mockReset();
    setAuth(testUser());
  });

  it('with no offer yet, shows the samples as illustration; then the live offers and redemptions', async () => {
    const feed = live();
    renderAt(<OwnerOffers ownerId="test-uid" samples={<p>the samples</p>} />);
    expect(screen.getByRole('status', { name: 'Loading offers' })).toBeInTheDocument();
    await feed.offers([]);
    await feed.today([]);
    expect(await screen.findByText('No offers yet')).toBeVisible();
    expect(screen.getByText('the samples')).toBeVisible();
    expect(screen.getByText('No offer used today yet.')).toBeVisible();

    await feed.offers([anOffer()]);
    expect(screen.queryByText('the samples')).not.toBeInTheDocument();
    const card = within(screen.getByRole('list', { name: 'Offers' })).getByRole('listitem');
    expect(card).toHaveTextContent('Redeemed0');
    await feed.offers([anOffer({ redeemedCount: 1, openedCount: 1 })]);
    expect(card).toHaveTextContent('Redeemed1');
    await feed.today([
      aPerk({ dinerId: 'd1', title: 'Free dessert', redeemedAt: new Date(2026, 10, 27, 20, 5) }),
    ]);
    expect(screen.getByRole('list', { name: 'Redeemed today' })).toHaveTextContent(
      '@user_d1Free dessert at 20:05',
    );
  });

  it('creates an offer, then sends it with its progress, every send button disabled meanwhile', async () => {
    const user = userEvent.setup();
    const feed = live();
    vi.mocked(createOffer).mockResolvedValue('offer1');
    let progress: (p: SendProgress) => void = () => {};
    let done: (r: { sent: number; skipped: number }) => void = () => {};
    vi.mocked(sendOffer).mockImplementation((_id, onProgress) => {
      progress = onProgress!;
      return new Promise((resolve) => (done = resolve));
    });
    renderAt(<OwnerOffers ownerId="test-uid" samples={null} />);
    await feed.offers([]);
    await user.click(await screen.findByRole('button', { name: 'New offer' }));
    await user.type(await screen.findByLabelText('Title'), 'Free dessert');
    await user.type(screen.getByLabelText('Description'), 'A glass of Franciacorta on us');
    await screen.findByText('Reaches 2 diners');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(createOffer).toHaveBeenCalledWith(
      expect.objectContaining({ ownerId: 'test-uid', title: 'Free dessert', photoURL: '', cap: null }),
    );
    expect(await screen.findByRole('button', { name: 'New offer' })).toBeDisabled();
    await feed.offers([anOffer({ sentCount: 0, audienceSize: 120 })]);
    act(() => progress({ sent: 40, skipped: 0, total: 120 }));
    expect(screen.getByText('Sending… 40 of 120')).toBeVisible();
    act(() => done({ sent: 120, skipped: 0 }));
    // The sending's end settles after this act: wait for it, not for a time.
    await waitFor(() => expect(screen.getByRole('button', { name: 'New offer' })).toBeEnabled());
    expect(screen.queryByText(/Sending…/)).not.toBeInTheDocument();
  });

  it('a stopped sending says so and resumes; End now ends it', async () => {
    const user = userEvent.setup();
    const feed = live();
    vi.mocked(sendOffer)
      .mockRejectedValueOnce(new AppError('offers:errors.sendFailed'))
      .mockResolvedValue({ sent: 1, skipped: 0 });
    vi.mocked(endOffer).mockResolvedValue(1);
    renderAt(<OwnerOffers ownerId="test-uid" samples={null} />);
    await feed.offers([anOffer({ sentCount: 1, audienceSize: 2 })]);
    await user.click(await screen.findByRole('button', { name: 'Resume sending' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sending stopped. Check your connection, then resume sending.',
    );
    await user.click(screen.getByRole('button', { name: 'Resume sending' }));
    // The writes' code loads as the owner acts.
    await vi.waitFor(() => expect(sendOffer).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole('button', { name: 'End Free dessert now' }));
    await user.click(await screen.findByRole('button', { name: 'End offer' }));
    await vi.waitFor(() => expect(endOffer).toHaveBeenCalledWith('offer1'));
  });
});
