import { signInWithEmailAndPassword } from 'firebase/auth';
import { firebaseAuth } from '@/firebase/firebase';
import { authErrorMessage, MSG } from '../model';

/** Throws an Error with the message to show (spec section 8). */
export async function signIn(email: string, password: string): Promise<void> {
  try {
    await signInWithEmailAndPassword(firebaseAuth(), email.trim(), password);
  } catch (err) {
    throw new Error(authErrorMessage(err, MSG.signInFailed), { cause: err });
  }
}
