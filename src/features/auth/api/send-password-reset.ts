import { sendPasswordResetEmail } from 'firebase/auth';
import { firebaseAuth } from '@/firebase/firebase';
import { isPlausibleEmail, resetErrorKey } from '../model';
import { AppError } from '@/domain/app-error';

/**
 * Asks Firebase Auth to e-mail a reset link. Resolves the same way whether or not the address has an
 * account; throws an AppError with the message to show only for a bad address or a failure to ask.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  const address = email.trim();
  if (!isPlausibleEmail(address)) throw new AppError('auth:errors.emailInvalid');
  try {
    await sendPasswordResetEmail(firebaseAuth(), address);
  } catch (err) {
    const key = resetErrorKey(err);
    if (key) throw new AppError(key, undefined, { cause: err });
  }
}
