import {
  FieldPath,
  doc,
  increment,
  runTransaction,
  serverTimestamp,
  type Firestore,
} from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { MARK_READ_BATCH } from '../model';
import { conversationRef, messagesRef } from './refs';
import { countAfterReading, unreadMessagesRef } from './unread-counter';
import { AppError } from '@/domain/app-error';

/**
 * The reader has seen these messages (spec sections 4 and 7): in ONE transaction read the conversation
 * and each message, turn the ones still unread and addressed to `me` read (read true, readAt set), and
 * lower my unread count and unreadCount by exactly that many, never below 0, and my badge count
 * (private/unreadMessages, decision 0027) by as many, never below 0. At most MARK_READ_BATCH
 * ids per call (the rules prove each one). Resolves how many were turned read (0: nothing to do).
 * Throws 'messages:errors.messageNotFound' when a message does not exist.
 */
export async function markMessagesRead(
  input: { me: string; conversationId: string; messageIds: string[] },
  db: Firestore = firestore(),
): Promise<number> {
  const { me, conversationId } = input;
  const ids = [...new Set(input.messageIds)];
  if (ids.length === 0) return 0;
  if (ids.length > MARK_READ_BATCH)
    throw new AppError('messages:errors.tooManyAtOnce', { max: MARK_READ_BATCH });
  const convRef = conversationRef(db, conversationId);
  const counterRef = unreadMessagesRef(db, me);
  const attempt = () =>
    runTransaction(db, async (tx) => {
      const conv = await tx.get(convRef);
      if (!conv.exists()) throw new AppError('messages:errors.fetchConversation');
      const refs = ids.map((id) => doc(messagesRef(db, conversationId), id));
      const snaps = await Promise.all(refs.map((r) => tx.get(r)));
      if (snaps.some((s) => !s.exists())) throw new AppError('messages:errors.messageNotFound');
      const counter = await tx.get(counterRef);
      const toRead = snaps.filter((s) => s.data()?.receiverId === me && s.data()?.read === false);
      const k = toRead.length;
      if (k === 0) return 0;
      const now = serverTimestamp();
      for (const s of toRead) tx.update(s.ref, { read: true, readAt: now });
      // Increments: a send committing in between still leaves its +1 in place.
      tx.update(
        convRef,
        new FieldPath('unread', me),
        increment(-k),
        'unreadCount',
        increment(-k),
        'lastReadIds',
        toRead.map((s) => s.id),
        'lastReadAt',
        now,
      );
      // A count from before the counter may be lower than what is read: it stops at 0.
      if (counter.exists()) tx.update(counterRef, { count: countAfterReading(counter.get('count'), k) });
      return k;
    });
  // Another tab that marked the same messages first makes this write refused as a whole (nothing is
  // written); a second attempt reads them as read and does nothing.
  return attempt().catch((err: unknown) => {
    if ((err as { code?: string }).code !== 'permission-denied') throw err;
    return attempt();
  });
}
