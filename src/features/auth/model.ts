// Texts and pure rules of signing in and up (spec sections 5 and 8).
import { errorCode } from '@/firebase/error-code';

export const MSG = {
  network: 'Network error. Please check your connection.',
  signInFailed: 'Failed to sign in. Please try again.',
  signUpFailed: 'Failed to create account. Please try again.',
  emailPasswordRequired: 'Email and password are required',
  usernameRequired: 'Username is required',
  usernameInvalid: 'Username must be 3 to 20 characters: letters, digits, underscore or dot',
  usernameTaken: 'That username is already taken',
  /** Ours (the provider's own text for auth/invalid-email): checked before an account is made. */
  emailInvalid: 'That email address is not valid.',
  fetchUser: 'Failed to fetch user data',
} as const;

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

/** The default bio: a greeting containing the username (spec section 3). */
export function defaultBio(username: string): string {
  return `Hi, I'm ${username}! I love good food and great company.`;
}

// Readable versions of the provider's messages for the codes people actually hit.
const AUTH_CODE_MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'Incorrect email or password.',
  'auth/wrong-password': 'Incorrect email or password.',
  'auth/user-not-found': 'Incorrect email or password.',
  'auth/invalid-email': MSG.emailInvalid,
  'auth/email-already-in-use': 'An account with this email already exists.',
  'auth/weak-password': 'Password should be at least 6 characters.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/user-disabled': 'This account has been disabled.',
};

/**
 * Spec section 8: a network failure gets the network message; other auth errors show the provider's
 * message; with none, the action's fallback.
 */
export function authErrorMessage(err: unknown, fallback: string): string {
  const code = errorCode(err);
  if (code === 'auth/network-request-failed' || code === 'unavailable') return MSG.network;
  if (AUTH_CODE_MESSAGES[code]) return AUTH_CODE_MESSAGES[code];
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

/** The one answer to a password-reset request, whether or not an account uses the address. */
export const RESET_SENT = 'If an account exists for that address, we have sent a link to reset the password.';
export const RESET_FAILED = 'Could not send the reset link. Please try again.';

/**
 * What a failed reset request shows: null where the answer must stay RESET_SENT (an unknown address
 * answers auth/user-not-found; saying so would tell anyone which addresses have an account).
 */
export function resetErrorMessage(err: unknown): string | null {
  const code = errorCode(err);
  if (code === 'auth/user-not-found' || code === 'auth/invalid-credential') return null;
  if (code === 'auth/network-request-failed' || code === 'timeout') return MSG.network;
  if (code === 'auth/invalid-email' || code === 'auth/missing-email') return MSG.emailInvalid;
  if (code === 'auth/too-many-requests') return AUTH_CODE_MESSAGES['auth/too-many-requests'];
  return RESET_FAILED;
}
