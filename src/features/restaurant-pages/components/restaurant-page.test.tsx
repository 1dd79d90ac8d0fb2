import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS, restaurantPagePath } from '@/domain/paths';
import { toDinerRecord, toRestaurantPage, type RestaurantPage as Page } from '@/domain/restaurant-page';
import { toUserRecord } from '@/domain/user-record';
import { i18n } from '@/i18n/i18n';
import { expectNoEnglish } from '../../../../tests/support/no-english';
import { renderAt, setAuth, testUser } from '../../../../tests/support/render';
import { fetchRestaurantOwner, type RestaurantOwner } from '../api/fetch-claim';
import { fetchFollowedDiners } from '../api/followed-diners';
import { dinerDoc, restaurantPageDoc } from '../api/restaurant-page-docs';
import { subscribeToRestaurantPage } from '../api/subscribe-restaurant-page';
import { fetchTopDiners } from '../api/top-diners';
import { RestaurantPage } from './restaurant-page';

vi.mock('../api/subscribe-restaurant-page', () => ({ subscribeToRestaurantPage: vi.fn() }));
vi.mock('../api/fetch-claim', () => ({ fetchRestaurantOwner: vi.fn() }));
vi.mock('../api/top-diners', () => ({ fetchTopDiners: vi.fn() }));
vi.mock('../api/followed-diners', () => ({ fetchFollowedDiners: vi.fn() }));
vi.mock('../api/want-to-try-live', () => ({
  subscribeWantsToTry: (_uid: string, _key: string, onNext: (saved: boolean) => void) => {
    onNext(false);
    return () => {};
  },
}));
vi.mock('../api/want-to-try', () => ({ addWantToTry: vi.fn(), removeWantToTry: vi.fn() }));
vi.mock('../api/popular-dishes', () => ({ fetchPopularDishes: vi.fn(async () => []) }));
vi.mock('../api/post-photos', () => ({
  fetchPhotoPage: vi.fn(async () => ({ photos: [], next: null })),
  fetchOwnerPhotos: vi.fn(async () => []),
}));
vi.mock('@/users/user-lookups', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  fetchUsersByIds: vi.fn(async (ids: string[]) =>
    ids.map((id) => toUserRecord(id, { username: `user-${id}` })),
  ),
}));

const KEY = 'trattoriaroma_viaappia1rome';
const page = (data: Record<string, unknown> = {}): Page => toRestaurantPage(KEY, restaurantPageDoc(data));

/** The page listener answers `answer` (a page, none, or a failure). */
function answerPage(answer: Page | null | Error) {
  vi.mocked(subscribeToRestaurantPage).mockImplementation((_key, onNext, onError) => {
    if (answer instanceof Error) onError(answer);
    else onNext(answer);
    return () => {};
  });
}

const claimedBy = (profile: Partial<NonNullable<RestaurantOwner['profile']>>): RestaurantOwner => ({
  ownerId: 'olga',
  profile: toUserRecord('olga', {
    restaurantProfile: {
      name: 'Trattoria Roma da Olga',
      description: 'Roman classics since 1960',
      address: 'Via Appia 1, Rome',
      cuisine: 'Roman',
      priceRange: '€€',
      openingHours: 'Tue-Sun 12-23',
      phone: '+39 06 123456',
      website: 'https://olga.example',
      images: ['https://img.example/1.jpg', 'https://img.example/2.jpg'],
      ...profile,
    },
  }).restaurantProfile,
});

function open() {
  return renderAt(<RestaurantPage />, restaurantPagePath(KEY), PATHS.restaurantPage);
}

beforeEach(() => {
  setAuth(testUser());
  answerPage(
    page({
      billCount: 12,
      dinerCount: 5,
      ratingCount: 4,
      ratingSum: 17,
      stars: { '1': 0, '2': 0, '3': 1, '4': 1, '5': 2 },
    }),
  );
  vi.mocked(fetchRestaurantOwner).mockResolvedValue(null);
  vi.mocked(fetchTopDiners).mockResolvedValue([
    toDinerRecord(dinerDoc('ana', { gold: 300, visits: 4 })),
    toDinerRecord(dinerDoc('ben', { gold: 120, visits: 1 })),
  ]);
  vi.mocked(fetchFollowedDiners).mockResolvedValue([toDinerRecord(dinerDoc('ben'))]);
});

afterEach(() => vi.clearAllMocks());

test('the rating from verified visits beside the rating from all reviews (decision 0046)', async () => {
  answerPage(
    page({
      billCount: 12,
      dinerCount: 5,
      ratingCount: 4,
      ratingSum: 17,
      stars: { '1': 0, '2': 0, '3': 1, '4': 1, '5': 2 },
      verifiedRatingCount: 2,
      verifiedRatingSum: 9,
      verifiedBillCount: 3,
    }),
  );
  open();
  // The share the restaurant's till verified, public beside the bill count.
  expect(await screen.findByText('3 verified by the restaurant (25%)')).toBeInTheDocument();
  const rating = await screen.findByRole('region', { name: 'Rating from verified diners' });
  expect(within(rating).getByRole('img', { name: 'Rating 4.3 out of 5' })).toBeInTheDocument();
  expect(
    within(rating).getByRole('img', { name: 'Rating from verified visits 4.5 out of 5' }),
  ).toBeInTheDocument();
  expect(within(rating).getByText('2 ratings')).toBeInTheDocument();
});

