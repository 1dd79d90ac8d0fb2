import { addDoc, collection, serverTimestamp, type Firestore } from 'firebase/firestore';
import { firestore } from '@/lib/firebase';
import { MSG } from '../model';

/** A chat message (text and/or an image URL) in my own name; members only (firestore.rules). */
export async function sendGroupMessage(
  groupId: string,
  uid: string,
  content: string,
  image: string,
  db: Firestore = firestore(),
): Promise<void> {
  const text = content.trim();
  if (!text && !image) throw new Error(MSG.sendFailed);
  try {
    await addDoc(collection(db, 'eliteGroups', groupId, 'messages'), {
      groupId,
      userId: uid,
      content: text,
      image,
      createdAt: serverTimestamp(),
    });
  } catch {
    throw new Error(MSG.sendFailed);
  }
}
