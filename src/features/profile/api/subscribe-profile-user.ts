import { doc, onSnapshot, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/lib/firebase';
import { toUserRecord, type UserRecord } from '@/lib/user-record';

/** Live users/{uid}, so the counters move after a follow; `null` when the document does not exist. */
export function subscribeToProfileUser(
  uid: string,
  onNext: (user: UserRecord | null) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return onSnapshot(
    doc(db, 'users', uid),
    (snap) =>
      onNext(snap.exists() ? toUserRecord(snap.id, snap.data({ serverTimestamps: 'estimate' })) : null),
    onError,
  );
}
