import { act, renderHook } from '@testing-library/react';
import { useLive } from './use-live';

const FAILED = 'Failed to load data';

/**
 * A stand-in for an api/ listener: a plain function that records every listener it opens, lets the
 * test push data or an error into one, and records when it is closed.
 */
function fakeSource<T>() {
  const opened: {
    key: string;
    onNext: (data: T) => void;
    onError: (err: Error) => void;
    closed: boolean;
  }[] = [];
  const subscribeTo = (key: string) => (onNext: (data: T) => void, onError: (err: Error) => void) => {
    const listener = { key, onNext, onError, closed: false };
    opened.push(listener);
    return () => {
      listener.closed = true;
    };
  };
  const open = () => opened.filter((l) => !l.closed);
  return { opened, open, subscribeTo };
}

describe('useLive', () => {
  it('opens one listener for its key and shows loading until the first answer', () => {
    const source = fakeSource<string[]>();
    const { result } = renderHook(() => useLive('room-1', source.subscribeTo('room-1'), FAILED));

    expect(source.opened).toHaveLength(1);
    expect(source.opened[0].key).toBe('room-1');
    expect(result.current).toMatchObject({ data: undefined, loading: true, error: null });

    act(() => source.opened[0].onNext(['hello']));
    expect(result.current).toMatchObject({ data: ['hello'], loading: false, error: null });

    act(() => source.opened[0].onNext(['hello', 'again']));
    expect(result.current.data).toEqual(['hello', 'again']);
    expect(source.opened).toHaveLength(1);
  });

  it('opens nothing without a key', () => {
    const source = fakeSource<number>();
    const { result } = renderHook(() => useLive(null, source.subscribeTo('none'), FAILED));

    expect(source.opened).toHaveLength(0);
    expect(result.current).toMatchObject({ data: undefined, loading: false, error: null });
  });

  it('does not reopen on a re-render with the same key', () => {
    const source = fakeSource<number>();
    const { rerender } = renderHook(() => useLive('k', source.subscribeTo('k'), FAILED));
    rerender();
    rerender();
    expect(source.opened).toHaveLength(1);
  });

  it('closes the listener on unmount', () => {
    const source = fakeSource<number>();
    const { unmount } = renderHook(() => useLive('k', source.subscribeTo('k'), FAILED));

    expect(source.open()).toHaveLength(1);
    unmount();
    expect(source.open()).toHaveLength(0);
  });

  it('closes the old listener and opens a new one when the key changes, ignoring the old answers', () => {
    const source = fakeSource<string>();
    const { result, rerender } = renderHook(
      ({ key }: { key: string }) => useLive(key, source.subscribeTo(key), FAILED),
      { initialProps: { key: 'a' } },
    );
    act(() => source.opened[0].onNext('from a'));

    rerender({ key: 'b' });
    expect(source.opened.map((l) => [l.key, l.closed])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect(result.current).toMatchObject({ data: undefined, loading: true, error: null });

    act(() => source.opened[0].onNext('late from a'));
    expect(result.current.data).toBeUndefined();

    act(() => source.opened[1].onNext('from b'));
    expect(result.current).toMatchObject({ data: 'from b', loading: false });
  });

  it('turns a listener error into the given message, whatever the error says', () => {
    const source = fakeSource<number>();
    const { result } = renderHook(() => useLive('k', source.subscribeTo('k'), FAILED));

    act(() => source.opened[0].onError(new Error('permission-denied: Missing or insufficient permissions')));
    expect(result.current).toMatchObject({ data: undefined, loading: false, error: FAILED });
  });

  it('retry opens a new listener, which then answers', () => {
    const source = fakeSource<number>();
    const { result } = renderHook(() => useLive('k', source.subscribeTo('k'), FAILED));
    act(() => source.opened[0].onError(new Error('unavailable')));

    act(() => result.current.retry());
    expect(source.opened).toHaveLength(2);
    expect(source.opened[0].closed).toBe(true);
    expect(source.opened[1].closed).toBe(false);
    expect(result.current).toMatchObject({ data: undefined, loading: true, error: null });

    act(() => source.opened[1].onNext(7));
    expect(result.current).toMatchObject({ data: 7, loading: false, error: null });
  });

  describe('keepPreviousWithin', () => {
    const render = (source: ReturnType<typeof fakeSource<string>>) =>
      renderHook(
        ({ key, scope }: { key: string | null; scope: string }) =>
          useLive(key, source.subscribeTo(key ?? '-'), FAILED, { keepPreviousWithin: scope }),
        { initialProps: { key: 'a' as string | null, scope: 'me' } },
      );

    it('shows the last answer, refreshing, while a new key of the same scope loads', () => {
      const source = fakeSource<string>();
      const { result, rerender } = render(source);
      expect(result.current).toMatchObject({ data: undefined, loading: true, refreshing: false });
      act(() => source.opened[0].onNext('from a'));

      rerender({ key: 'a,b', scope: 'me' });
      expect(source.opened[0].closed).toBe(true);
      expect(result.current).toMatchObject({ data: 'from a', loading: false, refreshing: true, error: null });

      act(() => source.opened[1].onNext('from a,b'));
      expect(result.current).toMatchObject({ data: 'from a,b', loading: false, refreshing: false });
    });

    it('does not carry an answer into another scope, past no key, or after a failure', () => {
      const source = fakeSource<string>();
      const { result, rerender } = render(source);
      act(() => source.opened[0].onNext('mine'));

      // Another user: the old answer is about someone else.
      rerender({ key: 'b', scope: 'you' });
      expect(result.current).toMatchObject({ data: undefined, loading: true, refreshing: false });
      act(() => source.opened[1].onNext('yours'));

      // No key: nothing is asked, nothing shows.
      rerender({ key: null, scope: 'you' });
      expect(result.current).toMatchObject({ data: undefined, loading: false, refreshing: false });

      rerender({ key: 'c', scope: 'you' });
      act(() => source.opened[2].onError(new Error('unavailable')));
      rerender({ key: 'd', scope: 'you' });
      expect(result.current).toMatchObject({ data: undefined, loading: true, refreshing: false });
    });
  });
});
