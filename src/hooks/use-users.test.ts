import { act, renderHook, waitFor } from '@testing-library/react';
import { toUserRecord } from '@/domain/user-record';
import { clearUserCaches } from '@/users/user-cache';
import { fetchUsersByIds } from '@/users/user-lookups';
import { useAuthStore } from '@/stores/auth-store';
import { useUsers } from './use-users';

vi.mock('@/users/user-lookups', () => ({ fetchUsersByIds: vi.fn() }));

const FAILED = 'Failed to load users';
const user = (uid: string, username = `name-${uid}`) => toUserRecord(uid, { username });

describe('useUsers', () => {
  beforeEach(() => {
    clearUserCaches();
    useAuthStore.setState({ uid: null, user: null });
  });

  it('keeps the known names (the same object) while a new id loads, then adds it', async () => {
    let answerNew!: () => void;
    vi.mocked(fetchUsersByIds)
      .mockResolvedValueOnce([user('a')])
      .mockImplementationOnce(
        (ids) => new Promise((resolve) => (answerNew = () => resolve(ids.map((id) => user(id))))),
      );
    const { result, rerender } = renderHook(({ ids }) => useUsers(ids, FAILED), {
      initialProps: { ids: ['a'] },
    });
    expect(result.current).toMatchObject({ data: {}, loading: true, error: null });
    await waitFor(() => expect(result.current.data.a?.username).toBe('name-a'));
    const before = result.current.data;

    rerender({ ids: ['a', 'b'] });
    expect(result.current.data).toBe(before);
    expect(result.current.loading).toBe(true);
    // The lookups load on first use (decision 0062): the question goes out a moment later.
    await waitFor(() => expect(fetchUsersByIds).toHaveBeenLastCalledWith(['b'], undefined));

    await act(async () => answerNew());
    expect(Object.keys(result.current.data)).toEqual(['a', 'b']);
    expect(result.current.loading).toBe(false);
  });

  it('shows the signed-in user from the live session record, and a failure as the message', async () => {
    useAuthStore.setState({ uid: 'me', user: user('me', 'renamed') });
    vi.mocked(fetchUsersByIds).mockResolvedValueOnce([user('me', 'old name')]);
    const { result } = renderHook(() => useUsers(['me'], FAILED));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data.me?.username).toBe('renamed');

    vi.mocked(fetchUsersByIds).mockRejectedValueOnce(new Error('unavailable'));
    const other = renderHook(() => useUsers(['x'], FAILED));
    await waitFor(() => expect(other.result.current.error).toBe(FAILED));
    vi.mocked(fetchUsersByIds).mockResolvedValueOnce([user('x')]);
    act(() => other.result.current.retry());
    await waitFor(() => expect(other.result.current.data.x?.username).toBe('name-x'));
    expect(other.result.current.error).toBeNull();
  });
});
