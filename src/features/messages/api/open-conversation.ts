import { getDocFromCache, serverTimestamp, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { runGuardedTransaction } from '@/firebase/guarded-transaction';
import { conversationIdOf, participantsOf } from '../model';
import { conversationRef, emptyConversation } from './refs';
import { AppError } from '@/domain/app-error';

const OPEN_TIMEOUT_MS = 15_000;

/**
 * Opening a chat (spec section 4): creates conversations/{a_b} with an empty lastMessage and both
 * unread counts 0 when it does not exist yet; an existing one is left as it is. Resolves the id.
 * A conversation this device already has in its cache exists (conversations are never deleted): no
 * write, so a chat opened before opens offline too (docs/decisions/0011). Otherwise a transaction,
 * which needs the server. Throws 'Failed to fetch conversation' on any failure.
 */
export async function openConversation(
  me: string,
  other: string,
  db: Firestore = firestore(),
): Promise<string> {
  if (!me || !other) throw new AppError('messages:errors.fetchConversation');
  if (me === other) throw new AppError('messages:errors.messageSelf');
  const id = conversationIdOf(me, other);
  const ref = conversationRef(db, id);
  const known = await getDocFromCache(ref).then(
    (snap) => snap.exists(),
    () => false,
  );
  if (known) return id;
  try {
    await runGuardedTransaction(
      db,
      async (tx) => {
        if ((await tx.get(ref)).exists()) return;
        tx.set(ref, { ...emptyConversation(participantsOf(me, other)), updatedAt: serverTimestamp() });
      },
      {
        timeoutMs: OPEN_TIMEOUT_MS,
        maxAttempts: 5,
        abandoned: 'messages:errors.fetchConversation',
      },
    );
  } catch (err) {
    throw new AppError('messages:errors.fetchConversation', undefined, { cause: err });
  }
  return id;
}
