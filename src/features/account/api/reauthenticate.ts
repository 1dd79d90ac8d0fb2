import { t } from 'i18next';
import { EmailAuthProvider, reauthenticateWithCredential } from 'firebase/auth';
import { errorCode } from '@/firebase/error-code';
import { firebaseAuth } from '@/firebase/firebase';

/** What a failed confirmation of the password says, made in the language of the moment it is read. */
export const REAUTH_MSG = {
  get wrongPassword() {
    return t('account:reauth.wrongPassword');
  },
  get failed() {
    return t('account:reauth.failed');
  },
  get tooMany() {
    return t('account:reauth.tooMany');
  },
  get network() {
    return t('account:reauth.network');
  },
};

/**
 * Confirms the signed-in user's password again: Firebase asks for a recent sign-in before a password or
 * e-mail change and before deleting the account. Throws an Error with the message to show.
 */
export async function reauthenticate(password: string): Promise<void> {
  const user = firebaseAuth().currentUser;
  if (!user?.email) throw new Error(REAUTH_MSG.failed);
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  } catch (err) {
    const code = errorCode(err);
    if (code === 'auth/wrong-password' || code === 'auth/invalid-credential')
      throw new Error(REAUTH_MSG.wrongPassword);
    if (code === 'auth/too-many-requests') throw new Error(REAUTH_MSG.tooMany);
    if (code === 'auth/network-request-failed') throw new Error(REAUTH_MSG.network, { cause: err });
    throw new Error(REAUTH_MSG.failed, { cause: err });
  }
}
