import { onSnapshot, orderBy, query, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/lib/firebase';
import type { Message } from '../model';
import { toMessage } from './convert';
import { messagesRef } from './refs';

/** Live: the messages of one conversation, oldest first (spec section 7). Only its participants may listen. */
export function subscribeToMessages(
  conversationId: string,
  onNext: (messages: Message[]) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return onSnapshot(
    query(messagesRef(db, conversationId), orderBy('createdAt', 'asc')),
    (snap) => onNext(snap.docs.map((d) => toMessage(d.id, d.data({ serverTimestamps: 'estimate' })))),
    onError,
  );
}
