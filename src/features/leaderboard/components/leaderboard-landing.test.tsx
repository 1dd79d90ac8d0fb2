// The board / opens on comes from Settings → App Settings (decision 0034).
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useAppSettingsStore } from '@/stores/app-settings-store';
import { DEFAULT_LANDING_BOARD } from '@/stores/app-settings-storage';
import { useAuthStore } from '@/stores/auth-store';
import { fetchBoard } from '../api/fetch-board';
import { fetchTopUsers } from '../api/fetch-leaderboard';
import { toBoardUser } from '../model';
import { LeaderboardPage } from './leaderboard-page';

vi.mock('../api/fetch-leaderboard', () => ({ fetchTopUsers: vi.fn() }));
vi.mock('../api/fetch-board', () => ({ fetchBoard: vi.fn() }));
vi.mock('./leaderboard-like-button', () => ({ default: () => <span>like</span> }));

const ben = toBoardUser('uid-ben', { username: 'ben', goldPoints: 50, silverPoints: 70 });

function renderPage() {
  render(
    <MemoryRouter>
      <LeaderboardPage />
    </MemoryRouter>,
  );
}

const pressed = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);

beforeEach(() => {
  vi.mocked(fetchTopUsers).mockResolvedValue([ben]);
  vi.mocked(fetchBoard).mockResolvedValue([{ user: ben, points: 33 }]);
  useAuthStore.setState({ status: 'signedOut', uid: null, user: null });
});

afterEach(() => {
  vi.mocked(fetchTopUsers).mockReset();
  vi.mocked(fetchBoard).mockReset();
  useAppSettingsStore.setState({ landingBoard: DEFAULT_LANDING_BOARD });
  useAuthStore.setState({ status: 'idle', uid: null, user: null });
});

describe('the leaderboard’s first board', () => {
  it('is gold, All Time by default', async () => {
    renderPage();
    expect(pressed('Points type')).toEqual(['Gold']);
    expect(pressed('Period')).toEqual(['All Time']);
    expect(await screen.findByRole('list', { name: 'Top gold points, All Time' })).toBeInTheDocument();
    expect(fetchTopUsers).toHaveBeenCalledWith('gold');
  });

  it('is the one chosen in App Settings: silver, This Month', async () => {
    useAppSettingsStore.getState().setLandingBoard({ type: 'silver', period: 'month' });
    renderPage();
    expect(pressed('Points type')).toEqual(['Silver']);
    expect(pressed('Period')).toEqual(['This Month']);
    const list = await screen.findByRole('list', { name: 'Top silver points, This Month' });
    expect(list).toHaveTextContent('ben');
    expect(fetchBoard).toHaveBeenCalledWith({ type: 'silver', period: 'month', friendsOf: null });
    expect(fetchTopUsers).not.toHaveBeenCalled();
  });
});
