import { t } from 'i18next';
import {
  emailChangeError,
  passwordChangeError,
  validateEmailChange,
  validatePasswordChange,
} from './security-model';

const err = (code: string) => Object.assign(new Error(code), { code });

describe('validatePasswordChange', () => {
  it('needs the current password, 6 characters, a matching confirmation and a change', () => {
    expect(validatePasswordChange({ current: '', next: 'newpass1', confirm: 'newpass1' })).toBe(
      t('account:security.messages.currentRequired'),
    );
    expect(validatePasswordChange({ current: 'old', next: 'abc', confirm: 'abc' })).toBe(
      t('account:security.messages.weakPassword'),
    );
    expect(validatePasswordChange({ current: 'old', next: 'newpass1', confirm: 'newpass2' })).toBe(
      t('account:security.messages.passwordsDiffer'),
    );
    expect(validatePasswordChange({ current: 'same12', next: 'same12', confirm: 'same12' })).toBe(
      t('account:security.messages.samePassword'),
    );
    expect(validatePasswordChange({ current: 'old', next: 'newpass1', confirm: 'newpass1' })).toBeNull();
  });
});

describe('validateEmailChange', () => {
  it('refuses a bad address, the same address (any case) and a missing password', () => {
    const base = { current: 'pw', currentEmail: 'me@x.test' };
    expect(validateEmailChange({ ...base, email: 'not-an-address' })).toBe(
      t('account:security.messages.emailInvalid'),
    );
    expect(validateEmailChange({ ...base, email: ' ME@x.test ' })).toBe(
      t('account:security.messages.emailSame'),
    );
    expect(validateEmailChange({ ...base, current: '', email: 'new@x.test' })).toBe(
      t('account:security.messages.currentRequired'),
    );
    expect(validateEmailChange({ ...base, email: 'new@x.test' })).toBeNull();
  });
});

describe('the provider errors', () => {
  it('name a weak password, a taken or bad address and a network failure', () => {
    expect(passwordChangeError(err('auth/weak-password'))).toBe('account:security.messages.weakPassword');
    expect(passwordChangeError(err('auth/network-request-failed'))).toBe('account:security.messages.network');
    expect(passwordChangeError(err('auth/internal-error'))).toBe('account:security.messages.passwordFailed');
    expect(emailChangeError(err('auth/email-already-in-use'))).toBe('account:security.messages.emailTaken');
    expect(emailChangeError(err('auth/invalid-new-email'))).toBe('account:security.messages.emailInvalid');
    expect(emailChangeError(err('auth/network-request-failed'))).toBe('account:security.messages.network');
    expect(emailChangeError(err('auth/internal-error'))).toBe('account:security.messages.emailFailed');
  });
});
