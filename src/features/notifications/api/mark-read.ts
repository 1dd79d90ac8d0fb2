import { doc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { firestore } from '@/lib/firebase';
import { chunk } from '@/lib/user-lookups';
import { withTimeout } from '@/lib/with-timeout';
import { MSG } from '../model';

/** A batch holds at most 500 writes. */
const BATCH_SIZE = 500;

/**
 * Marks these unread notifications read (spec section 4: read true, readAt set), each batch of up to
 * 500 in one write. Throws 'Failed to mark notifications as read. Please try again.'
 */
export async function markNotificationsRead(
  ids: readonly string[],
  db: Firestore = firestore(),
): Promise<void> {
  try {
    for (const part of chunk(ids, BATCH_SIZE)) {
      const batch = writeBatch(db);
      for (const id of part)
        batch.update(doc(db, 'notifications', id), { read: true, readAt: serverTimestamp() });
      await withTimeout(batch.commit(), 15_000);
    }
  } catch (err) {
    throw new Error(MSG.markFailed, { cause: err });
  }
}
