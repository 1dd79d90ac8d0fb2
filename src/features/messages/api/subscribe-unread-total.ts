// Loaded with a dynamic import() by hooks/use-unread-messages.ts: the bottom bar is in the first chunk,
// the full Firestore SDK must not be.
import type { Firestore, Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { subscribeToUnreadMessages } from './unread-counter';

/**
 * Live: my unread messages over all my conversations (the bottom bar badge): one listener on my
 * counter document (decision 0027), never on the conversations themselves.
 */
export function subscribeToUnreadTotal(
  uid: string,
  onNext: (total: number) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeToUnreadMessages(uid, onNext, onError, db);
}
