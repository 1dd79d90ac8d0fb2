import { t } from 'i18next';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '@/i18n/i18n';
import { expectNoEnglish } from '../../../../tests/support/no-english';
import { useTopGroups } from '../hooks/use-top-groups';
import { toGroup } from '../model/group';
import { toCity } from '../model/city';
import { useTopCities } from '../hooks/use-top-cities';
import { useCityGroups } from '../hooks/use-city-groups';
import { EliteSections } from './elite-sections';

const NAMESPACES = ['elite', 'common'] as const;

vi.mock('../hooks/use-top-groups', () => ({ useTopGroups: vi.fn() }));
vi.mock('../hooks/use-top-cities', () => ({ useTopCities: vi.fn() }));
vi.mock('../hooks/use-city-groups', () => ({ useCityGroups: vi.fn() }));

const loaded = <T,>(data: T) => ({ data, loading: false, refreshing: false, error: null, retry: () => {} });

const group = (id: string, name: string, totalUsers: number, totalPoints: number) =>
  toGroup(id, { name, region: 'Brera', city: 'Milano', totalUsers, totalPoints, members: ['a'] });

function topGroups(state: Partial<ReturnType<typeof useTopGroups>>) {
  vi.mocked(useTopGroups).mockReturnValue({
    data: undefined,
    loading: false,
    refreshing: false,
    error: null,
    retry: () => {},
    ...state,
  });
}

const renderSections = () =>
  render(
    <MemoryRouter>
      <EliteSections />
    </MemoryRouter>,
  );

beforeEach(async () => {
  vi.mocked(useTopCities).mockReturnValue(loaded([]));
  await act(() => i18n.changeLanguage('it'));
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the Elite sections in Italian', () => {
  it('Elite Cities: headings, Italian digits, and a city’s dialog with real plurals', async () => {
    topGroups({ data: [] });
    vi.mocked(useTopCities).mockReturnValue(
      loaded([
        toCity('dubai', { name: 'Dubai', totalPoints: 2_000_000, totalUsers: 15_000, totalGroups: 2 }),
      ]),
    );
    vi.mocked(useCityGroups).mockReturnValue(
      loaded([toGroup('g1', { name: 'Dubai Elite Diners', totalUsers: 300, totalPoints: 300_000 })]),
    );
    renderSections();
    expect(screen.getByRole('heading', { level: 2, name: 'Città Elite' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Dubai/ })).toHaveTextContent(
      /15\.000 utenti attivi · 2 gruppi.*2\.000\.000punti/,
    );
    await userEvent.click(screen.getByRole('button', { name: /Dubai/ }));
    const dialog = screen.getByRole('dialog', { name: 'Gruppi Elite di Dubai' });
    expect(dialog).toHaveTextContent('Dubai: 15.000 utenti attivi e 2.000.000 punti nei suoi 2 gruppi.');
    const rows = within(
      within(dialog).getByRole('list', { name: 'I migliori gruppi di Dubai' }),
    ).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['Dubai Elite Diners300 membri300.000 punti']);
    expectNoEnglish(NAMESPACES);
  });

  it('Elite Groups: the link, the list and one member or points against several', () => {
    topGroups({ data: [group('g1', 'Milanesi', 1, 1), group('g2', 'Romani', 2, 2500)] });
    renderSections();
    expect(screen.getByRole('heading', { level: 2, name: 'Gruppi Elite' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuovo gruppo' })).toHaveAttribute('href', '/elite-groups/new');
    const cards = within(screen.getByRole('list', { name: 'I migliori Gruppi Elite' })).getAllByRole(
      'listitem',
    );
    expect(cards[0]).toHaveTextContent(/1 membro.*1punto$/);
    expect(cards[1]).toHaveTextContent(/2 membri.*2\.500punti$/);
    expectNoEnglish(NAMESPACES);
  });

  it('says loading, none yet and a failure in Italian', () => {
    topGroups({ loading: true });
    const { unmount } = renderSections();
    expect(screen.getByRole('status', { name: 'Caricamento dei Gruppi Elite' })).toBeInTheDocument();
    unmount();

    topGroups({ data: [] });
    const empty = renderSections();
    expect(screen.getByText('Ancora nessun Gruppo Elite')).toBeInTheDocument();
    expect(screen.getByText('Crea il primo.')).toBeInTheDocument();
    empty.unmount();

    topGroups({ error: t('elite:errors.fetchGroups') });
    renderSections();
    expect(screen.getByText('Impossibile caricare i Gruppi Elite')).toBeInTheDocument();
    expectNoEnglish(NAMESPACES);
  });
});
