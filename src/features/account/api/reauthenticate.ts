import { EmailAuthProvider, reauthenticateWithCredential } from 'firebase/auth';
import { errorCode } from '@/firebase/error-code';
import { firebaseAuth } from '@/firebase/firebase';

export const WRONG_PASSWORD = 'Your current password is incorrect.';
export const REAUTH_FAILED = 'Could not confirm your password. Please try again.';
const TOO_MANY = 'Too many attempts. Please wait a moment and try again.';
export const REAUTH_NETWORK = 'Network error. Please check your connection.';

/**
 * Confirms the signed-in user's password again: Firebase asks for a recent sign-in before a password or
 * e-mail change and before deleting the account. Throws an Error with the message to show.
 */
export async function reauthenticate(password: string): Promise<void> {
  const user = firebaseAuth().currentUser;
  if (!user?.email) throw new Error(REAUTH_FAILED);
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  } catch (err) {
    const code = errorCode(err);
    if (code === 'auth/wrong-password' || code === 'auth/invalid-credential') throw new Error(WRONG_PASSWORD);
    if (code === 'auth/too-many-requests') throw new Error(TOO_MANY);
    if (code === 'auth/network-request-failed') throw new Error(REAUTH_NETWORK, { cause: err });
    throw new Error(REAUTH_FAILED, { cause: err });
  }
}
