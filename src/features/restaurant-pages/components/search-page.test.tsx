import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toRestaurantPage } from '@/domain/restaurant-page';
import { toUserRecord } from '@/domain/user-record';
import { renderAt, setAuth, testUser } from '../../../../tests/support/render';
import { searchPeople } from '../api/search-people';
import { searchRestaurantsPage } from '../api/search-restaurants';
import { SearchPage } from './search-page';

vi.mock('../api/search-restaurants', () => ({ searchRestaurantsPage: vi.fn() }));
vi.mock('../api/search-people', () => ({ searchPeople: vi.fn() }));

const restaurants = vi.mocked(searchRestaurantsPage);
const people = vi.mocked(searchPeople);
const carol = toRestaurantPage('chezcarol_viaroma1milano', {
  name: 'Chéz Carol',
  address: 'Via Roma 1, Milano',
  dinerCount: 3,
  ratingCount: 2,
  ratingSum: 9,
});
const carlo = toRestaurantPage('chezcarlo_corsoitalia5', {
  name: 'Chez Carlo',
  address: 'Corso Italia 5',
  dinerCount: 1,
});
const chet = toUserRecord('u-chet', { username: 'chet', goldPoints: 1200 });

describe('SearchPage', () => {
  beforeEach(() => {
    restaurants.mockReset();
    people.mockReset();
    setAuth(testUser());
  });

  it('says what to type before anything is typed, and reads nothing', () => {
    renderAt(<SearchPage />, '/search');
    expect(screen.getByRole('heading', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText('Find a restaurant or a person')).toBeInTheDocument();
    expect(restaurants).not.toHaveBeenCalled();
    expect(people).not.toHaveBeenCalled();
  });

  it('shows restaurants (name, address, rating, diners, link) and people for the typed text', async () => {
    restaurants.mockResolvedValue({ items: [carlo, carol], next: null });
    people.mockResolvedValue({ items: [chet], next: null });
    renderAt(<SearchPage />, '/search');
    // Pasted, one input event: typed key by key on a busy machine, a pause longer than the debounce
    // searched 'ch' too, and that search's late answer updated the page after the test had ended.
    await userEvent.click(screen.getByRole('searchbox', { name: 'Search restaurants and people' }));
    await userEvent.paste('Chéz');
    const group = await screen.findByRole('list', { name: 'Restaurants' });
    const links = within(group).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/restaurants/chezcarlo_corsoitalia5',
      '/restaurants/chezcarol_viaroma1milano',
    ]);
    expect(links[1]).toHaveTextContent('Chéz Carol');
    expect(links[1]).toHaveTextContent('Via Roma 1, Milano');
    expect(links[1]).toHaveTextContent('★ 4.5 (2 ratings)');
    expect(links[1]).toHaveTextContent('3 diners');
    expect(links[0]).toHaveTextContent('No ratings yet');
    expect(links[0]).toHaveTextContent('1 diner');
    // The settled text, folded by the key's normKey.
    expect(restaurants.mock.calls).toEqual([['chez']]);
    const person = within(await screen.findByRole('list', { name: 'People' })).getByRole('link');
    expect(person).toHaveAttribute('href', '/profile/chet');
    expect(person).toHaveTextContent('1,200 gold points');
  });

  it('loads the next page on demand and appends it', async () => {
    restaurants.mockImplementation(async (_term, after) =>
      after ? { items: [carol], next: null } : { items: [carlo], next: carlo.restaurantKey },
    );
    people.mockResolvedValue({ items: [], next: null });
    renderAt(<SearchPage />, '/search?q=chez', '/search');
    await userEvent.click(await screen.findByRole('button', { name: 'More restaurants' }));
    expect(restaurants).toHaveBeenLastCalledWith('chez', carlo.restaurantKey);
    const group = screen.getByRole('list', { name: 'Restaurants' });
    expect(await within(group).findByText('Chéz Carol')).toBeInTheDocument();
    expect(within(group).getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'More restaurants' })).not.toBeInTheDocument();
  });

  it('says when nothing matches, and how to search', async () => {
    restaurants.mockResolvedValue({ items: [], next: null });
    people.mockResolvedValue({ items: [], next: null });
    renderAt(<SearchPage />, '/search?q=zzz', '/search');
    expect(await screen.findByText('No restaurants start with “zzz”')).toBeInTheDocument();
    expect(screen.getByText(/Search by the start of the name, without the city/)).toBeInTheDocument();
    expect(await screen.findByText('No usernames start with “zzz”')).toBeInTheDocument();
  });

  it('text without letters or digits searches no restaurant', async () => {
    people.mockResolvedValue({ items: [], next: null });
    renderAt(<SearchPage />, '/search?q=%3F!', '/search');
    expect(await screen.findByText('Type letters or digits to search restaurants.')).toBeInTheDocument();
    expect(restaurants).not.toHaveBeenCalled();
  });

  it('a failed search says so and tries again', async () => {
    restaurants.mockRejectedValueOnce(new Error('unavailable'));
    restaurants.mockResolvedValue({ items: [carol], next: null });
    people.mockResolvedValue({ items: [], next: null });
    renderAt(<SearchPage />, '/search?q=chez', '/search');
    expect(await screen.findByText('Failed to search restaurants')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Chéz Carol')).toBeInTheDocument();
  });
});
