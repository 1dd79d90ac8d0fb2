import { signInWithEmailAndPassword } from 'firebase/auth';
import { firebaseAuth } from '@/firebase/firebase';
import { authError } from '../model';

/** Throws the error to show (spec section 8): an AppError, or the provider's own words. */
export async function signIn(email: string, password: string): Promise<void> {
  try {
    await signInWithEmailAndPassword(firebaseAuth(), email.trim(), password);
  } catch (err) {
    throw authError(err, 'auth:errors.signInFailed');
  }
}
