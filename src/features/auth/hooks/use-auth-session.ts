import { useEffect } from 'react';
import { rememberIdToken } from '@/lib/id-token-hint';
import { useAuthStore } from '@/stores/auth-store';
import { useConnectivityStore } from '@/stores/connectivity-store';
import { MSG } from '../model';

/**
 * Mount once at the app root: follows the auth state into the store and keeps the signed-in user's
 * record live; the record is cleared on sign-out (spec section 4). The Auth and Firestore SDKs are
 * loaded here once wanted (someone signed in on this device, or a page needs to know), so a visitor's
 * first paint of the public leaderboard does not wait for them.
 */
export function useAuthSession(): void {
  const wanted = useAuthStore((s) => s.authWanted);
  useEffect(() => {
    if (!wanted) return;
    let disposed = false;
    let stopAuth: (() => void) | undefined;
    let stopUser: (() => void) | undefined;
    let stopReach: (() => void) | undefined;
    let stopToken: (() => void) | undefined;
    const { setSession, setUser } = useAuthStore.getState();
    const { setServerReachable } = useConnectivityStore.getState();
    const stopWatching = () => {
      stopUser?.();
      stopReach?.();
      stopUser = stopReach = undefined;
      setServerReachable(null);
    };

    Promise.all([
      import('../api/subscribe-auth-state'),
      import('../api/subscribe-user'),
      import('@/lib/server-reach'),
    ]).then(
      ([{ subscribeToAuthState, subscribeToIdToken }, { subscribeToUser }, { watchServerReach }]) => {
        if (disposed) return;
        // Kept for the next start's first page of /feed (src/lib/id-token-hint.ts).
        stopToken = subscribeToIdToken(rememberIdToken);
        stopAuth = subscribeToAuthState((session) => {
          stopWatching();
          setSession(session);
          if (session) {
            stopUser = subscribeToUser(
              session.uid,
              (user) => setUser(user),
              () => setUser(null, MSG.fetchUser),
            );
            // The offline banner's Firestore signal (docs/decisions/0011).
            stopReach = watchServerReach(session.uid, setServerReachable);
          }
        });
      },
      // The SDK chunk failed to load (offline on first visit): treat as signed out, with the reason.
      () => {
        if (disposed) return;
        setSession(null);
        useAuthStore.getState().setError(MSG.network);
      },
    );
    return () => {
      disposed = true;
      stopWatching();
      stopAuth?.();
      stopToken?.();
    };
  }, [wanted]);
}
