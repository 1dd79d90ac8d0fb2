// Loaded with a dynamic import() by hooks/use-unread-messages.ts: the bottom bar is in the first chunk,
// the full Firestore SDK must not be.
import type { Firestore, Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { totalUnread } from '../model';
import { subscribeToConversations } from './subscribe-conversations';

/** Live: my unread messages over all my conversations (the bottom bar badge). */
export function subscribeToUnreadTotal(
  uid: string,
  onNext: (total: number) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeToConversations(uid, (list) => onNext(totalUnread(list, uid)), onError, db);
}
