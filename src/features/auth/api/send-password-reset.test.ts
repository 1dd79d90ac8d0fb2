import { sendPasswordReset } from './send-password-reset';

const seams = vi.hoisted(() => ({ sent: [] as string[], fail: '' }));
vi.mock('firebase/auth', () => ({
  sendPasswordResetEmail: (_auth: unknown, email: string) => {
    if (seams.fail) return Promise.reject(Object.assign(new Error(seams.fail), { code: seams.fail }));
    seams.sent.push(email);
    return Promise.resolve();
  },
}));
vi.mock('@/firebase/firebase', () => ({ firebaseAuth: () => ({}) }));

describe('sendPasswordReset', () => {
  beforeEach(() => {
    seams.sent = [];
    seams.fail = '';
  });

  it('asks for the link for the trimmed address', async () => {
    await sendPasswordReset('  who@example.test ');
    expect(seams.sent).toEqual(['who@example.test']);
  });

  it('answers an unknown address as it answers a known one', async () => {
    seams.fail = 'auth/user-not-found';
    await expect(sendPasswordReset('nobody@example.test')).resolves.toBeUndefined();
  });

  it('refuses a malformed address before asking, and names a network failure', async () => {
    await expect(sendPasswordReset('not an address')).rejects.toThrow('auth:errors.emailInvalid');
    expect(seams.sent).toEqual([]);
    seams.fail = 'auth/network-request-failed';
    await expect(sendPasswordReset('who@example.test')).rejects.toThrow('auth:errors.network');
    seams.fail = 'auth/internal-error';
    await expect(sendPasswordReset('who@example.test')).rejects.toThrow('auth:reset.failed');
  });
});
