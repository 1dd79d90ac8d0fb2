// users/{uid}/private/unreadNotifications = { count, lastNotificationId }: the menu badge's count of my
// unread notifications, one document only I read (decision 0027). Whoever writes a new unread
// notification raises the recipient's count by 1 in the same write (naming it in lastNotificationId);
// whoever takes an unread one away (an unlike, a comment deleted) lowers it by 1; a re-follow that turns a
// read follow notification unread again raises it. Marking read lowers mine. firestore.rules holds it.
import { increment, type DocumentReference, type DocumentSnapshot, type Firestore } from 'firebase/firestore';
import type { WriteStep } from '@/firebase/write-steps';
import { unreadNotificationsDoc } from '@/firebase/collections';

export const unreadNotificationsRef = (db: Firestore, uid: string): DocumentReference =>
  unreadNotificationsDoc(db, uid);

/**
 * The recipient's count moved by `by` (+1: `notificationId` is written unread in this write; -1: that
 * unread one is deleted in it). Merged: a first notification creates the document.
 */
export function unreadNotificationsStep(
  db: Firestore,
  recipientId: string,
  notificationId: string,
  by: 1 | -1,
): WriteStep<'unread'> {
  return {
    name: 'unread',
    ref: unreadNotificationsRef(db, recipientId),
    set: { count: increment(by), lastNotificationId: notificationId },
    merge: true,
  };
}

/** A stored notification that is still unread (its deletion takes 1 off its recipient's count). */
export function unreadRecipientOf(snap: DocumentSnapshot): string | null {
  const recipient: unknown = snap.get('recipientId');
  return snap.exists() && snap.get('read') === false && typeof recipient === 'string' ? recipient : null;
}
