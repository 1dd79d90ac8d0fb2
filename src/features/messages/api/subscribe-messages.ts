import { orderBy, query, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { subscribeQuery } from '@/firebase/subscribe-query';
import type { Message } from '../model';
import { toMessage } from './convert';
import { messagesRef } from './refs';

/**
 * Live: the messages of one conversation, oldest first (spec section 7). Only its participants may
 * listen. A message sent here while offline is marked pending until the server has it.
 */
export function subscribeToMessages(
  conversationId: string,
  onNext: (messages: Message[]) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeQuery(
    query(messagesRef(db, conversationId), orderBy('createdAt', 'asc')),
    toMessage,
    onNext,
    onError,
    { metadata: true },
  );
}
