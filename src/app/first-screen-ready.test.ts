import { FIRST_SCREEN_WAIT_MS, waitForFirstScreen } from './first-screen-ready';

const never = () => new Promise<never>(() => {});

/** Whether `promise` has settled, read after the microtasks now queued have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('waitForFirstScreen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('with a chunk that never arrives, lets the app render after the bounded wait, not before', async () => {
    const startSdks = vi.fn(() => Promise.resolve());
    const ready = waitForFirstScreen([never()], startSdks);
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    expect(await settled(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(ready)).toBe(true);
    expect(startSdks).not.toHaveBeenCalled();
  });

  it('bounds a stalled SDK start the same way', async () => {
    const ready = waitForFirstScreen([Promise.resolve()], never);
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    expect(await settled(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(ready)).toBe(true);
  });

  it('resolves as soon as the chunk is in and the SDKs have started, failed or not', async () => {
    const startSdks = vi.fn(() => Promise.reject(new Error('offline')));
    const ready = waitForFirstScreen([Promise.reject(new Error('no such chunk'))], startSdks);
    expect(await settled(ready)).toBe(true);
    expect(startSdks).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0); // its timer is cleared
  });

  it('waits for nothing when no chunk was prefetched', async () => {
    const startSdks = vi.fn(() => Promise.resolve());
    expect(await settled(waitForFirstScreen([], startSdks))).toBe(true);
    expect(startSdks).not.toHaveBeenCalled();
  });
});
