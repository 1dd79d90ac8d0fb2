import {
  collection,
  onSnapshot,
  orderBy,
  query,
  where,
  type Firestore,
  type Unsubscribe,
} from 'firebase/firestore';
import { firestore } from '@/lib/firebase';
import type { Conversation } from '../model';
import { toConversation } from './convert';

/** Live: conversations where participants contain `uid`, newest activity first (spec section 7). */
export function subscribeToConversations(
  uid: string,
  onNext: (conversations: Conversation[]) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return onSnapshot(
    query(
      collection(db, 'conversations'),
      where('participants', 'array-contains', uid),
      orderBy('lastMessageAt', 'desc'),
    ),
    (snap) => onNext(snap.docs.map((d) => toConversation(d.id, d.data({ serverTimestamps: 'estimate' })))),
    onError,
  );
}
