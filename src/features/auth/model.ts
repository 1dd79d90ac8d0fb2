// Texts and pure rules of signing in and up (spec sections 5 and 8).
import { t } from 'i18next';
import { errorCode } from '@/firebase/error-code';

/** The messages of signing in and up, each made in the language of the moment it is read. */
export const MSG = {
  get network() {
    return t('auth:errors.network');
  },
  get signInFailed() {
    return t('auth:errors.signInFailed');
  },
  get signUpFailed() {
    return t('auth:errors.signUpFailed');
  },
  get emailPasswordRequired() {
    return t('auth:errors.emailPasswordRequired');
  },
  get usernameRequired() {
    return t('auth:errors.usernameRequired');
  },
  get usernameInvalid() {
    return t('auth:errors.usernameInvalid');
  },
  get usernameTaken() {
    return t('auth:errors.usernameTaken');
  },
  /** Ours (the provider's own text for auth/invalid-email): checked before an account is made. */
  get emailInvalid() {
    return t('auth:errors.emailInvalid');
  },
  get fetchUser() {
    return t('auth:errors.fetchUser');
  },
  /** The one answer to a password-reset request, whether or not an account uses the address. */
  get resetSent() {
    return t('auth:reset.sent');
  },
  get resetFailed() {
    return t('auth:reset.failed');
  },
};

export const USERNAME_PATTERN = /^[A-Za-z0-9_.]{3,20}$/;

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
  if (!email.trim() || !password) return MSG.emailPasswordRequired;
  if (!username.trim()) return MSG.usernameRequired;
  if (!USERNAME_PATTERN.test(username.trim())) return MSG.usernameInvalid;
  if (!isPlausibleEmail(email)) return MSG.emailInvalid;
  return null;
}

export function validateSignIn(email: string, password: string): string | null {
  return !email.trim() || !password ? MSG.emailPasswordRequired : null;
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

/** The readable message of a provider code, in the language of the moment; null for another code. */
function codeMessage(code: string): string | null {
  const key = Object.hasOwn(AUTH_CODE_KEYS, code)
    ? AUTH_CODE_KEYS[code as keyof typeof AUTH_CODE_KEYS]
    : null;
  return key ? t(`auth:errors.${key}`) : null;
}

/**
 * Spec section 8: a network failure gets the network message; other auth errors show the provider's
 * message; with none, the action's fallback.
 */
export function authErrorMessage(err: unknown, fallback: string): string {
  const code = errorCode(err);
  if (code === 'auth/network-request-failed' || code === 'unavailable') return MSG.network;
  const readable = codeMessage(code);
  if (readable) return readable;
  if (err instanceof Error && err.message) {
    if (Object.values(MSG).includes(err.message as never)) return err.message;
    const cleaned = err.message
      .replace(/^Firebase:\s*/, '')
      .replace(/\s*\(auth\/[^)]*\)\.?$/, '')
      .trim();
    if (cleaned && cleaned !== 'Error') return cleaned;
  }
  return fallback;
}

/**
 * What a failed reset request shows: null where the answer must stay MSG.resetSent (an unknown address
 * answers auth/user-not-found; saying so would tell anyone which addresses have an account).
 */
export function resetErrorMessage(err: unknown): string | null {
  const code = errorCode(err);
  if (code === 'auth/user-not-found' || code === 'auth/invalid-credential') return null;
  if (code === 'auth/network-request-failed' || code === 'timeout') return MSG.network;
  if (code === 'auth/invalid-email' || code === 'auth/missing-email') return MSG.emailInvalid;
  if (code === 'auth/too-many-requests') return codeMessage(code);
  return MSG.resetFailed;
}
