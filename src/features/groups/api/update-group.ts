import { serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { trimForm, type GroupForm } from '../model/group-form';
import { AppError } from '@/domain/app-error';
import { groupDoc } from '@/firebase/collections';

/** The creator's settings: name, description, image, region and city. */
export async function updateGroup(
  groupId: string,
  form: GroupForm,
  image: string,
  db: Firestore = firestore(),
): Promise<void> {
  try {
    await updateDoc(groupDoc(db, groupId), {
      ...trimForm(form),
      image,
      updatedAt: serverTimestamp(),
    });
  } catch {
    throw new AppError('groups:errors.saveFailed');
  }
}
