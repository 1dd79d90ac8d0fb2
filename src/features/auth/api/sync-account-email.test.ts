import { syncAccountEmail } from './sync-account-email';

const seams = vi.hoisted(() => ({
  writes: [] as { path: string; data: unknown }[],
  fail: false,
  metadata: { creationTime: 'a', lastSignInTime: 'b' },
}));
vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, ...segments: string[]) => segments.join('/'),
  updateDoc: (path: string, data: unknown) => {
    if (seams.fail) return Promise.reject(Object.assign(new Error('offline'), { code: 'unavailable' }));
    seams.writes.push({ path, data });
    return Promise.resolve();
  },
}));
vi.mock('@/firebase/firebase', () => ({
  firestore: () => ({}),
  firebaseAuth: () => ({ currentUser: { uid: 'u1', metadata: seams.metadata } }),
}));

describe('syncAccountEmail', () => {
  beforeEach(() => {
    localStorage.clear();
    seams.writes = [];
    seams.fail = false;
    seams.metadata = { creationTime: 'a', lastSignInTime: 'b' };
  });

  it('writes the token address to the private record once per address on this device', async () => {
    await syncAccountEmail({ uid: 'u1', email: 'old@x.test' });
    await syncAccountEmail({ uid: 'u1', email: 'old@x.test' });
    await syncAccountEmail({ uid: 'u1', email: 'new@x.test' });
    expect(seams.writes).toEqual([
      { path: 'users/u1/private/account', data: { email: 'old@x.test' } },
      { path: 'users/u1/private/account', data: { email: 'new@x.test' } },
    ]);
  });

  it('leaves a brand-new account to sign-up, and an address-less session alone', async () => {
    seams.metadata = { creationTime: 'a', lastSignInTime: 'a' };
    await syncAccountEmail({ uid: 'u1', email: 'new@x.test' });
    await syncAccountEmail({ uid: 'u2', email: null });
    expect(seams.writes).toEqual([]);
  });

  it('tries again at the next start after a failed write', async () => {
    seams.fail = true;
    await expect(syncAccountEmail({ uid: 'u1', email: 'new@x.test' })).rejects.toThrow();
    seams.fail = false;
    await syncAccountEmail({ uid: 'u1', email: 'new@x.test' });
    expect(seams.writes).toHaveLength(1);
  });
});
