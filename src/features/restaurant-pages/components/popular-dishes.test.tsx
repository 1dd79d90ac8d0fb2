import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toDish } from '@/domain/dish';
import { i18n } from '@/i18n/i18n';
import { expectNoEnglish } from '../../../../tests/support/no-english';
import { renderAt } from '../../../../tests/support/render';
import { fetchPopularDishes } from '../api/popular-dishes';
import { PopularDishes } from './popular-dishes';

vi.mock('../api/popular-dishes', () => ({ fetchPopularDishes: vi.fn() }));

const cacio = toDish('cacio-e-pepe', {
  name: 'Cacio e Pepe',
  dinerCount: 3,
  priceCents: 3900,
  priceCount: 3,
});

beforeEach(async () => {
  await act(() => i18n.loadNamespaces('restaurants'));
});

afterEach(async () => {
  vi.clearAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

describe('Popular here', () => {
  it('lists each dish with its mean price and how many diners, naming none', async () => {
    vi.mocked(fetchPopularDishes).mockResolvedValue([cacio]);
    renderAt(<PopularDishes restaurantKey="k" />);
    expect(screen.getByRole('heading', { name: 'Popular here' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Popular here' });
    const row = within(list).getByRole('listitem');
    expect(row).toHaveTextContent('Cacio e Pepe');
    expect(row).toHaveTextContent(/13[.,]00.*on average/);
    expect(row).toHaveTextContent('3 diners');
  });

  it('says when no dish has 3 diners yet', async () => {
    vi.mocked(fetchPopularDishes).mockResolvedValue([]);
    renderAt(<PopularDishes restaurantKey="k" />);
    expect(await screen.findByText('No popular dishes yet')).toBeVisible();
    expect(screen.getByText('A dish appears once 3 different diners have ordered it.')).toBeVisible();
  });

  it('shows a failure with a retry that loads again', async () => {
    vi.mocked(fetchPopularDishes).mockRejectedValueOnce(new Error('unavailable')).mockResolvedValue([cacio]);
    renderAt(<PopularDishes restaurantKey="k" />);
    expect(await screen.findByText('Failed to load dishes')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Cacio e Pepe')).toBeVisible();
  });

  it('speaks Italian', async () => {
    await act(() => i18n.changeLanguage('it'));
    vi.mocked(fetchPopularDishes).mockResolvedValue([cacio]);
    renderAt(<PopularDishes restaurantKey="k" />);
    expect(await screen.findByText('3 commensali')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Popolari qui' })).toBeVisible();
    expectNoEnglish(['restaurants']);
  });
});
