import { doc, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { subscribeDoc } from '@/firebase/subscribe-query';
import { BILL_DAY_DOC } from '../model/bill-caps';

/**
 * Live: the signed-in user's own day counter (users/{uid}/private/billDay, owner-only, decision 0016)
 * as stored, for the caps check before Confirm; read it through billsToday(). Missing (null) = no bill yet.
 */
export function subscribeToBillDay(
  uid: string,
  onNext: (billDay: unknown) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeDoc(doc(db, 'users', uid, ...BILL_DAY_DOC), (_id, data) => data, onNext, onError);
}
