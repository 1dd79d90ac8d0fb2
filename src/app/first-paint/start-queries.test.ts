import { topUsersQuery } from '@/features/leaderboard/api/board-rest';
import { runQuery } from '@/firebase/firestore-rest';
import { handoff } from '@/platform/first-paint-handoff';
import { APP_SETTINGS_STORAGE_KEY } from '@/stores/app-settings-storage';
import { startFirstQueries } from './start-queries';

vi.mock('@/firebase/firestore-rest', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  runQuery: vi.fn(() => new Promise(() => {})),
}));

const URLS = { local: 'http://127.0.0.1:8080/run', deployed: null };
const at = (pathname: string) => ({ hostname: 'localhost', pathname }) as Location;
const storeLanding = (landingBoard: { type: string; period: string }) =>
  localStorage.setItem(APP_SETTINGS_STORAGE_KEY, JSON.stringify({ state: { landingBoard }, version: 0 }));

afterEach(() => {
  localStorage.clear();
  vi.mocked(runQuery).mockClear();
  handoff().board = undefined;
});

describe('the early script’s board on / (App Settings’ landing board, decision 0034)', () => {
  it('asks for the gold board when the landing board is the default', () => {
    startFirstQueries(URLS, at('/'));
    expect(runQuery).toHaveBeenCalledWith(URLS.local, topUsersQuery('gold'));
    expect(handoff().board).toBeInstanceOf(Promise);

    vi.mocked(runQuery).mockClear();
    storeLanding({ type: 'gold', period: 'all' });
    startFirstQueries(URLS, at('/'));
    expect(runQuery).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing and paints nothing when another board was chosen', () => {
    for (const landing of [
      { type: 'silver', period: 'month' },
      { type: 'gold', period: 'week' },
      { type: 'silver', period: 'all' },
    ]) {
      storeLanding(landing);
      startFirstQueries(URLS, at('/'));
    }
    expect(runQuery).not.toHaveBeenCalled();
    expect(handoff().board).toBeUndefined();
  });
});
