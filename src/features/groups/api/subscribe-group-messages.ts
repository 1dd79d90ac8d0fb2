import { collection, orderBy, query, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { subscribeQuery } from '@/firebase/subscribe-query';
import { toGroupMessage, type GroupMessage } from '../model/group';

/**
 * Live group chat, oldest first (spec section 7). The messages live under eliteGroups/{id}/messages so
 * the rules can let only the group's members read them (docs/decisions/0007-groups.md). A message sent
 * here while offline is marked pending until the server has it (docs/decisions/0011).
 */
export function subscribeToGroupMessages(
  groupId: string,
  onNext: (messages: GroupMessage[]) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeQuery(
    query(collection(db, 'eliteGroups', groupId, 'messages'), orderBy('createdAt', 'asc')),
    toGroupMessage,
    onNext,
    onError,
    { metadata: true },
  );
}
