import { collection, orderBy, query, where, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { subscribeQuery } from '@/firebase/subscribe-query';
import type { Conversation } from '../model';
import { toConversation } from './convert';

/** Live: conversations where participants contain `uid`, newest activity first (spec section 7). */
export function subscribeToConversations(
  uid: string,
  onNext: (conversations: Conversation[]) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeQuery(
    query(
      collection(db, 'conversations'),
      where('participants', 'array-contains', uid),
      orderBy('lastMessageAt', 'desc'),
    ),
    toConversation,
    onNext,
    onError,
  );
}
