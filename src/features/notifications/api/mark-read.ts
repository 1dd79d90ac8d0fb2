import { serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { settleWrite, type WriteOutcome } from '@/firebase/settle-write';
import { chunk } from '@/firebase/in-query-chunks';
import { useAuthStore } from '@/stores/auth-store';
import { unreadCountDown } from './unread-count';
import { AppError } from '@/domain/app-error';
import { notificationDoc } from '@/firebase/collections';

/** A batch holds at most 500 writes. */
const BATCH_SIZE = 500;

/**
 * Marks these unread notifications read (spec section 4: read true, readAt set), each batch of up to
 * 500 in one write, the first with my badge count lowered by as many (decision 0027). A plain batch: Firestore applies it to the offline cache at once (the list shows
 * them read) and sends it when it can. Resolves 'saved' when the server accepted it, or 'queued' when
 * the app is offline or no answer came within 15 s: the write is kept and sent when the connection
 * returns (docs/decisions/0011), so that is not a failure. A refusal throws the AppError
 * 'notifications:markFailed'; one that comes after 'queued' goes to `onLateError`.
 */
export async function markNotificationsRead(
  ids: readonly string[],
  db: Firestore = firestore(),
  onLateError: (err: AppError) => void = () => {},
  uid: string | null = useAuthStore.getState().uid,
): Promise<WriteOutcome> {
  if (ids.length === 0) return 'saved';
  try {
    const down = uid ? await unreadCountDown(db, uid, ids.length) : null;
    const acks = chunk(ids, BATCH_SIZE).map((part, i) => {
      const batch = writeBatch(db);
      for (const id of part) batch.update(notificationDoc(db, id), { read: true, readAt: serverTimestamp() });
      if (i === 0 && down) batch.update(down.ref, down.update);
      return batch.commit();
    });
    return await settleWrite(Promise.all(acks), {
      queueAfterMs: 15_000,
      onLateError: (err) => onLateError(new AppError('notifications:markFailed', undefined, { cause: err })),
    });
  } catch (err) {
    throw new AppError('notifications:markFailed', undefined, { cause: err });
  }
}
