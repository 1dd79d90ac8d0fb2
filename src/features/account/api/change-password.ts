import { updatePassword } from 'firebase/auth';
import { firebaseAuth } from '@/firebase/firebase';
import { passwordChangeError } from '../security-model';
import { reauthenticate } from './reauthenticate';
import { AppError } from '@/domain/app-error';

/**
 * Confirms the current password (Firebase wants a recent sign-in), then sets the new one. The user
 * stays signed in. Throws an AppError with the message to show.
 */
export async function changePassword(current: string, next: string): Promise<void> {
  await reauthenticate(current);
  const user = firebaseAuth().currentUser;
  if (!user) throw new AppError('account:security.messages.passwordFailed');
  try {
    await updatePassword(user, next);
  } catch (err) {
    throw new AppError(passwordChangeError(err), undefined, { cause: err });
  }
}
