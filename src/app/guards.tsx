import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';
import { PATHS } from '@/domain/paths';
import { useOwnRecord } from '@/hooks/use-own-record';
import { noFirstScreenToWaitFor } from '@/platform/first-screen';
import { hasSessionHint } from '@/stores/session/session-hint';
import { useAuthStore } from '@/stores/auth-store';

interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** Loads the Auth SDK when a page needs to know who is signed in and it is not loaded yet. */
function useAuthResolved() {
  const status = useAuthStore((s) => s.status);
  const requestAuth = useAuthStore((s) => s.requestAuth);
  useEffect(() => {
    if (status === 'idle') requestAuth();
  }, [status, requestAuth]);
  return status;
}

/**
 * Signed-in routes: a spinner while auth resolves, else /login remembering where the visitor was going.
 * `optimistic` screens render at once instead of the spinner while the Auth SDK answers for someone who
 * signed in on this device before: their chunk, title and skeleton paint without waiting for that round
 * trip, and their queries wait inside Firestore for the user (docs/decisions/0014). They must show
 * their loading state while the user is not known yet (uid null).
 */
export function RequireAuth({ optimistic = false }: { optimistic?: boolean }) {
  const status = useAuthResolved();
  const location = useLocation();
  if (status === 'loading' && optimistic && hasSessionHint()) return <Outlet />;
  if (status === 'idle' || status === 'loading') return <FullPageSpinner />;
  if (status === 'signedOut') {
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={PATHS.login} replace state={state} />;
  }
  return <Outlet />;
}

/**
 * Owner-only routes: non-owners go to / (spec section 2, restaurant profile). While the SDKs answer, an
 * owner's remembered record lets the dashboard paint (decision 0062); a user whose record turned out
 * missing is no owner.
 */
export function RequireOwner({ children }: { children: ReactNode }) {
  const { user } = useOwnRecord();
  const missing = useAuthStore((s) => s.status === 'signedIn' && s.userMissing);
  // Nothing to draw the dashboard with: the SDKs it waits for start now (decision 0062).
  useEffect(() => {
    if (!user) noFirstScreenToWaitFor();
  }, [user]);
  if (missing) return <Navigate to={PATHS.home} replace />;
  if (!user) return <FullPageSpinner />;
  if (!user.isRestaurantOwner) return <Navigate to={PATHS.home} replace />;
  return children;
}

/** /login for a signed-in user goes to where they came from, or to /. Waits while a sign-up is writing. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const status = useAuthResolved();
  const busy = useAuthStore((s) => s.busy);
  const location = useLocation();
  if (status === 'idle' || status === 'loading') return <FullPageSpinner />;
  if (status === 'signedIn' && !busy) {
    const from = (location.state as FromState | null)?.from;
    const to = from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : PATHS.home;
    return <Navigate to={to} replace />;
  }
  return children;
}
