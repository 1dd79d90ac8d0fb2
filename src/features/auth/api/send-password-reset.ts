import { t } from 'i18next';
import { sendPasswordResetEmail } from 'firebase/auth';
import { firebaseAuth } from '@/firebase/firebase';
import { isPlausibleEmail, resetErrorMessage } from '../model';

/**
 * Asks Firebase Auth to e-mail a reset link. Resolves the same way whether or not the address has an
 * account; throws an Error with the message to show only for a bad address or a failure to ask.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  const address = email.trim();
  if (!isPlausibleEmail(address)) throw new Error(t('auth:errors.emailInvalid'));
  try {
    await sendPasswordResetEmail(firebaseAuth(), address);
  } catch (err) {
    const message = resetErrorMessage(err);
    if (message) throw new Error(message, { cause: err });
  }
}
