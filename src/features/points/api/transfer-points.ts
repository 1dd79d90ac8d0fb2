import {
  collection,
  doc,
  increment,
  runTransaction,
  serverTimestamp,
  type Firestore,
} from 'firebase/firestore';
import { firestore } from '@/lib/firebase';
import { withTimeout } from '@/lib/with-timeout';
import { amountOrTargetProblem, transferErrorMessage, transferProblem, type TransferInput } from '../model';

// Long enough for contention retries on a slow network; short enough that an unreachable server does
// not leave the button spinning.
const TRANSFER_TIMEOUT_MS = 15_000;
// The SDK's default is 5; concurrent transfers touching the same balances need a few more tries.
const MAX_ATTEMPTS = 10;

/**
 * Sends silver (spec section 7, point transfer): ONE transaction that reads both users, refuses in the
 * spec's order (section 5), then writes pointTransactions/{autoId}, the sender's silver − amount with
 * lastTransferId (the rules follow it to this transaction), and the receiver's silver + amount.
 * Returns the new transaction's id. Throws an Error with the refusal's text, else 'Failed to transfer
 * points'.
 */
export async function transferPoints(input: TransferInput, db: Firestore = firestore()): Promise<string> {
  const early = amountOrTargetProblem(input);
  if (early) throw new Error(early);

  const { senderId, receiverId, amount } = input;
  const txRef = doc(collection(db, 'pointTransactions'));
  const senderRef = doc(db, 'users', senderId);
  const receiverRef = doc(db, 'users', receiverId);
  try {
    await withTimeout(
      runTransaction(
        db,
        async (tx) => {
          const sender = await tx.get(senderRef);
          const receiver = await tx.get(receiverRef);
          const balance = sender.exists() ? sender.get('silverPoints') : null;
          const problem = transferProblem(input, {
            senderBalance: typeof balance === 'number' ? balance : sender.exists() ? 0 : null,
            receiverExists: receiver.exists(),
          });
          if (problem) throw new Error(problem);
          tx.set(txRef, { senderId, receiverId, amount, type: 'silver', createdAt: serverTimestamp() });
          tx.update(senderRef, {
            silverPoints: increment(-amount),
            lastTransferId: txRef.id,
            updatedAt: serverTimestamp(),
          });
          tx.update(receiverRef, { silverPoints: increment(amount) });
        },
        { maxAttempts: MAX_ATTEMPTS },
      ),
      TRANSFER_TIMEOUT_MS,
    );
  } catch (err) {
    throw new Error(transferErrorMessage(err), { cause: err });
  }
  return txRef.id;
}
