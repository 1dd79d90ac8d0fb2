import {
  emailChangeError,
  passwordChangeError,
  SECURITY_MSG,
  validateEmailChange,
  validatePasswordChange,
} from './security-model';

const err = (code: string) => Object.assign(new Error(code), { code });

describe('validatePasswordChange', () => {
  it('needs the current password, 6 characters, a matching confirmation and a change', () => {
    expect(validatePasswordChange({ current: '', next: 'newpass1', confirm: 'newpass1' })).toBe(
      SECURITY_MSG.currentRequired,
    );
    expect(validatePasswordChange({ current: 'old', next: 'abc', confirm: 'abc' })).toBe(
      SECURITY_MSG.weakPassword,
    );
    expect(validatePasswordChange({ current: 'old', next: 'newpass1', confirm: 'newpass2' })).toBe(
      SECURITY_MSG.passwordsDiffer,
    );
    expect(validatePasswordChange({ current: 'same12', next: 'same12', confirm: 'same12' })).toBe(
      SECURITY_MSG.samePassword,
    );
    expect(validatePasswordChange({ current: 'old', next: 'newpass1', confirm: 'newpass1' })).toBeNull();
  });
});

describe('validateEmailChange', () => {
  it('refuses a bad address, the same address (any case) and a missing password', () => {
    const base = { current: 'pw', currentEmail: 'me@x.test' };
    expect(validateEmailChange({ ...base, email: 'not-an-address' })).toBe(SECURITY_MSG.emailInvalid);
    expect(validateEmailChange({ ...base, email: ' ME@x.test ' })).toBe(SECURITY_MSG.emailSame);
    expect(validateEmailChange({ ...base, current: '', email: 'new@x.test' })).toBe(
      SECURITY_MSG.currentRequired,
    );
    expect(validateEmailChange({ ...base, email: 'new@x.test' })).toBeNull();
  });
});

describe('the provider errors', () => {
  it('name a weak password, a taken or bad address and a network failure', () => {
    expect(passwordChangeError(err('auth/weak-password'))).toBe(SECURITY_MSG.weakPassword);
    expect(passwordChangeError(err('auth/network-request-failed'))).toBe(SECURITY_MSG.network);
    expect(passwordChangeError(err('auth/internal-error'))).toBe(SECURITY_MSG.passwordFailed);
    expect(emailChangeError(err('auth/email-already-in-use'))).toBe(SECURITY_MSG.emailTaken);
    expect(emailChangeError(err('auth/invalid-new-email'))).toBe(SECURITY_MSG.emailInvalid);
    expect(emailChangeError(err('auth/network-request-failed'))).toBe(SECURITY_MSG.network);
    expect(emailChangeError(err('auth/internal-error'))).toBe(SECURITY_MSG.emailFailed);
  });
});
