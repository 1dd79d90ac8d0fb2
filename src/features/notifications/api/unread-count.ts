// The menu badge's count: users/{uid}/private/unreadNotifications (src/social/api/unread-notifications.ts,
// decision 0027), one listener on one document instead of one on every unread notification.
import {
  getDoc,
  getDocFromCache,
  increment,
  type DocumentData,
  type Firestore,
  type Unsubscribe,
} from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { num } from '@/domain/user-record';
import { subscribeCounter } from '@/firebase/subscribe-query';
import { unreadNotificationsRef } from '@/social/api/unread-notifications';

/** Live count of the user's unread notifications (the menu badge); none yet is 0. */
export function subscribeToUnreadCount(
  uid: string,
  onNext: (count: number) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeCounter(unreadNotificationsRef(db, uid), onNext, onError);
}

/**
 * The update that takes `k` notifications just marked read off my count: at most what it holds now (the
 * badge's listener keeps it in this device's cache), so it never goes below 0 even where notifications
 * from before the counter were never counted; other users only raise it meanwhile. null: nothing to take.
 */
export async function unreadCountDown(
  db: Firestore,
  uid: string,
  k: number,
): Promise<{ ref: ReturnType<typeof unreadNotificationsRef>; update: DocumentData } | null> {
  const ref = unreadNotificationsRef(db, uid);
  const stored = await getDocFromCache(ref)
    .catch(() => getDoc(ref))
    .then(
      (snap) => (snap.exists() ? num(snap.get('count')) : 0),
      () => 0,
    );
  const by = Math.min(k, stored);
  return by > 0 ? { ref, update: { count: increment(-by) } } : null;
}
