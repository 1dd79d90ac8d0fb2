import { registerServiceWorker } from './register-service-worker';

/** A navigator whose serviceWorker records registrations, and a window whose load we fire. */
function fakes(readyState: DocumentReadyState) {
  const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
  const nav = { serviceWorker: { register } } as unknown as Navigator;
  const target = new EventTarget();
  const win = Object.assign(target, {
    document: { readyState },
    setTimeout: (run: () => void, ms: number) => window.setTimeout(run, ms),
  }) as unknown as Window;
  return { register, nav, win, fireLoad: () => target.dispatchEvent(new Event('load')) };
}

describe('registerServiceWorker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('registers the delay after the load event, not before', () => {
    const { register, nav, win, fireLoad } = fakes('interactive');
    registerServiceWorker(true, nav, win, 5000);
    vi.advanceTimersByTime(10_000);
    expect(register).not.toHaveBeenCalled();

    fireLoad();
    vi.advanceTimersByTime(4999);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' });
  });

  it('counts the delay from now when the page has already loaded', () => {
    const { register, nav, win } = fakes('complete');
    registerServiceWorker(true, nav, win, 5000);
    vi.advanceTimersByTime(4999);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledOnce();
  });

  it('registers nothing in development', () => {
    const { register, nav, win } = fakes('complete');
    registerServiceWorker(false, nav, win, 0);
    vi.advanceTimersByTime(1000);
    expect(register).not.toHaveBeenCalled();
  });
});
