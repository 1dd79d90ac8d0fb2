import {
  collection,
  doc,
  increment,
  serverTimestamp,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { runGuardedTransaction } from '@/firebase/guarded-transaction';
import {
  actorOf,
  newNotification,
  NOTIFICATION_TEXT,
  pointsNotificationId,
} from '@/social/api/notification-docs';
import { periodKeysAt } from '@/domain/period-keys';
import { periodPointsUpdate } from '@/domain/period-points';
import { amountOrTargetProblem, transferErrorMessage, transferProblem, type TransferInput } from '../model';

// Long enough for contention retries on a slow network; short enough that an unreachable server does
// not leave the button spinning. Offline it fails at once (firebase/guarded-transaction).
const TRANSFER_TIMEOUT_MS = 15_000;
// The SDK's default is 5; concurrent transfers touching the same balances need a few more tries.
const MAX_ATTEMPTS = 10;
// The emulator checks the rules against the balances as they are at commit, before it checks that the
// documents read are unchanged: when another transfer spent the sender's silver in between, the commit
// comes back 'permission-denied' (silver would go below 0) instead of a retryable conflict. A denied
// commit wrote nothing, so it runs again on fresh reads: the check inside then says 'Insufficient
// silver points', or the transfer goes through. A real refusal by the rules is denied on every run and
// ends as 'Failed to transfer points'. Each run recomputes the period keys, so a transfer that crossed a
// period boundary in Rome is written on the next. Up to two runs may lose a race on a period counter
// that restarts (sender's and receiver's, once a period each).
const RULES_RACE_RUNS = 5;

/** The transfer's writes, in transaction `tx`; returns the new pointTransactions id. */
async function writeTransfer(db: Firestore, tx: Transaction, input: TransferInput): Promise<string> {
  const { senderId, receiverId, amount } = input;
  const txRef = doc(collection(db, 'pointTransactions'));
  const senderRef = doc(db, 'users', senderId);
  const receiverRef = doc(db, 'users', receiverId);
  const sender = await tx.get(senderRef);
  const receiver = await tx.get(receiverRef);
  const balance: unknown = sender.get('silverPoints');
  const problem = transferProblem(input, {
    senderBalance: !sender.exists() ? null : typeof balance === 'number' ? balance : 0,
    receiverExists: receiver.exists(),
  });
  if (problem) throw new Error(problem);
  // Period silver is the net silver of the period (decision 0010): down for the sender, up for the
  // receiver, in this week's, month's and year's counters as the rules derive them (Europe/Rome).
  const keys = periodKeysAt(new Date());
  tx.set(txRef, { senderId, receiverId, amount, type: 'silver', createdAt: serverTimestamp() });
  tx.update(senderRef, {
    silverPoints: increment(-amount),
    lastTransferId: txRef.id,
    updatedAt: serverTimestamp(),
    ...periodPointsUpdate(sender.data(), keys, 0, -amount, increment),
  });
  tx.update(receiverRef, {
    silverPoints: increment(amount),
    ...periodPointsUpdate(receiver.data(), keys, 0, amount, increment),
  });
  // The receiver's 'points' notification, in the same write, under its one id points_{txId} (the rules
  // check the transfer).
  tx.set(
    doc(db, 'notifications', pointsNotificationId(txRef.id)),
    newNotification({
      recipientId: receiverId,
      actorId: senderId,
      actor: actorOf(sender),
      type: 'points',
      targetId: txRef.id,
      content: NOTIFICATION_TEXT.points(amount),
    }),
  );
  return txRef.id;
}

/**
 * Sends silver (spec section 7, point transfer): ONE transaction that reads both users, refuses in the
 * spec's order (section 5), then writes pointTransactions/{autoId}, the sender's silver − amount with
 * lastTransferId (the rules follow it to this transaction), and the receiver's silver + amount, each
 * with their period silver moved by the same amount.
 * Returns the new transaction's id. Throws an Error with the refusal's text, else 'Failed to transfer
 * points'. `db` is a parameter so tests can act as a given user.
 */
export async function transferPoints(input: TransferInput, db: Firestore = firestore()): Promise<string> {
  const early = amountOrTargetProblem(input);
  if (early) throw new Error(early);

  try {
    return await runGuardedTransaction(db, (tx) => writeTransfer(db, tx, input), {
      timeoutMs: TRANSFER_TIMEOUT_MS,
      maxAttempts: MAX_ATTEMPTS,
      abandonedMessage: 'Transfer abandoned',
      rulesRaceRuns: RULES_RACE_RUNS,
    });
  } catch (err) {
    throw new Error(transferErrorMessage(err), { cause: err });
  }
}
