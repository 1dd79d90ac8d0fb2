import { act, screen, within } from '@testing-library/react';
import { toRestaurantPage } from '@/domain/restaurant-page';
import { i18n } from '@/i18n/i18n';
import { expectNoEnglish } from '../../../../tests/support/no-english';
import { renderAt, setAuth, testUser } from '../../../../tests/support/render';
import { fetchPrivacyPreference, hasDinerStragglers } from '../api/diner-privacy';
import { searchPeople } from '../api/search-people';
import { searchRestaurantsPage } from '../api/search-restaurants';
import { subscribeWantsToTry } from '../api/want-to-try-live';
import { DinerPrivacySetting } from './diner-privacy-setting';
import { SearchPage } from './search-page';
import { WantToTryButton } from './want-to-try-button';

vi.mock('../api/search-restaurants', () => ({ searchRestaurantsPage: vi.fn() }));
vi.mock('../api/search-people', () => ({ searchPeople: vi.fn() }));
vi.mock('../api/diner-privacy', () => ({
  applyPrivacyPreference: vi.fn(),
  fetchPrivacyPreference: vi.fn(),
  hasDinerStragglers: vi.fn(),
}));
vi.mock('../api/want-to-try', () => ({ addWantToTry: vi.fn(), removeWantToTry: vi.fn() }));
vi.mock('../api/want-to-try-live', () => ({ subscribeWantsToTry: vi.fn() }));

const NAMESPACES = ['search', 'settings', 'common'] as const;
const carol = toRestaurantPage('chezcarol_viaroma1milano', {
  name: 'Chez Carol',
  address: 'Via Roma 1, Milano',
  dinerCount: 1234,
  ratingCount: 2,
  ratingSum: 9,
});

beforeEach(async () => {
  setAuth(testUser());
  await act(() => i18n.changeLanguage('it'));
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('search, want to try and the diners setting in Italian', () => {
  it('the search page: groups, a result with its rating and diners, the empty people group', async () => {
    vi.mocked(searchRestaurantsPage).mockResolvedValue({ items: [carol], next: 'x' });
    vi.mocked(searchPeople).mockResolvedValue({ items: [], next: null });
    renderAt(<SearchPage />, '/search?q=chez', '/search');
    expect(screen.getByRole('searchbox', { name: 'Cerca ristoranti e persone' })).toBeInTheDocument();
    const link = within(await screen.findByRole('list', { name: 'Ristoranti' })).getByRole('link');
    expect(link).toHaveTextContent('★ 4,5 (2 valutazioni)');
    expect(link).toHaveTextContent('1.234 clienti');
    expect(screen.getByRole('button', { name: 'Altri ristoranti' })).toBeInTheDocument();
    expect(await screen.findByText('Nessun nome utente inizia con “chez”')).toBeInTheDocument();
    expectNoEnglish(NAMESPACES);
  });

  it('the bookmark and the privacy switch', async () => {
    vi.mocked(subscribeWantsToTry).mockImplementation((_u, _k, onNext) => {
      onNext(true);
      return () => {};
    });
    vi.mocked(fetchPrivacyPreference).mockResolvedValue({
      showAmongDiners: true,
      spendingHistory: 'everyone',
    });
    vi.mocked(hasDinerStragglers).mockResolvedValue(false);
    renderAt(
      <>
        <WantToTryButton page={carol} />
        <DinerPrivacySetting />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Da provare', pressed: true })).toBeInTheDocument();
    expect(
      await screen.findByRole('switch', { name: /^Mostrami tra i clienti di un ristorante/ }),
    ).toBeChecked();
    expectNoEnglish(NAMESPACES);
  });
});
