// Whether I bookmarked one restaurant page, live (decisions 0038, 0040). Apart from the bookmark's writes
// (./want-to-try.ts): the restaurant page opens this listener at its start and loads the writes on the
// first tap (decision 0063).
import type { DocumentReference, Firestore, Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { subscribeDoc } from '@/firebase/subscribe-query';
import { wantToTryDoc } from '@/firebase/collections';

export const wantToTryRef = (db: Firestore, uid: string, restaurantKey: string): DocumentReference =>
  wantToTryDoc(db, uid, restaurantKey);

/** Live: whether I bookmarked `restaurantKey`. */
export function subscribeWantsToTry(
  uid: string,
  restaurantKey: string,
  onNext: (saved: boolean) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeDoc(
    wantToTryRef(db, uid, restaurantKey),
    () => true,
    (d) => onNext(d !== null),
    onError,
  );
}
