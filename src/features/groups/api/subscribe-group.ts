import { doc, onSnapshot, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/lib/firebase';
import { toGroup, type EliteGroup } from '../model';

/** Live eliteGroups/{id}; `null` when it does not exist. */
export function subscribeToGroup(
  id: string,
  onNext: (group: EliteGroup | null) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return onSnapshot(
    doc(db, 'eliteGroups', id),
    (snap) => onNext(snap.exists() ? toGroup(snap.id, snap.data({ serverTimestamps: 'estimate' })) : null),
    onError,
  );
}
