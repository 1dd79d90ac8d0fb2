import { verifyBeforeUpdateEmail } from 'firebase/auth';
import { firebaseAuth } from '@/firebase/firebase';
import { emailChangeError } from '../security-model';
import { reauthenticate } from './reauthenticate';
import { AppError } from '@/domain/app-error';

/**
 * Confirms the current password, then asks Auth to e-mail a confirmation link to the new address. The
 * address changes only when that link is opened; the private e-mail record follows at the next session
 * start (features/auth/api/sync-account-email.ts). Throws an AppError with the message to show.
 */
export async function changeEmail(current: string, email: string): Promise<void> {
  await reauthenticate(current);
  const user = firebaseAuth().currentUser;
  if (!user) throw new AppError('account:security.messages.emailFailed');
  try {
    await verifyBeforeUpdateEmail(user, email.trim());
  } catch (err) {
    throw new AppError(emailChangeError(err), undefined, { cause: err });
  }
}
