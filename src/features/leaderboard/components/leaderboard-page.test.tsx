import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toBoardUser } from '../model';
import { useAuthStore } from '@/stores/auth-store';
import { fetchBoard } from '../api/fetch-board';
import { fetchTopUsers } from '../api/fetch-leaderboard';
import { LeaderboardPage } from './leaderboard-page';

vi.mock('../api/fetch-leaderboard', () => ({ fetchTopUsers: vi.fn() }));
vi.mock('../api/fetch-board', () => ({ fetchBoard: vi.fn() }));
vi.mock('./leaderboard-like-button', () => ({ default: () => <span>like</span> }));

const user = (name: string, gold: number, silver = 0) =>
  toBoardUser(`uid-${name}`, { username: name, goldPoints: gold, silverPoints: silver });

function renderPage() {
  render(
    <MemoryRouter>
      <LeaderboardPage />
    </MemoryRouter>,
  );
}

const names = async (label: RegExp) =>
  within(await screen.findByRole('list', { name: label }))
    .getAllByRole('link')
    .map((a) => a.textContent);

beforeEach(() => {
  vi.mocked(fetchTopUsers).mockResolvedValue([user('ana', 900, 5), user('ben', 50, 70)]);
  useAuthStore.setState({ status: 'signedOut', uid: null, user: null });
});

afterEach(() => {
  cleanup();
  vi.mocked(fetchTopUsers).mockReset();
  vi.mocked(fetchBoard).mockReset();
  vi.mocked(fetchBoard).mockReset();
  useAuthStore.setState({ status: 'idle', uid: null, user: null });
});

describe('LeaderboardPage', () => {
  it('opens on All Time gold (the first paint query); a visitor has no Friends board', async () => {
    renderPage();
    const period = screen.getByRole('group', { name: 'Period' });
    expect(
      within(period)
        .getAllByRole('button')
        .map((r) => r.textContent),
    ).toEqual(['This Week', 'This Month', 'This Year', 'All Time']);
    expect(within(period).getByRole('button', { name: 'All Time' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(period).getByRole('button', { name: 'This Week' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await names(/^Top gold points, All Time$/)).toEqual([
      expect.stringContaining('ana'),
      expect.stringContaining('ben'),
    ]);
    expect(fetchTopUsers).toHaveBeenCalledWith('gold');
    expect(screen.queryByRole('group', { name: 'Whose board' })).toBeNull();
  });

  it("This Week ranks the week's points from the period query", async () => {
    vi.mocked(fetchBoard).mockResolvedValue([{ user: user('ben', 50), points: 12 }]);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'This Week' }));
    expect(await names(/^Top gold points, This Week$/)).toEqual([expect.stringMatching(/ben.*12/)]);
    expect(fetchBoard).toHaveBeenCalledWith({ type: 'gold', period: 'week', friendsOf: null });
    await userEvent.click(screen.getByRole('button', { name: 'Silver' }));
    expect(fetchBoard).toHaveBeenLastCalledWith({ type: 'silver', period: 'week', friendsOf: null });
  });

  it('Verified ranks verified gold, for visitors too, in every period (decision 0046)', async () => {
    vi.mocked(fetchBoard).mockResolvedValue([{ user: user('ana', 900), points: 42 }]);
    renderPage();
    const types = screen.getByRole('group', { name: 'Points type' });
    expect(
      within(types)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Gold', 'Silver', 'Verified']);
    await userEvent.click(within(types).getByRole('button', { name: 'Verified' }));
    expect(within(types).getByRole('button', { name: 'Verified' })).toHaveAttribute('aria-pressed', 'true');
    expect(await names(/^Top verified gold points, All Time$/)).toEqual([
      expect.stringMatching(/ana.*42.*verified/),
    ]);
    expect(fetchBoard).toHaveBeenCalledWith({ type: 'verified', period: 'all', friendsOf: null });
    expect(fetchTopUsers).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'This Week' }));
    expect(await names(/^Top verified gold points, This Week$/)).toHaveLength(1);
    expect(fetchBoard).toHaveBeenLastCalledWith({ type: 'verified', period: 'week', friendsOf: null });
  });

  it('the toggles work from the keyboard (Tab, then Enter or Space)', async () => {
    vi.mocked(fetchBoard).mockResolvedValue([]);
    renderPage();
    screen.getByRole('button', { name: 'All Time' }).focus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'This Year' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'This Year' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'This Month' })).toHaveAttribute('aria-pressed', 'true');
    expect(fetchBoard).toHaveBeenLastCalledWith({ type: 'gold', period: 'month', friendsOf: null });
  });

  it('a signed-in user chooses Friends: their board for the chosen period and type', async () => {
    useAuthStore.setState({ status: 'signedIn', uid: 'uid-me', user: null });
    vi.mocked(fetchBoard).mockResolvedValue([
      { user: user('me', 10), points: 10 },
      { user: user('zed', 30), points: 30 },
      { user: user('nil', 0), points: 0 },
    ]);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Friends' }));
    expect(await names(/^Friends gold points, All Time$/)).toEqual([
      expect.stringContaining('zed'),
      expect.stringContaining('me'),
    ]);
    expect(fetchBoard).toHaveBeenCalledWith({ type: 'gold', period: 'all', friendsOf: 'uid-me' });
    await userEvent.click(screen.getByRole('button', { name: 'This Month' }));
    expect(fetchBoard).toHaveBeenLastCalledWith({ type: 'gold', period: 'month', friendsOf: 'uid-me' });
  });

  it("shows the spec's empty and error texts", async () => {
    vi.mocked(fetchBoard).mockResolvedValueOnce([]).mockRejectedValueOnce(new Error('offline'));
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'This Year' }));
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Silver' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch leaderboard data');
  });
});
