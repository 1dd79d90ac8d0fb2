import { onAuthStateChanged, onIdTokenChanged, type Auth, type Unsubscribe } from 'firebase/auth';
import type { IdTokenHint } from '@/stores/session/id-token-hint';
import { firebaseAuth } from '@/firebase/firebase';

export interface Session {
  uid: string;
  email: string | null;
}

export function subscribeToAuthState(onNext: (session: Session | null) => void): Unsubscribe {
  return onAuthStateChanged(firebaseAuth(), (user) =>
    onNext(user ? { uid: user.uid, email: user.email } : null),
  );
}

/**
 * The signed-in user's ID token each time Auth gets a new one (hourly), null when signed out. A token
 * read for a user who has since signed out (or been replaced by a newer token) is dropped: only the
 * latest change is answered, and only while that user is still the one signed in.
 */
export function subscribeToIdToken(
  onNext: (hint: IdTokenHint | null) => void,
  auth: Auth = firebaseAuth(),
): Unsubscribe {
  let generation = 0;
  const stop = onIdTokenChanged(auth, (user) => {
    const mine = ++generation;
    if (!user) return onNext(null);
    const current = () => mine === generation && auth.currentUser?.uid === user.uid;
    user.getIdTokenResult().then(
      (result) => {
        if (current())
          onNext({ uid: user.uid, token: result.token, expiresAt: Date.parse(result.expirationTime) });
      },
      () => {
        if (current()) onNext(null); // no token to offer: /feed waits for the SDK
      },
    );
  });
  return () => {
    generation += 1; // a token still on its way is dropped
    stop();
  };
}
