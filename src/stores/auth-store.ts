import { create } from 'zustand';
import type { UserRecord } from '@/lib/user-record';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

interface AuthState {
  status: AuthStatus;
  uid: string | null;
  email: string | null;
  /** users/{uid}, kept live while signed in (spec section 4); null until it first arrives. */
  user: UserRecord | null;
  userError: string | null;
  /** Sign in, sign up and sign out set a loading flag and an error message (spec section 4). */
  busy: boolean;
  error: string | null;
  setSession: (session: { uid: string; email: string | null } | null) => void;
  setUser: (user: UserRecord | null, error?: string | null) => void;
  setBusy: (busy: boolean) => void;
  setError: (error: string | null) => void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  status: 'loading',
  uid: null,
  email: null,
  user: null,
  userError: null,
  busy: false,
  error: null,
  setSession: (session) =>
    set(
      session
        ? { status: 'signedIn', uid: session.uid, email: session.email }
        : { status: 'signedOut', uid: null, email: null, user: null, userError: null },
    ),
  setUser: (user, error = null) => set({ user, userError: error }),
  setBusy: (busy) => set({ busy }),
  setError: (error) => set({ error }),
}));
