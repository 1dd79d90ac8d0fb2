import type { Firestore, Unsubscribe } from 'firebase/firestore';
import { toUserRecord, type UserRecord } from '@/domain/user-record';
import { firestore } from './firebase';
import { subscribeDoc } from './subscribe-query';
import { userDoc } from './collections';

/**
 * Live users/{uid}: the signed-in user's own record (the session) and any profile shown, so the
 * counters move after a follow. `null` while the document does not exist (e.g. during sign-up).
 */
export function subscribeToUser(
  uid: string,
  onNext: (user: UserRecord | null) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeDoc(userDoc(db, uid), toUserRecord, onNext, onError);
}

/**
 * Live users/{uid} as the session's own record. A record the device has not cached yet (a new device, a
 * cleared cache) first read as missing: the deletion resume then loaded (decision 0031) and the record
 * settled as null, an owner taken for a diner. The server now answers whether it is missing (0059).
 */
export function subscribeToOwnRecord(
  uid: string,
  onNext: (user: UserRecord | null) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeDoc(userDoc(db, uid), toUserRecord, onNext, onError, { confirmMissing: true });
}
