import { doc, onSnapshot, type Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { counted } from '@/firebase/live-listeners';
import { toUserRecord, type UserRecord } from '@/domain/user-record';

/** Live users/{uid}. `null` while the document does not exist (e.g. during sign-up). */
export function subscribeToUser(
  uid: string,
  onNext: (user: UserRecord | null) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  return counted(
    onSnapshot(
      doc(firestore(), 'users', uid),
      (snap) => onNext(snap.exists() ? toUserRecord(snap.id, snap.data()) : null),
      onError,
    ),
  );
}
