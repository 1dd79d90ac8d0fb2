import {
  failWhenOffline,
  isOffline,
  isOfflineError,
  offlineError,
  offlineReason,
  useConnectivityStore,
} from './connectivity-store';

const set = (browserOnline: boolean, serverReachable: boolean | null) =>
  useConnectivityStore.setState({ browserOnline, serverReachable });

afterEach(() => set(true, null));

test('offline when the browser has no network, or when Firestore cannot reach the server', () => {
  expect(offlineReason({ browserOnline: true, serverReachable: null })).toBeNull();
  expect(offlineReason({ browserOnline: true, serverReachable: true })).toBeNull();
  expect(offlineReason({ browserOnline: false, serverReachable: true })).toBe('browser');
  expect(offlineReason({ browserOnline: true, serverReachable: false })).toBe('server');
});

test('follows the browser online and offline events', () => {
  window.dispatchEvent(new Event('offline'));
  expect(isOffline()).toBe(true);
  window.dispatchEvent(new Event('online'));
  expect(isOffline()).toBe(false);
});

describe('failWhenOffline', () => {
  it('passes the answer on while online', async () => {
    await expect(failWhenOffline(Promise.resolve(7))).resolves.toBe(7);
  });

  it("fails at once with code 'unavailable' while offline", async () => {
    set(false, null);
    await expect(failWhenOffline(new Promise(() => {}))).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('fails as soon as the app goes offline while waiting', async () => {
    const waiting = failWhenOffline(new Promise(() => {}));
    set(true, false);
    await expect(waiting).rejects.toMatchObject({ code: 'unavailable' });
  });
});

test("the offline error is told apart from the SDK's own unavailable errors", () => {
  expect(isOfflineError(offlineError())).toBe(true);
  expect(offlineError().key).toBe('common:offline.action');
  const sdk = Object.assign(new Error('Failed to get document because the client is offline.'), {
    code: 'unavailable',
  });
  expect(isOfflineError(sdk)).toBe(false);
  expect(isOfflineError('offline')).toBe(false);
});
