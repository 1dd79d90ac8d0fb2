import { getDocs, query, where, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { messagesRef } from './refs';

/**
 * Once: the ids of the messages addressed to `me` that are still unread, however far back (the chat
 * shows only its newest page). It reads only those, each of which is then written read anyway.
 */
export async function fetchUnreadMessageIds(
  conversationId: string,
  me: string,
  db: Firestore = firestore(),
): Promise<string[]> {
  const snap = await getDocs(
    query(messagesRef(db, conversationId), where('receiverId', '==', me), where('read', '==', false)),
  );
  return snap.docs.map((d) => d.id);
}
