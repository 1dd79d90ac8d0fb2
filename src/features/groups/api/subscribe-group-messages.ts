import { collection, onSnapshot, orderBy, query, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/lib/firebase';
import { toGroupMessage, type GroupMessage } from '../model';

/**
 * Live group chat, oldest first (spec section 7). The messages live under eliteGroups/{id}/messages so
 * the rules can let only the group's members read them (docs/decisions/0007-groups.md).
 */
export function subscribeToGroupMessages(
  groupId: string,
  onNext: (messages: GroupMessage[]) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return onSnapshot(
    query(collection(db, 'eliteGroups', groupId, 'messages'), orderBy('createdAt', 'asc')),
    (snap) => onNext(snap.docs.map((d) => toGroupMessage(d.id, d.data({ serverTimestamps: 'estimate' })))),
    onError,
  );
}
