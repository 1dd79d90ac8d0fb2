import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router-dom';
import { i18n } from '@/i18n/i18n';
import { useAuthStore } from '@/stores/auth-store';
import { expectNoEnglish } from '../../../../tests/support/no-english';
import { fetchBoard } from '../api/fetch-board';
import { fetchTopUsers } from '../api/fetch-leaderboard';
import { boardLabel, PERIODS, rankUsers, toBoardUser } from '../model';
import { BoardList, LeaderboardFrame, LeaderboardPage } from './leaderboard-page';

vi.mock('../api/fetch-leaderboard', () => ({ fetchTopUsers: vi.fn() }));
vi.mock('../api/fetch-board', () => ({ fetchBoard: vi.fn() }));
vi.mock('./leaderboard-like-button', () => ({ default: () => <span>like</span> }));

const user = (name: string, gold: number, likeCount: number) =>
  toBoardUser(`uid-${name}`, { username: name, goldPoints: gold, likeCount });

/** What a card's screen reader hears: its rank badge's and like count's names. */
const cardLabels = (card: HTMLElement) =>
  [...card.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label'));

const NAMESPACES = ['leaderboard', 'common'] as const;

beforeEach(() => {
  vi.mocked(fetchTopUsers).mockResolvedValue([user('ana', 1234, 1), user('ben', 50, 2)]);
  useAuthStore.setState({ status: 'signedOut', uid: null, user: null });
});

afterEach(async () => {
  vi.mocked(fetchTopUsers).mockReset();
  vi.mocked(fetchBoard).mockReset();
  useAuthStore.setState({ status: 'idle', uid: null, user: null });
  await act(() => i18n.changeLanguage('en'));
});

describe('the leaderboard in Italian', () => {
  it('shows the title, the toggles, the cards and their names in Italian', async () => {
    await act(() => i18n.changeLanguage('it'));
    render(
      <MemoryRouter>
        <LeaderboardPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Classifica' })).toBeInTheDocument();
    const types = screen.getByRole('group', { name: 'Tipo di punti' });
    expect(within(types).getByRole('button', { name: 'Oro' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(types).getByRole('button', { name: 'Argento' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Periodo' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Settimana', 'Mese', 'Anno', 'Da sempre']);

    const list = await screen.findByRole('list', { name: 'Classifica per punti oro, da sempre' });
    const [ana, ben] = within(list).getAllByRole('listitem');
    expect(cardLabels(ana)).toEqual(['Posizione 1', '1 Mi piace']);
    expect(cardLabels(ben)).toEqual(['Posizione 2', '2 Mi piace']);
    expect(ana).toHaveTextContent('♥ 1 · Accedi per mettere Mi piace');
    expect(ana).toHaveTextContent('1.234oro');
    expectNoEnglish(NAMESPACES);
  });

  it('says the empty and error states in Italian', async () => {
    await act(() => i18n.changeLanguage('it'));
    vi.mocked(fetchBoard).mockResolvedValueOnce([]).mockRejectedValueOnce(new Error('offline'));
    render(
      <MemoryRouter>
        <LeaderboardPage />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Anno' }));
    expect(await screen.findByText('Nessun utente trovato')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Argento' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossibile caricare la classifica');
    expect(i18n.t('leaderboard:board.fetchFailed')).toBe('Impossibile caricare la classifica');
  });

  it('the frame painted before the app (prerendered per language) is Italian', async () => {
    await act(() => i18n.changeLanguage('it'));
    const box = document.createElement('div');
    box.innerHTML = renderToString(
      // As src/app/prerender/frames.tsx renders it: the search link needs a router.
      <StaticRouter location="/">
        <LeaderboardFrame />
      </StaticRouter>,
    );
    expect(box.querySelector('#leaderboard-title')).toHaveTextContent('Classifica');
    expect(box.querySelector('[role=status]')).toHaveAttribute('aria-label', 'Caricamento della classifica');
    expect(box).toHaveTextContent('Da sempre');
    expectNoEnglish(NAMESPACES, box);
  });

  it('names a board by its scope, points and period; the labels follow the language', async () => {
    expect(boardLabel(true, 'silver', 'week')).toBe('Friends silver points, This Week');
    expect(PERIODS.map((p) => i18n.t(`leaderboard:periods.${p}`))).toContain('All Time');
    await act(() => i18n.changeLanguage('it'));
    expect(boardLabel(true, 'silver', 'week')).toBe(
      'Classifica degli amici per punti argento, questa settimana',
    );
    expect(PERIODS.map((p) => i18n.t(`leaderboard:periods.${p}`))).toEqual([
      'Settimana',
      'Mese',
      'Anno',
      'Da sempre',
    ]);
  });
});

describe('the card’s names in English (the early script reads the same keys)', () => {
  it('says "Rank N" and a real plural of likes, with the number as the card shows it', () => {
    const entries = rankUsers(
      [user('ana', 30, 1), user('ben', 20, 2), user('cy', 10, 1234)].map((u) => ({
        user: u,
        points: u.goldPoints,
      })),
    );
    render(
      <MemoryRouter>
        <BoardList entries={entries} type="gold" label="board" />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('listitem').map(cardLabels)).toEqual([
      ['Rank 1', '1 like'],
      ['Rank 2', '2 likes'],
      ['Rank 3', '1,234 likes'],
    ]);
  });
});
