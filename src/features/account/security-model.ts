// Texts and pure checks of Settings → Security: changing the password and the e-mail address.
import { t } from 'i18next';
import { errorCode } from '@/firebase/error-code';
import type { MessageKey } from '@/domain/app-error';

/** The notice after a change of address is asked for: nothing changes until the link is opened. */
export function verificationSent(email: string): string {
  return t('account:security.messages.verificationSent', { email });
}

const MIN_PASSWORD_LENGTH = 6;

/** The first problem with the change-password form, or null. */
export function validatePasswordChange(input: {
  current: string;
  next: string;
  confirm: string;
}): string | null {
  if (!input.current) return t('account:security.messages.currentRequired');
  if (input.next.length < MIN_PASSWORD_LENGTH) return t('account:security.messages.weakPassword');
  if (input.next !== input.confirm) return t('account:security.messages.passwordsDiffer');
  if (input.next === input.current) return t('account:security.messages.samePassword');
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
  if (!isPlausibleEmail(email)) return t('account:security.messages.emailInvalid');
  if (input.currentEmail && email.toLowerCase() === input.currentEmail.toLowerCase())
    return t('account:security.messages.emailSame');
  if (!input.current) return t('account:security.messages.currentRequired');
  return null;
}

const NETWORK_CODES = new Set(['auth/network-request-failed', 'timeout', 'unavailable']);

/** What a failed updatePassword shows. */
export function passwordChangeError(err: unknown): MessageKey {
  const code = errorCode(err);
  if (NETWORK_CODES.has(code)) return 'account:security.messages.network';
  if (code === 'auth/weak-password' || code === 'auth/password-does-not-meet-requirements')
    return 'account:security.messages.weakPassword';
  return 'account:security.messages.passwordFailed';
}

/** What a failed verifyBeforeUpdateEmail shows. */
export function emailChangeError(err: unknown): MessageKey {
  const code = errorCode(err);
  if (NETWORK_CODES.has(code)) return 'account:security.messages.network';
  if (code === 'auth/email-already-in-use') return 'account:security.messages.emailTaken';
  if (code === 'auth/invalid-email' || code === 'auth/invalid-new-email' || code === 'auth/missing-email')
    return 'account:security.messages.emailInvalid';
  return 'account:security.messages.emailFailed';
}
