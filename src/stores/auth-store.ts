import { create } from 'zustand';
import { rememberIdToken } from '@/stores/session/id-token-hint';
import { forgetOwnRecord, rememberOwnRecord } from '@/stores/session/own-record-cache';
import { hasSessionHint, rememberSession } from '@/stores/session/session-hint';
import type { UserRecord } from '@/domain/user-record';

/**
 * 'idle': nobody signed in on this device before and the Auth SDK is not loaded yet; public pages
 * render as signed out, and a guarded page asks for the SDK (requestAuth) and shows the spinner.
 */
export type AuthStatus = 'idle' | 'loading' | 'signedIn' | 'signedOut';

interface AuthState {
  status: AuthStatus;
  /** Whether the Auth SDK should be loaded and listened to (useAuthSession acts on it). */
  authWanted: boolean;
  requestAuth: () => void;
  uid: string | null;
  email: string | null;
  /** users/{uid}, kept live while signed in (spec section 4); null until it first arrives. */
  user: UserRecord | null;
  userError: string | null;
  /** The record's listener answered that users/{uid} does not exist (a sign-up writing, or a deletion
   * under way: the account feature then looks for its marker, decision 0031). */
  userMissing: boolean;
  /** Bumped by retryUser(): the auth session then reopens the record's listener at once. */
  userAttempt: number;
  /** Retry after 'Failed to fetch user data': clears the error and reopens the listener. */
  retryUser: () => void;
  /** Sign in, sign up and sign out set a loading flag and an error message (spec section 4). */
  busy: boolean;
  error: string | null;
  setSession: (session: { uid: string; email: string | null } | null) => void;
  setUser: (user: UserRecord | null, error?: string | null) => void;
  setBusy: (busy: boolean) => void;
  setError: (error: string | null) => void;
}

const wantedAtStart = hasSessionHint();

export const useAuthStore = create<AuthState>()((set) => ({
  status: wantedAtStart ? 'loading' : 'idle',
  authWanted: wantedAtStart,
  requestAuth: () =>
    set((s) => (s.authWanted ? s : { authWanted: true, status: s.status === 'idle' ? 'loading' : s.status })),
  uid: null,
  email: null,
  user: null,
  userError: null,
  userMissing: false,
  userAttempt: 0,
  retryUser: () => set((s) => ({ userError: null, userAttempt: s.userAttempt + 1 })),
  busy: false,
  error: null,
  setSession: (session) => {
    rememberSession(session !== null);
    if (!session) {
      forgetOwnRecord();
      rememberIdToken(null);
    }
    set(
      session
        ? { status: 'signedIn', uid: session.uid, email: session.email, userMissing: false }
        : { status: 'signedOut', uid: null, email: null, user: null, userError: null, userMissing: false },
    );
  },
  setUser: (user, error = null) => {
    // Kept for the next start's first paint of /profile/me (src/stores/session/own-record-cache.ts).
    if (user) rememberOwnRecord(user);
    set({ user, userError: error, userMissing: user === null && error === null });
  },
  setBusy: (busy) => set({ busy }),
  setError: (error) => set({ error }),
}));

/**
 * Resolves once the signed-in user's record has answered (or failed, or the session ended), for work
 * that must not decide on a record still loading: a scan answered before the record would treat an
 * owner as a diner.
 */
export function ownRecordSettled(): Promise<UserRecord | null> {
  const settled = (s: AuthState) => !s.uid || s.user !== null || s.userError !== null || s.userMissing;
  const now = useAuthStore.getState();
  if (settled(now)) return Promise.resolve(now.user);
  return new Promise((resolve) => {
    const stop = useAuthStore.subscribe((s) => {
      if (!settled(s)) return;
      stop();
      resolve(s.user);
    });
  });
}
