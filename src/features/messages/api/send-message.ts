import {
  FieldPath,
  doc,
  getDocFromCache,
  increment,
  serverTimestamp,
  writeBatch,
  type FieldValue,
  type Firestore,
} from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { runGuardedTransaction } from '@/firebase/guarded-transaction';
import { settleWrite } from '@/firebase/settle-write';
import { errorCode } from '@/firebase/error-code';
import { loadRecipientPreferences } from '@/social/api/notification-preferences';
import { conversationIdOf, messageRefusal, participantsOf } from '../model';
import { newConversation, newMessage } from './message-docs';
import { conversationRef, messagesRef } from './refs';
import { unreadMessageCounted, unreadMessagesRef } from './unread-counter';
import { AppError } from '@/domain/app-error';

const SEND_TIMEOUT_MS = 15_000;

/**
 * Sends a message (spec sections 4 and 7) as ONE write: the message (read false, readAt null, content
 * trimmed) and the conversation (lastMessage, lastMessageAt, updatedAt, the receiver's unread +1 and
 * unreadCount +1), and the receiver's badge count +1 (private/unreadMessages, decision 0027) unless they
 * muted messages (decision 0029). Resolves the message id.
 * - The conversation is known to exist (it is in this device's cache; conversations are never
 *   deleted): a batch with increments, which works offline too. The message shows as sending until the
 *   server has it, and is sent when the connection returns (docs/decisions/0011); a refusal that comes
 *   after this resolved goes to `onLateError`.
 * - Otherwise a transaction that creates the conversation with the first message, or updates it; it
 *   needs the server, so it fails at once while offline.
 * Throws the validation's AppError before any write ('Message cannot be empty'), and
 * 'messages:errors.sendFailed' for any failure of the write; the screen translates both.
 */
export async function sendMessage(
  input: { senderId: string; receiverId: string; content: string },
  db: Firestore = firestore(),
  onLateError: (err: unknown) => void = () => {},
): Promise<string> {
  const { senderId, receiverId } = input;
  const refusal = messageRefusal(input.content);
  if (refusal) throw refusal;
  if (!senderId || !receiverId) throw new AppError('messages:errors.sendFailed');
  if (senderId === receiverId) throw new AppError('messages:errors.messageSelf');
  const content = input.content.trim();
  const conversationId = conversationIdOf(senderId, receiverId);
  const convRef = conversationRef(db, conversationId);
  const msgRef = doc(messagesRef(db, conversationId));
  const fields = { senderId, receiverId, conversationId, content };
  // Counters as increments: a send that commits right after another one still adds exactly 1 to what
  // is stored (the rules compare with the stored value, not with what this write read).
  const sendMove = (now: FieldValue) =>
    [
      new FieldPath('unread', receiverId),
      increment(1),
      'unreadCount',
      increment(1),
      'lastMessage',
      content,
      'lastMessageAt',
      now,
      'lastMessageId',
      msgRef.id,
      'lastSenderId',
      senderId,
      'updatedAt',
      now,
    ] as const;

  const counterRef = unreadMessagesRef(db, receiverId);
  const counted = unreadMessageCounted(conversationId);
  const known = await getDocFromCache(convRef).then(
    (snap) => snap.exists(),
    () => false,
  );
  // The receiver's badge rises unless they muted messages (decision 0029; unknown offline: not raised,
  // so the message itself is never refused for it).
  const badgeWanted = async (fresh: boolean) =>
    (await loadRecipientPreferences(db, receiverId, fresh))?.message === true;

  const send = async (raise: boolean) => {
    if (known) {
      const now = serverTimestamp();
      const batch = writeBatch(db);
      batch.set(msgRef, newMessage(fields, now));
      batch.update(convRef, ...sendMove(now));
      if (raise) batch.set(counterRef, counted, { merge: true });
      await settleWrite(batch.commit(), {
        queueAfterMs: SEND_TIMEOUT_MS,
        onLateError,
      });
    } else {
      await runGuardedTransaction(
        db,
        async (tx) => {
          const snap = await tx.get(convRef);
          const now = serverTimestamp();
          tx.set(msgRef, newMessage(fields, now));
          if (raise) tx.set(counterRef, counted, { merge: true });
          if (snap.exists()) {
            tx.update(convRef, ...sendMove(now));
            return;
          }
          tx.set(
            convRef,
            newConversation(participantsOf(senderId, receiverId), { ...fields, messageId: msgRef.id }, now),
          );
        },
        {
          timeoutMs: SEND_TIMEOUT_MS,
          maxAttempts: 5,
          abandoned: 'messages:errors.sendFailed',
          // A first send racing the other side's creation of the conversation is refused once; the
          // second run reads the conversation that now exists.
          rulesRaceRuns: 2,
        },
      );
    }
  };
  const raise = await badgeWanted(false);
  try {
    await send(raise);
  } catch (err) {
    // Refused with a raise the receiver has muted since we last read it: once more without it.
    const stale = raise && errorCode(err) === 'permission-denied' && !(await badgeWanted(true));
    if (!stale) throw new AppError('messages:errors.sendFailed', undefined, { cause: err });
    await send(false).catch((again: unknown) => {
      throw new AppError('messages:errors.sendFailed', undefined, { cause: again });
    });
  }
  return msgRef.id;
}
