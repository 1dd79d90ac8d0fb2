import { t } from 'i18next';
import { useEffect } from 'react';
import { rememberIdToken } from '@/stores/session/id-token-hint';
import { keepListening, type KeptListener } from '@/firebase/keep-listening';
import type { UserRecord } from '@/domain/user-record';
import { useAuthStore } from '@/stores/auth-store';
import { useConnectivityStore } from '@/stores/connectivity-store';
import { firstScreenDrawn } from '@/platform/first-screen';

/**
 * Mount once at the app root: follows the auth state into the store and keeps the signed-in user's
 * record live; the record is cleared on sign-out (spec section 4). A failed record listener shows
 * 'Failed to fetch user data' and is reopened (after a bounded backoff, when the browser is back online,
 * or at once on Retry: retryUser in the auth store). The Auth and Firestore SDKs are
 * loaded here once wanted (someone signed in on this device, or a page needs to know), so a visitor's
 * first paint of the public leaderboard does not wait for them.
 */
export function useAuthSession(): void {
  const wanted = useAuthStore((s) => s.authWanted);
  useEffect(() => {
    if (!wanted) return;
    let disposed = false;
    let stopAuth: (() => void) | undefined;
    let own: KeptListener | undefined;
    let stopToken: (() => void) | undefined;
    const { setSession, setUser } = useAuthStore.getState();
    const { setServerReachable } = useConnectivityStore.getState();
    const stopWatching = () => {
      own?.stop();
      own = undefined;
      setServerReachable(null);
    };
    // Retry on a screen that shows the record's error (/profile/me): reopen now.
    const stopRetry = useAuthStore.subscribe((s, prev) => {
      if (s.userAttempt !== prev.userAttempt) own?.reopen();
    });

    // A screen drawn before the SDKs (decision 0062) paints first: their download and start follow.
    void firstScreenDrawn()
      .then(() =>
        Promise.all([
          import('../api/subscribe-auth-state'),
          import('@/firebase/subscribe-user'),
          import('@/firebase/server-reach'),
        ]),
      )
      .then(
        ([{ subscribeToAuthState, subscribeToIdToken }, { subscribeToOwnRecord }, { watchServerReach }]) => {
          if (disposed) return;
          // Kept for the next start's first page of /feed (src/stores/session/id-token-hint.ts).
          stopToken = subscribeToIdToken(rememberIdToken);
          stopAuth = subscribeToAuthState((session) => {
            stopWatching();
            setSession(session);
            if (session) {
              // The private e-mail record follows a verified address change (one write, no read); a failure
              // is left for the next start to retry.
              import('../api/sync-account-email')
                .then(({ syncAccountEmail }) => syncAccountEmail(session))
                .catch(() => {});
              own = keepListening<UserRecord | null>(
                (onNext, onError) => {
                  const stopUser = subscribeToOwnRecord(session.uid, onNext, onError);
                  // The offline banner's Firestore signal (docs/decisions/0011), reopened with the record.
                  const stopReach = watchServerReach(session.uid, setServerReachable);
                  return () => {
                    stopUser();
                    stopReach();
                  };
                },
                (user) => setUser(user),
                () => setUser(null, t('auth:errors.fetchUser')),
              );
            }
          });
        },
        // The SDK chunk failed to load (offline on first visit): treat as signed out, with the reason.
        () => {
          if (disposed) return;
          setSession(null);
          useAuthStore.getState().setError(t('auth:errors.network'));
        },
      );
    return () => {
      disposed = true;
      stopRetry();
      stopWatching();
      stopAuth?.();
      stopToken?.();
    };
  }, [wanted]);
}
