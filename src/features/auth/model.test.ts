import { t } from 'i18next';
import { AppError, type MessageKey } from '@/domain/app-error';
import { errorText } from '@/i18n/error-text';
import { authError, resetErrorKey, validateSignIn, validateSignUp } from './model';

// The errors as the forms show them: the spec's texts, word for word.
const authErrorMessage = (err: unknown, fallback: MessageKey) => errorText(authError(err, fallback));
const resetErrorMessage = (err: unknown) => {
  const key = resetErrorKey(err);
  return key && errorText(new AppError(key));
};

describe('validateSignUp', () => {
  it('needs email, password and a username', () => {
    expect(validateSignUp({ email: '', password: 'x', username: 'ann' })).toBe(
      t('auth:errors.emailPasswordRequired'),
    );
    expect(validateSignUp({ email: 'a@b.c', password: '', username: 'ann' })).toBe(
      t('auth:errors.emailPasswordRequired'),
    );
    expect(validateSignUp({ email: 'a@b.c', password: 'secret1', username: '  ' })).toBe(
      t('auth:errors.usernameRequired'),
    );
  });

  it('accepts 3 to 20 letters, digits, underscores and dots only', () => {
    expect(validateSignUp({ email: 'a@b.c', password: 'secret1', username: 'ann_b.2' })).toBeNull();
    expect(validateSignUp({ email: 'a@b.c', password: 'secret1', username: 'an' })).toBe(
      t('auth:errors.usernameInvalid'),
    );
    expect(validateSignUp({ email: 'a@b.c', password: 'secret1', username: 'has space' })).toBe(
      t('auth:errors.usernameInvalid'),
    );
    expect(validateSignUp({ email: 'a@b.c', password: 'secret1', username: 'x'.repeat(21) })).toBe(
      t('auth:errors.usernameInvalid'),
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
      expect(up(bad), bad).toBe(t('auth:errors.emailInvalid'));
    }
  });
});

describe('validateSignIn', () => {
  it('needs both fields', () => {
    expect(validateSignIn(' ', 'x')).toBe(t('auth:errors.emailPasswordRequired'));
    expect(validateSignIn('a@b.c', 'x')).toBeNull();
  });
});

describe('authErrorMessage', () => {
  it('maps a network failure to the spec text', () => {
    expect(authErrorMessage({ code: 'auth/network-request-failed' }, 'auth:errors.signInFailed')).toBe(
      t('auth:errors.network'),
    );
  });

  it('makes the common provider codes readable', () => {
    expect(authErrorMessage({ code: 'auth/invalid-credential' }, 'auth:errors.signInFailed')).toBe(
      'Incorrect email or password.',
    );
  });

  it("shows the provider's own message, without the SDK prefix", () => {
    const err = Object.assign(new Error('Firebase: Something odd happened (auth/odd-thing).'), {
      code: 'auth/odd-thing',
    });
    expect(authErrorMessage(err, 'auth:errors.signInFailed')).toBe('Something odd happened');
  });

  it('falls back to the action message', () => {
    expect(authErrorMessage(undefined, 'auth:errors.signUpFailed')).toBe(t('auth:errors.signUpFailed'));
    expect(authErrorMessage(new Error(''), 'auth:errors.signUpFailed')).toBe(t('auth:errors.signUpFailed'));
  });
});

describe('resetErrorMessage', () => {
  const err = (code: string) => Object.assign(new Error(code), { code });

  it('answers an unknown address as a sent link', () => {
    expect(resetErrorMessage(err('auth/user-not-found'))).toBeNull();
  });

  it('names a network failure, a bad address and too many requests', () => {
    expect(resetErrorMessage(err('auth/network-request-failed'))).toBe(t('auth:errors.network'));
    expect(resetErrorMessage(err('auth/invalid-email'))).toBe(t('auth:errors.emailInvalid'));
    expect(resetErrorMessage(err('auth/too-many-requests'))).toMatch(/Too many attempts/);
  });

  it('falls back to a plain failure', () => {
    expect(resetErrorMessage(err('auth/internal-error'))).toBe(t('auth:reset.failed'));
  });
});
