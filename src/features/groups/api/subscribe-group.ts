import type { Firestore, Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { subscribeDoc } from '@/firebase/subscribe-query';
import { toGroup, type EliteGroup } from '../model/group';
import { groupDoc } from '@/firebase/collections';

/** Live eliteGroups/{id}; `null` when it does not exist. */
export function subscribeToGroup(
  id: string,
  onNext: (group: EliteGroup | null) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeDoc(groupDoc(db, id), toGroup, onNext, onError);
}
