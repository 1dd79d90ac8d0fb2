import { doc, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { subscribeDoc } from '@/firebase/subscribe-query';
import { toGroup, type EliteGroup } from '../model/group';

/** Live eliteGroups/{id}; `null` when it does not exist. */
export function subscribeToGroup(
  id: string,
  onNext: (group: EliteGroup | null) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeDoc(doc(db, 'eliteGroups', id), toGroup, onNext, onError);
}
