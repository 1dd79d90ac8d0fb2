import { EmailAuthProvider, reauthenticateWithCredential } from 'firebase/auth';
import { errorCode } from '@/firebase/error-code';
import { firebaseAuth } from '@/firebase/firebase';
import { AppError } from '@/domain/app-error';

/**
 * Confirms the signed-in user's password again: Firebase asks for a recent sign-in before a password or
 * e-mail change and before deleting the account. Throws an AppError with the message to show.
 */
export async function reauthenticate(password: string): Promise<void> {
  const user = firebaseAuth().currentUser;
  if (!user?.email) throw new AppError('account:reauth.failed');
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  } catch (err) {
    const code = errorCode(err);
    if (code === 'auth/wrong-password' || code === 'auth/invalid-credential')
      throw new AppError('account:reauth.wrongPassword');
    if (code === 'auth/too-many-requests') throw new AppError('account:reauth.tooMany');
    if (code === 'auth/network-request-failed')
      throw new AppError('account:reauth.network', undefined, { cause: err });
    throw new AppError('account:reauth.failed', undefined, { cause: err });
  }
}
