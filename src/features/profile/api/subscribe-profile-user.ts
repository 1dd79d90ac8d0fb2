import { doc, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { subscribeDoc } from '@/firebase/subscribe-query';
import { toUserRecord, type UserRecord } from '@/domain/user-record';

/** Live users/{uid}, so the counters move after a follow; `null` when the document does not exist. */
export function subscribeToProfileUser(
  uid: string,
  onNext: (user: UserRecord | null) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeDoc(doc(db, 'users', uid), toUserRecord, onNext, onError);
}
