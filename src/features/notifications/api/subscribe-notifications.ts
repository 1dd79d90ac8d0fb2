import { getDocs, getDocsFromCache, query, where, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { withTimeout } from '@/firebase/with-timeout';
import { isOffline } from '@/stores/connectivity-store';
import type { MapDoc } from '@/firebase/subscribe-query';
import { pagedQuery, type PagedSource } from '@/firebase/subscribe-pages';
import { toDate } from '@/domain/user-record';
import { isNotificationType, type NotificationItem } from '../model';
import { notificationsCol } from '@/firebase/collections';

/** A stored notification; one of a type this app does not know is left out. */
const toNotification: MapDoc<NotificationItem> = (id, n) => {
  if (!isNotificationType(n.type)) return null;
  const actor = (n.actor && typeof n.actor === 'object' ? n.actor : {}) as Record<string, unknown>;
  return {
    id,
    type: n.type,
    actorId: typeof n.actorId === 'string' ? n.actorId : '',
    actorUsername: typeof actor.username === 'string' ? actor.username : '',
    actorPhotoURL: typeof actor.photoURL === 'string' ? actor.photoURL : '',
    restaurantName: typeof actor.restaurantName === 'string' ? actor.restaurantName : '',
    targetId: typeof n.targetId === 'string' ? n.targetId : '',
    content: typeof n.content === 'string' ? n.content : '',
    read: n.read === true,
    createdAt: toDate(n.createdAt),
  };
};

/** Notifications per page: the newest 30 live, older ones 30 at a time (decision 0025). */
const NOTIFICATIONS_PAGE = 30;

/** Spec section 7: notifications where recipientId equals the user, newest first, in live pages. */
export function notificationPages(uid: string, db: Firestore = firestore()): PagedSource<NotificationItem> {
  return pagedQuery(
    query(notificationsCol(db), where('recipientId', '==', uid)),
    'createdAt',
    NOTIFICATIONS_PAGE,
    toNotification,
  );
}

/**
 * Once: the ids of all the user's unread notifications, shown or not ('Mark all as read' marks the
 * whole history, not only the pages on screen). Reads the unread ones only. Offline, or with no answer
 * in 10 s, the ones the offline cache knows (the marking is queued then anyway).
 */
export async function fetchUnreadNotificationIds(
  uid: string,
  db: Firestore = firestore(),
): Promise<string[]> {
  const q = query(notificationsCol(db), where('recipientId', '==', uid), where('read', '==', false));
  const snap = isOffline()
    ? await getDocsFromCache(q)
    : await withTimeout(getDocs(q), 10_000).catch(() => getDocsFromCache(q));
  return snap.docs.map((d) => d.id);
}
