// Texts and pure checks of Settings → Security: changing the password and the e-mail address.
import { t } from 'i18next';
import { errorCode } from '@/firebase/error-code';

/** The messages of Settings → Security, each made in the language of the moment it is read. */
export const SECURITY_MSG = {
  get network() {
    return t('account:security.messages.network');
  },
  get currentRequired() {
    return t('account:security.messages.currentRequired');
  },
  get weakPassword() {
    return t('account:security.messages.weakPassword');
  },
  get passwordsDiffer() {
    return t('account:security.messages.passwordsDiffer');
  },
  get samePassword() {
    return t('account:security.messages.samePassword');
  },
  get passwordChanged() {
    return t('account:security.messages.passwordChanged');
  },
  get passwordFailed() {
    return t('account:security.messages.passwordFailed');
  },
  get emailInvalid() {
    return t('account:security.messages.emailInvalid');
  },
  get emailSame() {
    return t('account:security.messages.emailSame');
  },
  get emailTaken() {
    return t('account:security.messages.emailTaken');
  },
  get emailFailed() {
    return t('account:security.messages.emailFailed');
  },
};

/** The notice after a change of address is asked for: nothing changes until the link is opened. */
export function verificationSent(email: string): string {
  return t('account:security.messages.verificationSent', { email });
}

export const MIN_PASSWORD_LENGTH = 6;

/** The first problem with the change-password form, or null. */
export function validatePasswordChange(input: {
  current: string;
  next: string;
  confirm: string;
}): string | null {
  if (!input.current) return SECURITY_MSG.currentRequired;
  if (input.next.length < MIN_PASSWORD_LENGTH) return SECURITY_MSG.weakPassword;
  if (input.next !== input.confirm) return SECURITY_MSG.passwordsDiffer;
  if (input.next === input.current) return SECURITY_MSG.samePassword;
  return null;
}

/** Same check as sign-up's (features/auth/model.ts isPlausibleEmail): one @, a dotted domain, no spaces. */
function isPlausibleEmail(email: string): boolean {
  return (
    email.length <= 254 && /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]+$/.test(email)
  );
}

/** The first problem with the change-e-mail form, or null. */
export function validateEmailChange(input: {
  current: string;
  email: string;
  currentEmail: string | null;
}): string | null {
  const email = input.email.trim();
  if (!isPlausibleEmail(email)) return SECURITY_MSG.emailInvalid;
  if (input.currentEmail && email.toLowerCase() === input.currentEmail.toLowerCase())
    return SECURITY_MSG.emailSame;
  if (!input.current) return SECURITY_MSG.currentRequired;
  return null;
}

const NETWORK_CODES = new Set(['auth/network-request-failed', 'timeout', 'unavailable']);

/** What a failed updatePassword shows. */
export function passwordChangeError(err: unknown): string {
  const code = errorCode(err);
  if (NETWORK_CODES.has(code)) return SECURITY_MSG.network;
  if (code === 'auth/weak-password' || code === 'auth/password-does-not-meet-requirements')
    return SECURITY_MSG.weakPassword;
  return SECURITY_MSG.passwordFailed;
}

/** What a failed verifyBeforeUpdateEmail shows. */
export function emailChangeError(err: unknown): string {
  const code = errorCode(err);
  if (NETWORK_CODES.has(code)) return SECURITY_MSG.network;
  if (code === 'auth/email-already-in-use') return SECURITY_MSG.emailTaken;
  if (code === 'auth/invalid-email' || code === 'auth/invalid-new-email' || code === 'auth/missing-email')
    return SECURITY_MSG.emailInvalid;
  return SECURITY_MSG.emailFailed;
}
