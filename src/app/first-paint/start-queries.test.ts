import { topUsersQuery } from '@/features/leaderboard/api/board-rest';
import { runQuery } from '@/firebase/firestore-rest';
import { handoff } from '@/platform/first-paint-handoff';
import { APP_SETTINGS_STORAGE_KEY } from '@/stores/app-settings-storage';
import { ID_TOKEN_KEY } from '@/stores/session/id-token-hint';
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

describe('the early script’s restaurant page (decision 0062)', () => {
  const token = { uid: 'u1', token: 'id-token', expiresAt: Date.now() + 3_600_000 };
  afterEach(() => {
    handoff().restaurant = undefined;
  });

  it('asks for the page, its claim and then its owner as a returning user, and hands the answers over', async () => {
    localStorage.setItem('goldfork:signed-in', '1');
    localStorage.setItem(ID_TOKEN_KEY, JSON.stringify(token));
    const docs = (path: string, fields = {}) => [{ document: { name: `x/${path}`, fields } }];
    vi.mocked(runQuery).mockImplementation(async (_url, body) => {
      const ref = JSON.stringify(body);
      if (ref.includes('restaurants/bella'))
        return docs('restaurants/bella', { ownerId: { stringValue: 'emma' } });
      if (ref.includes('users/emma')) return docs('users/emma');
      return docs('restaurantPages/bella');
    });
    startFirstQueries(
      { local: 'http://127.0.0.1:8080/v1/projects/p/databases/(default)/documents:runQuery', deployed: null },
      at('/restaurants/bella'),
    );
    const sent = handoff().restaurant;
    expect(sent?.restaurantKey).toBe('bella');
    await expect(sent?.answers).resolves.toMatchObject({ owner: docs('users/emma') });
    expect(runQuery).toHaveBeenCalledTimes(3);
    // The page and its claim as the user; the owner's public record without a token (no preflight).
    const tokens = vi.mocked(runQuery).mock.calls.map(([, body, idToken]) => [JSON.stringify(body), idToken]);
    expect(tokens.filter(([, idToken]) => idToken === 'id-token')).toHaveLength(2);
    expect(tokens.find(([body]) => body!.includes('users/emma'))?.[1]).toBeUndefined();
  });

  it('asks for nothing without a usable kept token', () => {
    localStorage.setItem('goldfork:signed-in', '1');
    startFirstQueries(URLS, at('/restaurants/bella'));
    expect(runQuery).not.toHaveBeenCalled();
  });
});