test('an unclaimed restaurant: its bills name it; counts, rating, followed and top diners', async () => {
  open();
  expect(await screen.findByRole('heading', { level: 1, name: 'Trattoria Roma' })).toBeInTheDocument();
  expect(screen.getByText('Via Appia 1, Rome')).toBeInTheDocument();
  expect(screen.getByText('5 Goldfork diners have eaten here')).toBeInTheDocument();
  expect(screen.getByText('12 bills scanned')).toBeInTheDocument();
  // Built from bills: none of an owner's details.
  expect(screen.queryByText('Opening hours')).not.toBeInTheDocument();

  const rating = screen.getByRole('region', { name: 'Rating from verified diners' });
  expect(within(rating).getByRole('img', { name: 'Rating 4.3 out of 5' })).toBeInTheDocument();
  expect(within(rating).getByText('4 ratings')).toBeInTheDocument();
  const rows = within(within(rating).getByRole('list', { name: 'Ratings by stars' })).getAllByRole(
    'listitem',
  );
  expect(rows.map((r) => r.textContent)).toEqual(['5 stars2', '4 stars1', '3 stars1', '2 stars0', '1 star0']);
  // Beside it, the rating from visits the restaurant verified (decision 0046): none yet.
  expect(
    within(rating).getByRole('heading', { name: 'From visits the restaurant verified' }),
  ).toBeInTheDocument();
  expect(within(rating).getByText('No ratings from verified visits yet')).toBeInTheDocument();

  const top = screen.getByRole('region', { name: 'Top diners' });
  const ranked = within(await within(top).findByRole('list', { name: 'Top diners' })).getAllByRole(
    'listitem',
  );
  expect(ranked[0]).toHaveTextContent('#1user-ana4 visits300 Gold Points');
  expect(within(ranked[1]!).getByRole('link', { name: 'user-ben' })).toHaveAttribute(
    'href',
    '/profile/user-ben',
  );

  const followed = await screen.findByRole('region', { name: 'People you follow who ate here' });
  expect(within(followed).getByRole('link', { name: 'user-ben' })).toHaveAttribute(
    'href',
    '/profile/user-ben',
  );
  expect(fetchFollowedDiners).toHaveBeenCalledWith(KEY, 'test-uid');
  expect(fetchTopDiners).toHaveBeenCalledWith(KEY);
});

test("a claimed restaurant shows its owner's profile and photos", async () => {
  vi.mocked(fetchRestaurantOwner).mockResolvedValue(claimedBy({}));
  open();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Trattoria Roma da Olga' }),
  ).toBeInTheDocument();
  const details = screen.getByRole('region', { name: 'Restaurant details' });
  for (const text of ['Roman classics since 1960', 'Roman', '€€', 'Tue-Sun 12-23', '+39 06 123456']) {
    expect(within(details).getByText(text)).toBeInTheDocument();
  }
  expect(within(details).getByRole('link', { name: 'https://olga.example' })).toBeInTheDocument();
  expect(within(details).getByRole('img', { name: 'Photo 1 of Trattoria Roma da Olga' })).toBeInTheDocument();
  expect(within(details).getByRole('img', { name: 'Photo 2 of Trattoria Roma da Olga' })).toBeInTheDocument();
});

test('a claimed restaurant with no bill yet still has its page, with zero counts', async () => {
  answerPage(null);
  vi.mocked(fetchRestaurantOwner).mockResolvedValue(claimedBy({}));
  vi.mocked(fetchTopDiners).mockResolvedValue([]);
  open();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Trattoria Roma da Olga' }),
  ).toBeInTheDocument();
  expect(screen.getByText('0 Goldfork diners have eaten here')).toBeInTheDocument();
  expect(screen.getByText('No ratings yet')).toBeInTheDocument();
});

test('no diners to list, and nobody I follow ate here: an empty list, no followed section', async () => {
  vi.mocked(fetchTopDiners).mockResolvedValue([]);
  vi.mocked(fetchFollowedDiners).mockResolvedValue([]);
  open();
  expect(await screen.findByText('No diners to show yet')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'People you follow who ate here' })).not.toBeInTheDocument();
});

test('a restaurant no bill has named, unclaimed: a not-found state, not a blank page', async () => {
  answerPage(null);
  open();
  expect(await screen.findByText('No bills at this restaurant yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the leaderboard' })).toHaveAttribute('href', '/');
});

test("the page fails to load: the spec's kind of message and a retry that listens again", async () => {
  answerPage(new Error('permission-denied'));
  open();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load restaurant');
  answerPage(page());
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Trattoria Roma' })).toBeInTheDocument();
  expect(subscribeToRestaurantPage).toHaveBeenCalledTimes(2);
});

test('the diners fail to load: their section says so, the rest of the page stands', async () => {
  vi.mocked(fetchTopDiners).mockRejectedValue(new Error('unavailable'));
  open();
  const top = await screen.findByRole('region', { name: 'Top diners' });
  expect(await within(top).findByRole('alert')).toHaveTextContent('Failed to load diners');
  expect(screen.getByRole('heading', { level: 1, name: 'Trattoria Roma' })).toBeInTheDocument();
});

test('in Italian: nothing left in English', async () => {
  await act(() => i18n.changeLanguage('it'));
  try {
    vi.mocked(fetchRestaurantOwner).mockResolvedValue(claimedBy({}));
    open();
    expect(await screen.findByText('5 commensali di Goldfork hanno mangiato qui')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Persone che segui che hanno mangiato qui' });
    await screen.findByText('300 Punti Oro');
    expectNoEnglish(['restaurants']);
  } finally {
    await act(() => i18n.changeLanguage('en'));
  }
});
