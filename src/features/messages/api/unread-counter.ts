// users/{uid}/private/unreadMessages = { count, lastConversationId }: my unread messages over all my
// conversations, the bottom bar's badge, in one document only I read (decision 0027). A send raises the
// receiver's by 1 in the same write as the conversation's unread.{receiver}; a mark-read lowers mine by
// the messages it turned read, never below 0. firestore.rules holds both.
import { increment, type DocumentReference, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { num } from '@/domain/user-record';
import { subscribeCounter } from '@/firebase/subscribe-query';
import { unreadMessagesDoc } from '@/firebase/collections';

export const unreadMessagesRef = (db: Firestore, uid: string): DocumentReference =>
  unreadMessagesDoc(db, uid);

/** The receiver's count +1 for a message in `conversationId` (merged: the first one creates it). */
export function unreadMessageCounted(conversationId: string) {
  return { count: increment(1), lastConversationId: conversationId };
}

/** My count after reading `k` of my unread messages: never below 0. */
export const countAfterReading = (stored: unknown, k: number) => Math.max(0, num(stored) - k);

/** Live: my unread messages (the bottom bar badge), one listener on one document; none yet is 0. */
export function subscribeToUnreadMessages(
  uid: string,
  onNext: (count: number) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeCounter(unreadMessagesRef(db, uid), onNext, onError);
}
