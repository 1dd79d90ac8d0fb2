import type { Firestore } from 'firebase/firestore';
import { conversationDoc, conversationMessagesCol } from '@/firebase/collections';

/** conversations/{a_b} */
export const conversationRef = (db: Firestore, conversationId: string) => conversationDoc(db, conversationId);

/** conversations/{a_b}/messages: only the two participants read it (docs/decisions/0005-messages.md). */
export const messagesRef = (db: Firestore, conversationId: string) =>
  conversationMessagesCol(db, conversationId);

/** The shape of a conversation nobody has written in yet (spec section 4: empty lastMessage, counts 0). */
export function emptyConversation(participants: [string, string]) {
  return {
    participants,
    lastMessage: '',
    lastMessageAt: null,
    lastMessageId: null,
    lastSenderId: null,
    unreadCount: 0,
    unread: { [participants[0]]: 0, [participants[1]]: 0 },
    lastReadIds: [],
    lastReadAt: null,
  };
}
