import {
  FieldPath,
  doc,
  increment,
  runTransaction,
  serverTimestamp,
  type Firestore,
} from 'firebase/firestore';
import { firestore } from '@/lib/firebase';
import { withTimeout } from '@/lib/with-timeout';
import { conversationIdOf, messageRefusal, MSG, participantsOf } from '../model';
import { conversationRef, emptyConversation, messagesRef } from './refs';

export const SEND_TIMEOUT_MS = 15_000;

/**
 * Sends a message (spec sections 4 and 7) in ONE transaction: the message (read false, readAt null,
 * content trimmed) and the conversation (lastMessage, lastMessageAt, updatedAt, the receiver's unread
 * +1 and unreadCount +1), creating the conversation on the first send. Resolves the message id.
 * Throws the validation text before any write ('Message cannot be empty'), and
 * 'Failed to send message. Please try again.' for any failure of the write.
 */
export async function sendMessage(
  input: { senderId: string; receiverId: string; content: string },
  db: Firestore = firestore(),
): Promise<string> {
  const { senderId, receiverId } = input;
  const refusal = messageRefusal(input.content);
  if (refusal) throw new Error(refusal);
  if (!senderId || !receiverId) throw new Error(MSG.sendFailed);
  if (senderId === receiverId) throw new Error(MSG.messageSelf);
  const content = input.content.trim();
  const conversationId = conversationIdOf(senderId, receiverId);
  const convRef = conversationRef(db, conversationId);
  const msgRef = doc(messagesRef(db, conversationId));
  const attempt = () =>
    runTransaction(db, async (tx) => {
      const snap = await tx.get(convRef);
      const now = serverTimestamp();
      tx.set(msgRef, {
        senderId,
        receiverId,
        conversationId,
        content,
        read: false,
        readAt: null,
        createdAt: now,
      });
      const last = {
        lastMessage: content,
        lastMessageAt: now,
        lastMessageId: msgRef.id,
        lastSenderId: senderId,
      };
      if (!snap.exists()) {
        const fresh = emptyConversation(participantsOf(senderId, receiverId));
        tx.set(convRef, {
          ...fresh,
          ...last,
          updatedAt: now,
          unreadCount: 1,
          unread: { ...fresh.unread, [receiverId]: 1 },
        });
        return;
      }
      // Counters as increments: a send that commits right after another one still adds exactly 1 to
      // what is stored (the rules compare with the stored value, not with what this transaction read).
      tx.update(
        convRef,
        new FieldPath('unread', receiverId),
        increment(1),
        'unreadCount',
        increment(1),
        'lastMessage',
        last.lastMessage,
        'lastMessageAt',
        now,
        'lastMessageId',
        last.lastMessageId,
        'lastSenderId',
        senderId,
        'updatedAt',
        now,
      );
    });
  try {
    await withTimeout(
      // A first send racing the other side's creation of the conversation is refused once; the second
      // attempt reads the conversation that now exists.
      attempt().catch((err: unknown) => {
        if ((err as { code?: string }).code !== 'permission-denied') throw err;
        return attempt();
      }),
      SEND_TIMEOUT_MS,
    );
  } catch (err) {
    throw new Error(MSG.sendFailed, { cause: err });
  }
  return msgRef.id;
}
