import { act, renderHook, waitFor } from '@testing-library/react';
import { useAsync } from './use-async';

const FAILED = 'Failed to load data';

describe('useAsync', () => {
  it('loads for its key, and again when the key changes', async () => {
    const load = vi.fn((key: string) => Promise.resolve(`data of ${key}`));
    const { result, rerender } = renderHook(({ k }) => useAsync(k, () => load(k), FAILED), {
      initialProps: { k: 'a' },
    });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toBe('data of a'));
    rerender({ k: 'b' });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toBe('data of b'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders the answer as a transition when asked, a failure too', async () => {
    const { result } = renderHook(() =>
      useAsync('a', () => Promise.resolve('data of a'), FAILED, { transition: true }),
    );
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toBe('data of a'));
    const failed = renderHook(() =>
      useAsync('a', () => Promise.reject(new Error('boom')), FAILED, { transition: true }),
    );
    await waitFor(() => expect(failed.result.current.error).toBe(FAILED));
  });

  it('turns a failure into the message', async () => {
    const { result } = renderHook(() => useAsync('a', () => Promise.reject(new Error('boom')), FAILED));
    await waitFor(() => expect(result.current.error).toBe(FAILED));
    expect(result.current.data).toBeUndefined();
  });

  it('shows an answer already in hand at once and does not load that key again', async () => {
    const load = vi.fn(() => Promise.resolve('fresh'));
    const { result, rerender } = renderHook(({ k }) => useAsync(k, load, FAILED, { initial: 'in hand' }), {
      initialProps: { k: 'a' },
    });
    expect(result.current).toMatchObject({ data: 'in hand', loading: false, error: null });
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();

    // A retry or another key loads as usual.
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.data).toBe('fresh'));
    rerender({ k: 'b' });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('with keepPreviousWithin, shows the last answer (refreshing) until the new key answers', async () => {
    let answer!: (value: string) => void;
    const load = vi.fn((key: string) =>
      key === 'a' ? Promise.resolve('data of a') : new Promise<string>((resolve) => (answer = resolve)),
    );
    const { result, rerender } = renderHook(
      ({ k }) => useAsync(k, () => load(k), FAILED, { keepPreviousWithin: 'me' }),
      { initialProps: { k: 'a' } },
    );
    await waitFor(() => expect(result.current.data).toBe('data of a'));
    rerender({ k: 'b' });
    expect(result.current).toMatchObject({ data: 'data of a', loading: false, refreshing: true });
    await act(async () => answer('data of b'));
    expect(result.current).toMatchObject({ data: 'data of b', loading: false, refreshing: false });
  });
});
