import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocalPersistence } from 'firebase/auth';
import { localSessionPersistence } from './local-session-persistence';

// Node resolves firebase/auth to its Node build, whose browserLocalPersistence is a stub: this test
// needs the SDK's browser build, the one the app ships (firebase@12 keeps its own @firebase/auth).
vi.mock(
  'firebase/auth',
  () => import('../../node_modules/firebase/node_modules/@firebase/auth/dist/esm/index.js'),
);

// The SDK's classes are used the way Auth uses them: `new` on the persistence it was given.
type Internals = {
  _addListener(key: string, cb: (value: unknown) => void): void;
  _removeListener(key: string, cb: (value: unknown) => void): void;
};
const make = (cls: unknown) => new (cls as new () => Internals)();

const KEY = 'firebase:authUser:demo-api-key:[DEFAULT]';
const ANDROID = 'Mozilla/5.0 (Linux; Android 11; moto g power) AppleWebKit/537.36 Mobile Safari/537.36';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('localSessionPersistence', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    setVisibility('visible');
  });

  it('is the SDK local persistence: same type, same key', () => {
    expect((localSessionPersistence as unknown as { type: string }).type).toBe('LOCAL');
    expect(make(localSessionPersistence)).toBeInstanceOf(
      browserLocalPersistence as unknown as new () => object,
    );
  });

  it('does not poll on a phone, where the SDK class does', () => {
    const sdk = make(browserLocalPersistence);
    const ours = make(localSessionPersistence);
    const heardBySdk = vi.fn();
    const heardByOurs = vi.fn();
    sdk._addListener(KEY, heardBySdk);
    ours._addListener(KEY, heardByOurs);
    localStorage.setItem(KEY, '{"uid":"other-tab"}');
    vi.advanceTimersByTime(5_000);
    expect(heardBySdk).toHaveBeenCalledWith({ uid: 'other-tab' });
    expect(heardByOurs).not.toHaveBeenCalled();
    sdk._removeListener(KEY, heardBySdk);
    ours._removeListener(KEY, heardByOurs);
  });

  it("hears another tab's sign-in through the storage event", () => {
    const ours = make(localSessionPersistence);
    const heard = vi.fn();
    ours._addListener(KEY, heard);
    localStorage.setItem(KEY, '{"uid":"u1"}');
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, oldValue: null, newValue: '{"uid":"u1"}' }));
    expect(heard).toHaveBeenCalledWith({ uid: 'u1' });
    ours._removeListener(KEY, heard);
  });

  it('checks the session once when the tab comes back, and stops with its last listener', () => {
    const ours = make(localSessionPersistence);
    const heard = vi.fn();
    ours._addListener(KEY, heard);
    setVisibility('hidden');
    localStorage.setItem(KEY, '{"uid":"u2"}'); // another tab signed in; this one missed the event
    expect(heard).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith({ uid: 'u2' });

    ours._removeListener(KEY, heard);
    localStorage.removeItem(KEY);
    setVisibility('visible');
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
