// The signed-in user's own diner record at a restaurant (whether they may review it) and their own
// review (the form's starting point), each one document, live.
import type { Firestore, Unsubscribe } from 'firebase/firestore';
import { toDinerRecord, type DinerRecord } from '@/domain/restaurant-page';
import { errorCode } from '@/firebase/error-code';
import { firestore } from '@/firebase/firebase';
import { subscribeDoc } from '@/firebase/subscribe-query';
import { toReview, type Review } from '../model/review-model';
import { reviewRef } from './review-docs';
import { dinerDoc } from '@/firebase/collections';

type OnError = (err: Error) => void;

export function subscribeMyDinerRecord(
  key: string,
  uid: string,
  onNext: (d: DinerRecord | null) => void,
  onError: OnError,
  db: Firestore = firestore(),
): Unsubscribe {
  // The rules refuse reading a missing record (its read rule looks at the data), and one's own record is
  // always readable: a refusal means there is none (a bill there later shows on the next visit).
  return subscribeDoc(
    dinerDoc(db, key, uid),
    (_id, data) => toDinerRecord(data),
    onNext,
    (err) => (errorCode(err) === 'permission-denied' ? onNext(null) : onError(err)),
  );
}

export function subscribeMyReview(
  key: string,
  uid: string,
  onNext: (r: Review | null) => void,
  onError: OnError,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeDoc(reviewRef(db, key, uid), toReview, onNext, onError);
}
