import { authErrorMessage, MSG, resetErrorMessage, validateSignIn, validateSignUp } from './model';

describe('validateSignUp', () => {
  it('needs email, password and a username', () => {
    expect(validateSignUp({ email: '', password: 'x', username: 'ann' })).toBe(MSG.emailPasswordRequired);
    expect(validateSignUp({ email: 'a@b.c', password: '', username: 'ann' })).toBe(MSG.emailPasswordRequired);
    expect(validateSignUp({ email: 'a@b.c', password: 'secret1', username: '  ' })).toBe(
      MSG.usernameRequired,
    );
  });

  it('accepts 3 to 20 letters, digits, underscores and dots only', () => {
    expect(validateSignUp({ email: 'a@b.c', password: 'secret1', username: 'ann_b.2' })).toBeNull();
    expect(validateSignUp({ email: 'a@b.c', password: 'secret1', username: 'an' })).toBe(MSG.usernameInvalid);
    expect(validateSignUp({ email: 'a@b.c', password: 'secret1', username: 'has space' })).toBe(
      MSG.usernameInvalid,
    );
    expect(validateSignUp({ email: 'a@b.c', password: 'secret1', username: 'x'.repeat(21) })).toBe(
      MSG.usernameInvalid,
    );
  });

  it('refuses an address that is not one (markup, spaces, no dotted domain, too long)', () => {
    const up = (email: string) => validateSignUp({ email, password: 'secret1', username: 'ann' });
    expect(up('ann@example.com')).toBeNull();
    expect(up('  ann.b+food@mail.example.it ')).toBeNull();
    for (const bad of [
      '<img src=x onerror=alert(1)>@e2e.test',
      'ann@localhost',
      'a b@c.d',
      'ann@@c.d',
      `${'a'.repeat(250)}@c.de`,
    ]) {
      expect(up(bad), bad).toBe(MSG.emailInvalid);
    }
  });
});

describe('validateSignIn', () => {
  it('needs both fields', () => {
    expect(validateSignIn(' ', 'x')).toBe(MSG.emailPasswordRequired);
    expect(validateSignIn('a@b.c', 'x')).toBeNull();
  });
});

describe('authErrorMessage', () => {
  it('maps a network failure to the spec text', () => {
    expect(authErrorMessage({ code: 'auth/network-request-failed' }, MSG.signInFailed)).toBe(MSG.network);
  });

  it('makes the common provider codes readable', () => {
    expect(authErrorMessage({ code: 'auth/invalid-credential' }, MSG.signInFailed)).toBe(
      'Incorrect email or password.',
    );
  });

  it("shows the provider's own message, without the SDK prefix", () => {
    const err = Object.assign(new Error('Firebase: Something odd happened (auth/odd-thing).'), {
      code: 'auth/odd-thing',
    });
    expect(authErrorMessage(err, MSG.signInFailed)).toBe('Something odd happened');
  });

  it('falls back to the action message', () => {
    expect(authErrorMessage(undefined, MSG.signUpFailed)).toBe(MSG.signUpFailed);
    expect(authErrorMessage(new Error(''), MSG.signUpFailed)).toBe(MSG.signUpFailed);
  });
});

describe('resetErrorMessage', () => {
  const err = (code: string) => Object.assign(new Error(code), { code });

  it('answers an unknown address as a sent link', () => {
    expect(resetErrorMessage(err('auth/user-not-found'))).toBeNull();
  });

  it('names a network failure, a bad address and too many requests', () => {
    expect(resetErrorMessage(err('auth/network-request-failed'))).toBe(MSG.network);
    expect(resetErrorMessage(err('auth/invalid-email'))).toBe(MSG.emailInvalid);
    expect(resetErrorMessage(err('auth/too-many-requests'))).toMatch(/Too many attempts/);
  });

  it('falls back to a plain failure', () => {
    expect(resetErrorMessage(err('auth/internal-error'))).toBe(MSG.resetFailed);
  });
});
