import { toUserRecord } from '@/domain/user-record';
import { ownRecordSettled, useAuthStore } from './auth-store';

describe('auth store: a missing record', () => {
  beforeEach(() => useAuthStore.getState().setSession({ uid: 'u1', email: 'u1@example.test' }));

  it('says the record is missing when its listener answers no document, and not on a failure', () => {
    useAuthStore.getState().setUser(null);
    expect(useAuthStore.getState().userMissing).toBe(true);
    useAuthStore.getState().setUser(null, 'Failed to fetch user data');
    expect(useAuthStore.getState().userMissing).toBe(false);
    useAuthStore.getState().setUser(toUserRecord('u1', { username: 'ann' }));
    expect(useAuthStore.getState().userMissing).toBe(false);
  });

  it('forgets it when the session changes', () => {
    useAuthStore.getState().setUser(null);
    useAuthStore.getState().setSession(null);
    expect(useAuthStore.getState().userMissing).toBe(false);
  });

  it('settles the own record as missing (null) instead of waiting forever', async () => {
    const settled = ownRecordSettled();
    useAuthStore.getState().setUser(null);
    await expect(settled).resolves.toBeNull();
  });
});
