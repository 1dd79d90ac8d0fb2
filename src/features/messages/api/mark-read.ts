import { doc, runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore';
import { firestore } from '@/lib/firebase';
import { MARK_READ_BATCH, MSG } from '../model';
import { conversationRef, messagesRef } from './refs';

/**
 * The reader has seen these messages (spec sections 4 and 7): in ONE transaction read the conversation
 * and each message, turn the ones still unread and addressed to `me` read (read true, readAt set), and
 * lower my unread count and unreadCount by exactly that many, never below 0. At most MARK_READ_BATCH
 * ids per call (the rules prove each one). Resolves how many were turned read (0: nothing to do).
 * Throws 'Message not found' when a message does not exist.
 */
export async function markMessagesRead(
  input: { me: string; conversationId: string; messageIds: string[] },
  db: Firestore = firestore(),
): Promise<number> {
  const { me, conversationId } = input;
  const ids = [...new Set(input.messageIds)];
  if (ids.length === 0) return 0;
  if (ids.length > MARK_READ_BATCH) throw new Error(`At most ${MARK_READ_BATCH} messages at once`);
  const convRef = conversationRef(db, conversationId);
  return runTransaction(db, async (tx) => {
    const conv = await tx.get(convRef);
    if (!conv.exists()) throw new Error(MSG.fetchConversation);
    const refs = ids.map((id) => doc(messagesRef(db, conversationId), id));
    const snaps = await Promise.all(refs.map((r) => tx.get(r)));
    if (snaps.some((s) => !s.exists())) throw new Error(MSG.messageNotFound);
    const toRead = snaps.filter((s) => s.data()?.receiverId === me && s.data()?.read === false);
    const k = toRead.length;
    if (k === 0) return 0;
    const now = serverTimestamp();
    for (const s of toRead) tx.update(s.ref, { read: true, readAt: now });
    const data = conv.data();
    const unread = { ...(data.unread as Record<string, number>) };
    unread[me] = Math.max(0, (unread[me] ?? 0) - k);
    tx.update(convRef, {
      unread,
      unreadCount: Math.max(0, ((data.unreadCount as number) ?? 0) - k),
      lastReadIds: toRead.map((s) => s.id),
      lastReadAt: now,
    });
    return k;
  });
}
