import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toUserRecord } from '@/lib/user-record';
import { useAuthStore } from '@/stores/auth-store';
import { fetchFriendsBoard } from '../api/fetch-friends-board';
import { fetchLikeCounts, fetchTopUsers } from '../api/fetch-leaderboard';
import { fetchPeriodTop } from '../api/fetch-period-top';
import { LeaderboardPage } from './leaderboard-page';

vi.mock('../api/fetch-leaderboard', () => ({ fetchTopUsers: vi.fn(), fetchLikeCounts: vi.fn() }));
vi.mock('../api/fetch-period-top', () => ({ fetchPeriodTop: vi.fn() }));
vi.mock('../api/fetch-friends-board', () => ({ fetchFriendsBoard: vi.fn() }));
vi.mock('./leaderboard-like-button', () => ({ default: () => <span>like</span> }));

const user = (name: string, gold: number, silver = 0) =>
  toUserRecord(`uid-${name}`, { username: name, goldPoints: gold, silverPoints: silver });

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
  vi.mocked(fetchLikeCounts).mockResolvedValue({});
  useAuthStore.setState({ status: 'signedOut', uid: null, user: null });
});

afterEach(() => {
  cleanup();
  vi.mocked(fetchTopUsers).mockReset();
  vi.mocked(fetchPeriodTop).mockReset();
  vi.mocked(fetchFriendsBoard).mockReset();
  useAuthStore.setState({ status: 'idle', uid: null, user: null });
});

describe('LeaderboardPage', () => {
  it('opens on All Time gold (the first paint query); a visitor has no Friends board', async () => {
    renderPage();
    const period = screen.getByRole('radiogroup', { name: 'Period' });
    expect(
      within(period)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['This Week', 'This Month', 'This Year', 'All Time']);
    expect(within(period).getByRole('radio', { name: 'All Time' })).toBeChecked();
    expect(await names(/^Top gold points, All Time$/)).toEqual([
      expect.stringContaining('ana'),
      expect.stringContaining('ben'),
    ]);
    expect(fetchTopUsers).toHaveBeenCalledWith('gold');
    expect(screen.queryByRole('radiogroup', { name: 'Whose board' })).toBeNull();
  });

  it("This Week ranks the week's points from the period query", async () => {
    vi.mocked(fetchPeriodTop).mockResolvedValue([{ user: user('ben', 50), points: 12 }]);
    renderPage();
    await userEvent.click(screen.getByRole('radio', { name: 'This Week' }));
    expect(await names(/^Top gold points, This Week$/)).toEqual([expect.stringMatching(/ben.*12/)]);
    expect(fetchPeriodTop).toHaveBeenCalledWith('week', 'gold');
    await userEvent.click(screen.getByRole('radio', { name: 'Silver' }));
    expect(fetchPeriodTop).toHaveBeenLastCalledWith('week', 'silver');
  });

  it('arrow keys move through a radio group, which is one tab stop', async () => {
    vi.mocked(fetchPeriodTop).mockResolvedValue([]);
    renderPage();
    const allTime = screen.getByRole('radio', { name: 'All Time' });
    expect(allTime).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('radio', { name: 'This Week' })).toHaveAttribute('tabindex', '-1');
    allTime.focus();
    await userEvent.keyboard('{ArrowRight}');
    const week = screen.getByRole('radio', { name: 'This Week' });
    expect(week).toBeChecked();
    expect(week).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'All Time' })).toHaveFocus();
  });

  it('a signed-in user chooses Friends: their board for the chosen period and type', async () => {
    useAuthStore.setState({ status: 'signedIn', uid: 'uid-me', user: null });
    vi.mocked(fetchFriendsBoard).mockResolvedValue([
      { user: user('me', 10), points: 10 },
      { user: user('zed', 30), points: 30 },
      { user: user('nil', 0), points: 0 },
    ]);
    renderPage();
    await userEvent.click(screen.getByRole('radio', { name: 'Friends' }));
    expect(await names(/^Friends gold points, All Time$/)).toEqual([
      expect.stringContaining('zed'),
      expect.stringContaining('me'),
    ]);
    expect(fetchFriendsBoard).toHaveBeenCalledWith('uid-me', 'all', 'gold');
    await userEvent.click(screen.getByRole('radio', { name: 'This Month' }));
    expect(fetchFriendsBoard).toHaveBeenLastCalledWith('uid-me', 'month', 'gold');
  });

  it("shows the spec's empty and error texts", async () => {
    vi.mocked(fetchPeriodTop).mockResolvedValueOnce([]).mockRejectedValueOnce(new Error('offline'));
    renderPage();
    await userEvent.click(screen.getByRole('radio', { name: 'This Year' }));
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Silver' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch leaderboard data');
  });
});
