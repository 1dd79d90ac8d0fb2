// Texts and pure rules of signing in and up (spec sections 5 and 8).
import { t } from 'i18next';
import { errorCode } from '@/firebase/error-code';
import { AppError, type MessageKey } from '@/domain/app-error';

const USERNAME_PATTERN = /^[A-Za-z0-9_.]{3,20}$/;

/**
 * An address the app accepts at sign-up: one @, a dotted domain, no spaces, quotes, brackets or angle
 * brackets, at most 254 characters. The Auth emulator accepts nearly anything (even markup); the real
 * provider does not, so both refuse the same addresses here first.
 */
export function isPlausibleEmail(raw: string): boolean {
  const email = raw.trim();
  return (
    email.length <= 254 && /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]+$/.test(email)
  );
}

export interface SignUpInput {
  email: string;
  password: string;
  username: string;
}

/** Returns the first problem with the sign-up form, or null. */
export function validateSignUp({ email, password, username }: SignUpInput): string | null {
  if (!email.trim() || !password) return t('auth:errors.emailPasswordRequired');
  if (!username.trim()) return t('auth:errors.usernameRequired');
  if (!USERNAME_PATTERN.test(username.trim())) return t('auth:errors.usernameInvalid');
  if (!isPlausibleEmail(email)) return t('auth:errors.emailInvalid');
  return null;
}

export function validateSignIn(email: string, password: string): string | null {
  return !email.trim() || !password ? t('auth:errors.emailPasswordRequired') : null;
}

// Readable versions of the provider's messages for the codes people actually hit.
const AUTH_CODE_KEYS = {
  'auth/invalid-credential': 'wrongCredentials',
  'auth/wrong-password': 'wrongCredentials',
  'auth/user-not-found': 'wrongCredentials',
  'auth/invalid-email': 'emailInvalid',
  'auth/email-already-in-use': 'emailInUse',
  'auth/weak-password': 'weakPassword',
  'auth/too-many-requests': 'tooManyRequests',
  'auth/user-disabled': 'userDisabled',
} as const;

/** The readable message of a provider code; null for another code. */
function codeMessage(code: string): MessageKey | null {
  return Object.hasOwn(AUTH_CODE_KEYS, code)
    ? `auth:errors.${AUTH_CODE_KEYS[code as keyof typeof AUTH_CODE_KEYS]}`
    : null;
}

/**
 * Spec section 8: a network failure gets the network message; other auth errors show the provider's
 * message (its own words: the one error here that is not a catalogue key); with none, the action's
 * fallback. The app's own errors pass as they are.
 */
export function authError(err: unknown, fallback: MessageKey): Error {
  const code = errorCode(err);
  const withCause = (key: MessageKey) => new AppError(key, undefined, { cause: err });
  if (code === 'auth/network-request-failed' || code === 'unavailable')
    return withCause('auth:errors.network');
  const readable = codeMessage(code);
  if (readable) return withCause(readable);
  if (err instanceof AppError) return err;
  if (err instanceof Error && err.message) {
    const cleaned = err.message
      .replace(/^Firebase:\s*/, '')
      .replace(/\s*\(auth\/[^)]*\)\.?$/, '')
      .trim();
    if (cleaned && cleaned !== 'Error') return new Error(cleaned, { cause: err });
  }
  return withCause(fallback);
}

/**
 * What a failed reset request shows: null where the answer must stay 'auth:reset.sent' (an unknown address
 * answers auth/user-not-found; saying so would tell anyone which addresses have an account).
 */
export function resetErrorKey(err: unknown): MessageKey | null {
  const code = errorCode(err);
  if (code === 'auth/user-not-found' || code === 'auth/invalid-credential') return null;
  if (code === 'auth/network-request-failed' || code === 'timeout') return 'auth:errors.network';
  if (code === 'auth/invalid-email' || code === 'auth/missing-email') return 'auth:errors.emailInvalid';
  if (code === 'auth/too-many-requests') return codeMessage(code);
  return 'auth:reset.failed';
}
