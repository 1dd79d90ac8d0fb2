import { act, renderHook, waitFor } from '@testing-library/react';
import { useLazyLiveCount } from './use-lazy-live-count';

type Listener = { uid: string; next: (n: number) => void; error: (err: Error) => void; stop: () => void };

function fakeListener() {
  const listeners: Listener[] = [];
  const subscribe = (uid: string, next: (n: number) => void, error: (err: Error) => void) => {
    const l: Listener = { uid, next, error, stop: vi.fn() };
    listeners.push(l);
    return l.stop;
  };
  return { listeners, load: vi.fn(() => Promise.resolve(subscribe)) };
}

describe('useLazyLiveCount', () => {
  it('is 0 and loads nothing while nobody is signed in', () => {
    const { load } = fakeListener();
    const { result } = renderHook(() => useLazyLiveCount(null, load));
    expect(result.current).toBe(0);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the listener once for the user, follows its count, and shows 0 after it fails', async () => {
    const { listeners, load } = fakeListener();
    const { result, rerender } = renderHook(() => useLazyLiveCount('u1', load));
    await waitFor(() => expect(listeners).toHaveLength(1));
    expect(listeners[0].uid).toBe('u1');
    act(() => listeners[0].next(3));
    expect(result.current).toBe(3);
    rerender();
    expect(load).toHaveBeenCalledTimes(1);
    act(() => listeners[0].error(new Error('permission-denied')));
    expect(result.current).toBe(0);
  });

  it("shows 0 when the listener's chunk fails to load", async () => {
    const load = vi.fn(() => Promise.reject(new Error('chunk')));
    const { result } = renderHook(() => useLazyLiveCount('u1', load));
    await act(async () => {});
    expect(result.current).toBe(0);
  });

  it("closes the listener when the user changes and never shows the previous user's count", async () => {
    const { listeners, load } = fakeListener();
    const { result, rerender, unmount } = renderHook(({ uid }) => useLazyLiveCount(uid, load), {
      initialProps: { uid: 'u1' as string | null },
    });
    await waitFor(() => expect(listeners).toHaveLength(1));
    act(() => listeners[0].next(5));
    rerender({ uid: 'u2' });
    expect(listeners[0].stop).toHaveBeenCalled();
    expect(result.current).toBe(0);
    await waitFor(() => expect(listeners).toHaveLength(2));
    act(() => listeners[1].next(1));
    expect(result.current).toBe(1);
    unmount();
    expect(listeners[1].stop).toHaveBeenCalled();
  });
});
