import {
  APP_SETTINGS_STORAGE_KEY,
  DEFAULT_LANDING_BOARD,
  isDefaultLandingBoard,
  storedLandingBoard,
} from './app-settings-storage';

/** window.matchMedia answering `reduce` for prefers-reduced-motion (jsdom has none). */
function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

/** The store as a fresh start of the app makes it (the defaults are computed at creation). */
async function freshStore() {
  vi.resetModules();
  return (await import('./app-settings-store')).useAppSettingsStore;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the App Settings store', () => {
  it('defaults: the gold All Time board, celebrations on', async () => {
    stubReducedMotion(false);
    const store = await freshStore();
    expect(store.getState().landingBoard).toEqual({ type: 'gold', period: 'all' });
    expect(store.getState().celebrations).toBe(true);
  });

  it('celebrations are off by default when the system asks for reduced motion', async () => {
    stubReducedMotion(true);
    const store = await freshStore();
    expect(store.getState().celebrations).toBe(false);
    // The user may still turn them on.
    store.getState().setCelebrations(true);
    expect(store.getState().celebrations).toBe(true);
  });

  it('is remembered under app-settings-storage and read back at the next start', async () => {
    stubReducedMotion(false);
    const store = await freshStore();
    store.getState().setLandingBoard({ type: 'silver', period: 'month' });
    store.getState().setCelebrations(false);
    const saved = JSON.parse(localStorage.getItem(APP_SETTINGS_STORAGE_KEY) ?? '{}');
    expect(saved.state).toEqual({ landingBoard: { type: 'silver', period: 'month' }, celebrations: false });

    const next = await freshStore();
    expect(next.getState().landingBoard).toEqual({ type: 'silver', period: 'month' });
    expect(next.getState().celebrations).toBe(false);
  });

  it('a stored value that is not one of ours falls back to the default', async () => {
    stubReducedMotion(false);
    localStorage.setItem(
      APP_SETTINGS_STORAGE_KEY,
      JSON.stringify({ state: { landingBoard: { type: 'bronze', period: 'day' }, celebrations: 'yes' } }),
    );
    const store = await freshStore();
    expect(store.getState().landingBoard).toEqual(DEFAULT_LANDING_BOARD);
    expect(store.getState().celebrations).toBe(true);
  });
});

describe('storedLandingBoard (the early script’s read, no zustand)', () => {
  it('reads what the store wrote, else the default', async () => {
    expect(storedLandingBoard()).toEqual(DEFAULT_LANDING_BOARD);
    const store = await freshStore();
    store.getState().setLandingBoard({ type: 'silver', period: 'week' });
    expect(storedLandingBoard()).toEqual({ type: 'silver', period: 'week' });
    expect(isDefaultLandingBoard(storedLandingBoard())).toBe(false);
    store.getState().setLandingBoard({ type: 'gold', period: 'all' });
    expect(isDefaultLandingBoard(storedLandingBoard())).toBe(true);
  });

  it('survives storage that is blocked or holds something else', () => {
    localStorage.setItem(APP_SETTINGS_STORAGE_KEY, '{not json');
    expect(storedLandingBoard()).toEqual(DEFAULT_LANDING_BOARD);
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(storedLandingBoard(blocked)).toEqual(DEFAULT_LANDING_BOARD);
    expect(storedLandingBoard(undefined)).toEqual(DEFAULT_LANDING_BOARD);
  });
});
