import { useEffect } from 'react';
import { useAuthStore } from '@/stores/auth-store';
import { subscribeToAuthState } from '../api/subscribe-auth-state';
import { subscribeToUser } from '../api/subscribe-user';
import { MSG } from '../model';

/**
 * Mount once at the app root: follows the auth state into the store and keeps the signed-in user's
 * record live; the record is cleared on sign-out (spec section 4).
 */
export function useAuthSession(): void {
  useEffect(() => {
    const { setSession, setUser } = useAuthStore.getState();
    let stopUser: (() => void) | undefined;
    const stopAuth = subscribeToAuthState((session) => {
      stopUser?.();
      stopUser = undefined;
      setSession(session);
      if (session) {
        stopUser = subscribeToUser(
          session.uid,
          (user) => setUser(user),
          () => setUser(null, MSG.fetchUser),
        );
      }
    });
    return () => {
      stopUser?.();
      stopAuth();
    };
  }, []);
}
