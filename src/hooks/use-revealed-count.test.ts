import { act, renderHook } from '@testing-library/react';
import { useRevealedCount } from './use-revealed-count';

describe('useRevealedCount', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the first items at once, then a step more in each idle moment, until all are in', () => {
    const { result } = renderHook(() => useRevealedCount(10, 3, 4));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(7);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(10);
    // Nothing left to reveal: no more timers are set.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never shows more than there are', () => {
    const { result } = renderHook(() => useRevealedCount(2, 3, 4));
    expect(result.current).toBe(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('goes on revealing when the list grows, and does not hide what it showed when it shrinks', () => {
    const { result, rerender } = renderHook(({ total }) => useRevealedCount(total, 3, 4), {
      initialProps: { total: 3 },
    });
    expect(result.current).toBe(3);
    expect(vi.getTimerCount()).toBe(0);

    rerender({ total: 20 });
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(7);

    rerender({ total: 1 });
    expect(result.current).toBe(1);
    rerender({ total: 20 });
    expect(result.current).toBe(7);
  });

  it('stops revealing when unmounted', () => {
    const { unmount } = renderHook(() => useRevealedCount(10, 3, 4));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
