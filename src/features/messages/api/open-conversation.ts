import { runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore';
import { firestore } from '@/lib/firebase';
import { withTimeout } from '@/lib/with-timeout';
import { conversationIdOf, MSG, participantsOf } from '../model';
import { conversationRef, emptyConversation } from './refs';

export const OPEN_TIMEOUT_MS = 15_000;

/**
 * Opening a chat (spec section 4): creates conversations/{a_b} with an empty lastMessage and both
 * unread counts 0 when it does not exist yet; an existing one is left as it is. Resolves the id.
 * Throws 'Failed to fetch conversation' on any failure.
 */
export async function openConversation(
  me: string,
  other: string,
  db: Firestore = firestore(),
): Promise<string> {
  if (!me || !other) throw new Error(MSG.fetchConversation);
  if (me === other) throw new Error(MSG.messageSelf);
  const id = conversationIdOf(me, other);
  const ref = conversationRef(db, id);
  try {
    await withTimeout(
      runTransaction(db, async (tx) => {
        if ((await tx.get(ref)).exists()) return;
        tx.set(ref, { ...emptyConversation(participantsOf(me, other)), updatedAt: serverTimestamp() });
      }),
      OPEN_TIMEOUT_MS,
    );
  } catch (err) {
    throw new Error(MSG.fetchConversation, { cause: err });
  }
  return id;
}
