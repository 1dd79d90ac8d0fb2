import type { Firestore, Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { privacyPreferencesDoc } from '@/firebase/collections';
import { subscribeDoc } from '@/firebase/subscribe-query';
import { privacyFactsOf, type PrivacyFacts } from '../model/privacy-facts';

/** Live: my privacy preference (users/{uid}/preferences/privacy), a missing one as the defaults. */
export function subscribeToPrivacyFacts(
  uid: string,
  onNext: (facts: PrivacyFacts) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeDoc(
    privacyPreferencesDoc(db, uid),
    (_id, data) => data,
    (data) => onNext(privacyFactsOf(data ?? undefined)),
    onError,
  );
}
