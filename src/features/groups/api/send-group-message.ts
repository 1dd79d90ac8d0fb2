import { doc, setDoc, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { settleWrite, type WriteOutcome } from '@/firebase/settle-write';
import { AppError } from '@/domain/app-error';
import { newGroupMessage } from './group-message-doc';
import { groupMessagesCol } from '@/firebase/collections';

/**
 * A chat message (text and/or an image URL) in my own name; members only (firestore.rules). Offline it
 * is kept in the cache, shown as sending, and sent when the connection returns: 'queued'
 * (docs/decisions/0011); a refusal after that goes to `onLateError`.
 */
export async function sendGroupMessage(
  groupId: string,
  uid: string,
  content: string,
  image: string,
  db: Firestore = firestore(),
  onLateError: (err: AppError) => void = () => {},
): Promise<WriteOutcome> {
  const text = content.trim();
  if (!text && !image) throw new AppError('groups:errors.sendFailed');
  try {
    const ref = doc(groupMessagesCol(db, groupId));
    return await settleWrite(setDoc(ref, newGroupMessage(groupId, uid, text, image)), {
      queueAfterMs: 15_000,
      onLateError: (err) => onLateError(new AppError('groups:errors.sendFailed', undefined, { cause: err })),
    });
  } catch {
    throw new AppError('groups:errors.sendFailed');
  }
}
