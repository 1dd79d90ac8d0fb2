// Step: notifications both ways. The ones the user sent carry their username and photo (actor): each
// goes, and an unread one takes 1 off its recipient's unread count in the same batch (decision 0027). A
// recipient whose count is 0 or missing (from before the counters) cannot be lowered: the rules then
// let the notification go alone. A count left naming a notification id that holds the uid is unnamed
// (''). The ones the user received go a page to a batch (their own count
// is a private document, deleted with the others: decision 0031).
import {
  query,
  updateDoc,
  where,
  writeBatch,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { errorCode } from '@/firebase/error-code';
import { applyWriteSteps } from '@/firebase/write-steps';
import { unreadNotificationsStep, unreadRecipientOf } from '@/social/api/unread-notifications';
import type { DeletionContext } from '../../../model/deletion/deletion-step';
import { eachDoc, eachPage } from './pages';
import { notificationsCol } from '@/firebase/collections';

/** The recipient's lastNotificationId '' (count kept); refused when a newer notification named it since. */
async function unnameCount(ref: DocumentReference) {
  try {
    await updateDoc(ref, { lastNotificationId: '' });
  } catch (err) {
    if (errorCode(err) !== 'permission-denied') throw err;
  }
}

export async function removeNotifications(db: Firestore, { uid }: DeletionContext): Promise<void> {
  await eachDoc(query(notificationsCol(db), where('actorId', '==', uid)), async (n) => {
    const recipient = unreadRecipientOf(n);
    const batch = writeBatch(db);
    batch.delete(n.ref);
    if (!recipient) return batch.commit();
    const counted = unreadNotificationsStep(db, recipient, n.id, -1);
    applyWriteSteps(batch, [counted]);
    try {
      await batch.commit();
    } catch (err) {
      if (errorCode(err) !== 'permission-denied') throw err;
      const alone = writeBatch(db);
      alone.delete(n.ref);
      return alone.commit();
    }
    // The count now names this notification, whose id may hold my uid (like_{me}_..., follow_{me}_...).
    if (n.id.split('_').includes(uid)) await unnameCount(counted.ref);
  });
  await eachPage(query(notificationsCol(db), where('recipientId', '==', uid)), async (docs) => {
    const batch = writeBatch(db);
    for (const n of docs) batch.delete(n.ref);
    await batch.commit();
  });
}
