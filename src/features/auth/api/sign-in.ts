import { t } from 'i18next';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { firebaseAuth } from '@/firebase/firebase';
import { authErrorMessage } from '../model';

/** Throws an Error with the message to show (spec section 8). */
export async function signIn(email: string, password: string): Promise<void> {
  try {
    await signInWithEmailAndPassword(firebaseAuth(), email.trim(), password);
  } catch (err) {
    throw new Error(authErrorMessage(err, t('auth:errors.signInFailed')), { cause: err });
  }
}
