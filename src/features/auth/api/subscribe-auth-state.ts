import { onAuthStateChanged, type Unsubscribe } from 'firebase/auth';
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
