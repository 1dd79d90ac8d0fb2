import { serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { settleWrite, type WriteOutcome } from '@/firebase/settle-write';
import { editProblem, normalizeEdit, type ProfileEdit } from '../edit-model';
import { AppError } from '@/domain/app-error';
import { userDoc } from '@/firebase/collections';

/**
 * Profile edit (decision 0002, write shape 2): bio and the trimmed social links, updatedAt now.
 * Offline the edit is kept in the cache (the profile shows it at once) and sent when the connection
 * returns: 'queued' (docs/decisions/0011); a refusal after that goes to `onLateError`.
 * A photoURL of the old sign-up, the generated avatar as a data: URL, is reset to '' (the same avatar,
 * drawn by the app): the rules take only '' or one's own upload (docs/decisions/0019).
 */
export async function updateProfile(
  uid: string,
  edit: ProfileEdit,
  onLateError: (err: AppError) => void = () => {},
  db: Firestore = firestore(),
  currentPhotoURL = '',
): Promise<WriteOutcome> {
  const problem = editProblem(edit);
  if (problem) throw problem;
  const { bio, socialLinks } = normalizeEdit(edit);
  const photo = currentPhotoURL.startsWith('data:') ? { photoURL: '' } : {};
  try {
    return await settleWrite(
      updateDoc(userDoc(db, uid), { bio, socialLinks, ...photo, updatedAt: serverTimestamp() }),
      {
        queueAfterMs: 15_000,
        onLateError: (err) =>
          onLateError(new AppError('profile:errors.updateFailed', undefined, { cause: err })),
      },
    );
  } catch (err) {
    throw new AppError('profile:errors.updateFailed', undefined, { cause: err });
  }
}
