// The one shape of a message and of a conversation its first message creates: written by
// send-message.ts and seeded from here by scripts and tests (decision 0036).
import { serverTimestamp, type DocumentData, type FieldValue } from 'firebase/firestore';
import { emptyConversation } from './refs';

export interface MessageFields {
  senderId: string;
  receiverId: string;
  conversationId: string;
  /** Trimmed and checked already (messageRefusal). */
  content: string;
}

/** conversations/{id}/messages/{autoId}: unread until the receiver opens the conversation. */
export function newMessage(
  { senderId, receiverId, conversationId, content }: MessageFields,
  now: FieldValue = serverTimestamp(),
): DocumentData {
  return { senderId, receiverId, conversationId, content, read: false, readAt: null, createdAt: now };
}

/**
 * conversations/{a_b} as its first message creates it: that message is the last one, and the receiver
 * has 1 unread.
 */
export function newConversation(
  participants: [string, string],
  first: MessageFields & { messageId: string },
  now: FieldValue = serverTimestamp(),
): DocumentData {
  const fresh = emptyConversation(participants);
  return {
    ...fresh,
    lastMessage: first.content,
    lastMessageAt: now,
    lastMessageId: first.messageId,
    lastSenderId: first.senderId,
    updatedAt: now,
    unreadCount: 1,
    unread: { ...fresh.unread, [first.receiverId]: 1 },
  };
}
