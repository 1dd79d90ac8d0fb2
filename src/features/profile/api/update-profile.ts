import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { firestore } from '@/lib/firebase';
import { withTimeout } from '@/lib/with-timeout';
import { EDIT_MSG, editProblem, normalizeEdit, type ProfileEdit } from '../edit-model';

/** Profile edit (decision 0002, write shape 2): bio and the trimmed social links, updatedAt now. */
export async function updateProfile(
  uid: string,
  edit: ProfileEdit,
  db: Firestore = firestore(),
): Promise<void> {
  const problem = editProblem(edit);
  if (problem) throw new Error(problem);
  const { bio, socialLinks } = normalizeEdit(edit);
  try {
    await withTimeout(
      updateDoc(doc(db, 'users', uid), { bio, socialLinks, updatedAt: serverTimestamp() }),
      15_000,
    );
  } catch (err) {
    throw new Error(EDIT_MSG.updateFailed, { cause: err });
  }
}
