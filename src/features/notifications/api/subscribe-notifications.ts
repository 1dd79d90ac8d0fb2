import { collection, orderBy, query, where, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { subscribeCount, subscribeQuery, type MapDoc } from '@/firebase/subscribe-query';
import { toDate } from '@/domain/user-record';
import { isNotificationType, type NotificationItem } from '../model';

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
    targetId: typeof n.targetId === 'string' ? n.targetId : '',
    content: typeof n.content === 'string' ? n.content : '',
    read: n.read === true,
    createdAt: toDate(n.createdAt),
  };
};

/** Live (spec section 7): notifications where recipientId equals the user, newest first. */
export function subscribeToNotifications(
  uid: string,
  onNext: (items: NotificationItem[]) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeQuery(
    query(collection(db, 'notifications'), where('recipientId', '==', uid), orderBy('createdAt', 'desc')),
    toNotification,
    onNext,
    onError,
  );
}

/** Live count of the user's unread notifications (the menu badge). */
export function subscribeToUnreadCount(
  uid: string,
  onNext: (count: number) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeCount(
    query(collection(db, 'notifications'), where('recipientId', '==', uid), where('read', '==', false)),
    onNext,
    onError,
  );
}
