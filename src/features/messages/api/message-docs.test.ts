import { serverTimestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { newConversation, newMessage } from './message-docs';

const fields = { senderId: 'a', receiverId: 'b', conversationId: 'a_b', content: 'Dinner?' };

describe('message documents', () => {
  it('a new message is unread, stamped by the server', () => {
    expect(newMessage(fields)).toEqual({
      ...fields,
      read: false,
      readAt: null,
      createdAt: serverTimestamp(),
    });
  });

  it('a conversation its first message creates names that message and gives the receiver 1 unread', () => {
    const now = serverTimestamp();
    expect(newConversation(['a', 'b'], { ...fields, messageId: 'm1' }, now)).toEqual({
      participants: ['a', 'b'],
      lastMessage: 'Dinner?',
      lastMessageAt: now,
      lastMessageId: 'm1',
      lastSenderId: 'a',
      updatedAt: now,
      unreadCount: 1,
      unread: { a: 0, b: 1 },
      lastReadIds: [],
      lastReadAt: null,
    });
  });
});
