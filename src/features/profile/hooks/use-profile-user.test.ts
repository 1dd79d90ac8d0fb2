import { act, renderHook } from '@testing-library/react';
import { rememberOwnRecord } from '@/stores/session/own-record-cache';
import { toUserRecord } from '@/domain/user-record';
import { useAuthStore } from '@/stores/auth-store';
import { ME } from '../model';
import { useProfileUser } from './use-profile-user';

const remembered = toUserRecord('u1', { username: 'giulia', photoURL: 'https://example.test/old.jpg' });
const live = toUserRecord('u1', { username: 'giulia', photoURL: 'https://example.test/new.jpg' });

describe('useProfileUser(me)', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.setState({ uid: null, user: null, userError: null });
  });

  it('shows the record this device last saw while Auth and the live record are on their way', () => {
    rememberOwnRecord(remembered);
    const { result } = renderHook(() => useProfileUser(ME));
    expect(result.current).toMatchObject({ data: remembered, loading: false, error: null });
  });

  it('moves to the live record when it arrives (and remembers that one)', () => {
    rememberOwnRecord(remembered);
    const { result, rerender } = renderHook(() => useProfileUser(ME));
    act(() => {
      useAuthStore.setState({ uid: 'u1' });
      useAuthStore.getState().setUser(live);
    });
    rerender();
    expect(result.current.data).toEqual(live);
    localStorage.clear(); // what it reads now is the store, not storage
    rerender();
    expect(result.current.data).toEqual(live);
  });

  it("never shows another user's remembered record: it waits for the live one", () => {
    rememberOwnRecord(remembered);
    useAuthStore.setState({ uid: 'u2' });
    const { result } = renderHook(() => useProfileUser(ME));
    expect(result.current).toMatchObject({ data: null, loading: true });
  });

  it('with nothing remembered, loads as before; a failed live record is an error, not the old one', () => {
    const { result, rerender } = renderHook(() => useProfileUser(ME));
    expect(result.current).toMatchObject({ data: null, loading: true });
    rememberOwnRecord(remembered);
    act(() => useAuthStore.getState().setUser(null, 'Failed to load user data'));
    rerender();
    expect(result.current).toMatchObject({ data: null, loading: false, error: 'Failed to load user data' });
  });

  it('signing out forgets the remembered record', () => {
    rememberOwnRecord(remembered);
    useAuthStore.getState().setSession(null);
    const { result } = renderHook(() => useProfileUser(ME));
    expect(result.current.data).toBeNull();
  });
});
