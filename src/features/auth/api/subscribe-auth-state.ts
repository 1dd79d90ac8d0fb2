import { onAuthStateChanged, onIdTokenChanged, type Unsubscribe } from 'firebase/auth';
import type { IdTokenHint } from '@/lib/id-token-hint';
import { firebaseAuth } from '@/lib/firebase';

export interface Session {
  uid: string;
  email: string | null;
}

export function subscribeToAuthState(onNext: (session: Session | null) => void): Unsubscribe {
  return onAuthStateChanged(firebaseAuth(), (user) =>
    onNext(user ? { uid: user.uid, email: user.email } : null),
  );
}

/** The signed-in user's ID token each time Auth gets a new one (hourly), null when signed out. */
export function subscribeToIdToken(onNext: (hint: IdTokenHint | null) => void): Unsubscribe {
  return onIdTokenChanged(firebaseAuth(), (user) => {
    if (!user) return onNext(null);
    user.getIdTokenResult().then(
      (result) =>
        onNext({ uid: user.uid, token: result.token, expiresAt: Date.parse(result.expirationTime) }),
      () => onNext(null), // no token to offer: /feed waits for the SDK
    );
  });
}
