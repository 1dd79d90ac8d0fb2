import { act, renderHook } from '@testing-library/react';
import type { PageEntry } from '@/firebase/page-window';
import type { PagedSource } from '@/firebase/subscribe-pages';
import { useLivePages } from './use-live-pages';

const FAILED = 'Failed to load data';

const e = (at: number): PageEntry<string> => ({
  id: `id${String(at).padStart(3, '0')}`,
  at,
  item: `n${at}`,
  cursor: at,
});
const range = (from: number, to: number) => {
  const out: PageEntry<string>[] = [];
  for (let at = from; at >= to; at--) out.push(e(at));
  return out;
};
const names = (from: number, to: number) => range(from, to).map((x) => x.item);

/** A stand-in source: records its listeners and its older-page requests, which the test answers. */
function fakeSource(size = 3) {
  const listeners: {
    onNext: (p: PageEntry<string>[]) => void;
    onError: (e: Error) => void;
    closed: boolean;
  }[] = [];
  const requests: {
    after: unknown;
    resolve: (p: PageEntry<string>[]) => void;
    reject: (e: Error) => void;
  }[] = [];
  const source: PagedSource<string> = {
    size,
    subscribeNewest: (onNext, onError) => {
      const l = { onNext, onError, closed: false };
      listeners.push(l);
      return () => {
        l.closed = true;
      };
    },
    fetchOlder: (oldest) =>
      new Promise((resolve, reject) => requests.push({ after: oldest.cursor, resolve, reject })),
  };
  return { source, listeners, requests };
}

describe('useLivePages', () => {
  it('shows the live page, loads the one before it once, and keeps both as new items arrive', async () => {
    const { source, listeners, requests } = fakeSource();
    const { result, rerender } = renderHook(() => useLivePages('me', source, FAILED));
    expect(result.current).toMatchObject({ data: undefined, loading: true, hasOlder: false });

    act(() => listeners[0].onNext(range(10, 8)));
    expect(result.current).toMatchObject({ data: names(10, 8), loading: false, hasOlder: true });
    const shown = result.current.data;
    rerender();
    expect(result.current.data).toBe(shown);

    act(() => {
      result.current.loadOlder();
      result.current.loadOlder();
    });
    expect(requests).toHaveLength(1);
    expect(requests[0].after).toBe(8);
    expect(result.current.loadingOlder).toBe(true);

    act(() => listeners[0].onNext(range(11, 9))); // n8 pushed out while the older page loads
    await act(async () => requests[0].resolve(range(7, 6)));
    expect(result.current).toMatchObject({ data: names(11, 6), loadingOlder: false, hasOlder: false });
    expect(listeners).toHaveLength(1);
  });

  it('shows a failed older page as its own error and tries again', async () => {
    const { source, listeners, requests } = fakeSource();
    const { result } = renderHook(() => useLivePages('me', source, FAILED));
    act(() => listeners[0].onNext(range(10, 8)));
    act(() => result.current.loadOlder());
    await act(async () => requests[0].reject(new Error('unavailable')));
    expect(result.current).toMatchObject({
      data: names(10, 8),
      error: null,
      olderError: FAILED,
      hasOlder: true,
    });
    act(() => result.current.loadOlder());
    expect(result.current).toMatchObject({ loadingOlder: true, olderError: null });
    await act(async () => requests[1].resolve(range(7, 5)));
    expect(result.current.data).toEqual(names(10, 5));
  });

  it('starts over on a new key and ignores what the old one answers', async () => {
    const { source, listeners, requests } = fakeSource();
    const { result, rerender } = renderHook(({ k }) => useLivePages(k, source, FAILED), {
      initialProps: { k: 'a' },
    });
    act(() => listeners[0].onNext(range(10, 8)));
    act(() => result.current.loadOlder());
    rerender({ k: 'b' });
    expect(listeners[0].closed).toBe(true);
    expect(result.current).toMatchObject({ data: undefined, loading: true, loadingOlder: false });
    await act(async () => requests[0].resolve(range(7, 5)));
    act(() => listeners[1].onNext([e(3)]));
    expect(result.current).toMatchObject({ data: ['n3'], hasOlder: false });
  });

  it('turns a failed listener into the error, and retry opens a new one', () => {
    const { source, listeners } = fakeSource();
    const { result } = renderHook(() => useLivePages('me', source, FAILED));
    act(() => listeners[0].onError(new Error('permission-denied')));
    expect(result.current).toMatchObject({ data: undefined, loading: false, error: FAILED });
    act(() => result.current.retry());
    expect(listeners).toHaveLength(2);
    expect(result.current).toMatchObject({ loading: true, error: null });
    act(() => listeners[1].onNext([e(1)]));
    expect(result.current.data).toEqual(['n1']);
  });
});
