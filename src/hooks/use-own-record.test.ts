import { renderHook } from '@testing-library/react';
import { useAuthStore } from '@/stores/auth-store';
import { rememberOwnRecord } from '@/stores/session/own-record-cache';
import { setAuth, testUser } from '../../tests/support/render';
import { useOwnRecord } from './use-own-record';

/** What the hook gives for the store as it is now (unmounted at once: the next state change is the next call's). */
function shown() {
  const { result, unmount } = renderHook(() => useOwnRecord());
  const value = result.current;
  unmount();
  return value;
}

describe('useOwnRecord', () => {
  afterEach(() => localStorage.clear());
  const remembered = testUser({ uid: 'owner-1', username: 'emma', isRestaurantOwner: true });

  it('draws with the record this device remembers while the Auth SDK answers', () => {
    rememberOwnRecord(remembered);
    setAuth('loading');
    expect(shown()).toEqual({ uid: 'owner-1', user: expect.objectContaining({ username: 'emma' }) });
  });

  it('takes the live record once it arrives, and never another user’s remembered one', () => {
    rememberOwnRecord(remembered);
    const live = testUser({ uid: 'owner-1', username: 'emma', goldPoints: 7 });
    setAuth(live);
    expect(shown().user).toBe(live);
    useAuthStore.setState({ uid: 'someone-else', user: null });
    expect(shown()).toEqual({ uid: 'someone-else', user: null });
  });

  it('gives nothing once the session ended or the record was answered missing', () => {
    rememberOwnRecord(remembered);
    setAuth('signedOut');
    expect(shown().user).toBeNull();
    useAuthStore.setState({ status: 'signedIn', uid: 'owner-1', user: null, userMissing: true });
    expect(shown().user).toBeNull();
  });
});
