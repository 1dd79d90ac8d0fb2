import { t } from 'i18next';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '@/i18n/i18n';
import { expectNoEnglish } from '../../../../tests/support/no-english';
import { useTopGroups } from '../hooks/use-top-groups';
import { toGroup } from '../model/group';
import { EliteSections } from './elite-sections';

const NAMESPACES = ['elite', 'common'] as const;

vi.mock('../hooks/use-top-groups', () => ({ useTopGroups: vi.fn() }));

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
  await act(() => i18n.changeLanguage('it'));
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the Elite sections in Italian', () => {
  it('Elite Cities: headings, translated cuisines, Italian digits, and a city’s dialog with real plurals', async () => {
    topGroups({ data: [] });
    renderSections();
    expect(screen.getByRole('heading', { level: 2, name: 'Città Elite' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Andorra la Vella/ })).toHaveTextContent(
      /22\.000 utenti · Cucina di montagna.*3\.200\.000punti/,
    );
    await userEvent.click(screen.getByRole('button', { name: /Dubai/ }));
    const dialog = screen.getByRole('dialog', { name: 'Gruppi Elite di Dubai' });
    expect(dialog).toHaveTextContent(
      'Gruppi di esempio di Dubai: 15.000 utenti attivi, 2.000.000 punti, cucina più amata: Ristorazione di lusso.',
    );
    const rows = within(
      within(dialog).getByRole('list', { name: 'Gruppi di esempio di Dubai' }),
    ).getAllByRole('listitem');
    // The derived groups' names are proper names, the same in every language.
    expect(rows.map((r) => r.textContent)).toEqual([
      'Dubai Elite Diners300 membri300.000 punti',
      'Dubai Gourmet Circle225 membri240.000 punti',
      'Dubai Table Society150 membri200.000 punti',
    ]);
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
