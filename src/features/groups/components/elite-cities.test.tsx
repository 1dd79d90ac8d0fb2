import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useCityGroups } from '../hooks/use-city-groups';
import { useTopCities } from '../hooks/use-top-cities';
import { toCity } from '../model/city';
import { toGroup } from '../model/group';
import { EliteCitiesSection } from './elite-cities';

vi.mock('../hooks/use-top-cities', () => ({ useTopCities: vi.fn() }));
vi.mock('../hooks/use-city-groups', () => ({ useCityGroups: vi.fn() }));

const state = <T,>(s: { data?: T; loading?: boolean; error?: string | null }) => ({
  data: undefined,
  loading: false,
  refreshing: false,
  error: null,
  retry: () => {},
  ...s,
});

const rome = toCity('rome', { name: 'Rome', totalPoints: 3_200_000, totalUsers: 22, totalGroups: 2 });
const milan = toCity('milan', { name: 'Milan', totalPoints: 900, totalUsers: 1, totalGroups: 1 });
const emptied = toCity('turin', { name: 'Turin', totalPoints: 0, totalUsers: 0, totalGroups: 0 });

const renderSection = () =>
  render(
    <MemoryRouter>
      <EliteCitiesSection />
    </MemoryRouter>,
  );

describe('EliteCitiesSection', () => {
  it('ranks the cities with their points, active users and groups; a city without groups is left out', () => {
    vi.mocked(useTopCities).mockReturnValue(state({ data: [rome, milan, emptied] }));
    renderSection();
    const list = screen.getByRole('list', { name: 'Top elite cities' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/#1 Rome22 active users · 2 groups3,200,000points/),
      expect.stringMatching(/#2 Milan1 active user · 1 group900points/),
    ]);
    expect(screen.queryByText(/Turin/)).not.toBeInTheDocument();
  });

  it("opens a city's dialog with its real top groups, each linking to its page", async () => {
    vi.mocked(useTopCities).mockReturnValue(state({ data: [rome] }));
    vi.mocked(useCityGroups).mockReturnValue(
      state({
        data: [
          toGroup('g1', { name: 'Golden Romans', totalUsers: 20, totalPoints: 3_000_000 }),
          toGroup('g2', { name: 'Trastevere Table', totalUsers: 2, totalPoints: 200_000 }),
        ],
      }),
    );
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: /Rome/ }));
    const dialog = screen.getByRole('dialog', { name: 'Rome Elite Groups' });
    expect(dialog).toHaveTextContent('Rome: 22 active users and 3,200,000 points across its 2 groups.');
    expect(vi.mocked(useCityGroups)).toHaveBeenCalledWith('rome');
    const rows = within(within(dialog).getByRole('list', { name: 'Top groups of Rome' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((r) => r.textContent)).toEqual([
      'Golden Romans20 members3,000,000 points',
      'Trastevere Table2 members200,000 points',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Golden Romans' })).toHaveAttribute(
      'href',
      '/elite-groups/g1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says loading, none yet, and a failure with a retry', () => {
    vi.mocked(useTopCities).mockReturnValue(state({ loading: true }));
    const loading = renderSection();
    expect(screen.getByRole('status', { name: 'Loading elite cities' })).toBeInTheDocument();
    loading.unmount();
    vi.mocked(useTopCities).mockReturnValue(state({ data: [emptied] }));
    const empty = renderSection();
    expect(screen.getByText('No elite cities yet')).toBeInTheDocument();
    empty.unmount();
    vi.mocked(useTopCities).mockReturnValue(state({ error: 'Failed to fetch elite cities' }));
    renderSection();
    expect(screen.getByText('Failed to fetch elite cities')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("a city's dialog says loading and a city with no group left", async () => {
    vi.mocked(useTopCities).mockReturnValue(state({ data: [rome] }));
    vi.mocked(useCityGroups).mockReturnValue(state({ loading: true }));
    const { rerender } = renderSection();
    await userEvent.click(screen.getByRole('button', { name: /Rome/ }));
    expect(screen.getByRole('status', { name: 'Loading the groups of Rome' })).toBeInTheDocument();
    vi.mocked(useCityGroups).mockReturnValue(state({ data: [] }));
    rerender(
      <MemoryRouter>
        <EliteCitiesSection />
      </MemoryRouter>,
    );
    expect(screen.getByText('No group is in this city any more.')).toBeInTheDocument();
  });
});
