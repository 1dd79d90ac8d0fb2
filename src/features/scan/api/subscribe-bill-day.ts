import type { Firestore, Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { subscribeDoc } from '@/firebase/subscribe-query';
import { billDayCounterDoc } from '@/firebase/collections';

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
  return subscribeDoc(billDayCounterDoc(db, uid), (_id, data) => data, onNext, onError);
}
