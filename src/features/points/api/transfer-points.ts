import {
  doc,
  increment,
  serverTimestamp,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { runGuardedTransaction } from '@/firebase/guarded-transaction';
import { applyWriteSteps, type WriteStep } from '@/firebase/write-steps';
import {
  actorOf,
  newNotification,
  NOTIFICATION_TEXT,
  pointsNotificationId,
} from '@/social/api/notification-docs';
import { unreadNotificationsStep } from '@/social/api/unread-notifications';
import { recipientWants } from '@/social/api/notification-preferences';
import { periodKeysAt, type PeriodKeys } from '@/domain/period-keys';
import { periodPointsUpdate } from '@/domain/period-points';
import { amountOrTargetProblem, transferError, transferProblem, type TransferInput } from '../model';
import { userDoc, pointTransactionsCol, pointTransactionDoc, notificationDoc } from '@/firebase/collections';

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

/** The documents a transfer writes, by name. */
export type TransferStepName = 'tx' | 'sender' | 'receiver' | 'notification' | 'unread';

export interface TransferWriteInput extends TransferInput {
  /** The new pointTransactions/{txId}. */
  txId: string;
  /** Both users as read in the transaction (their period counters; the sender is the actor). */
  sender: DocumentSnapshot;
  receiver: DocumentSnapshot;
  /** This run's Rome week, month and year (the rules derive them from request.time). */
  keys: PeriodKeys;
  /** The receiver muted points (decision 0029): no notification and no badge step. */
  muted?: boolean;
}

/**
 * The transaction record, the sender's silver − amount with lastTransferId (the rules follow it to the
 * record), the receiver's silver + amount, each with their period silver moved by the same amount, and
 * the receiver's 'points' notification under its one id points_{txId}, with the receiver's unread count +1
 * (both left out when the receiver muted points).
 */
export function transferWriteSteps(db: Firestore, input: TransferWriteInput): WriteStep<TransferStepName>[] {
  const { senderId, receiverId, amount, txId, sender, receiver, keys } = input;
  return [
    {
      name: 'tx',
      ref: pointTransactionDoc(db, txId),
      set: { senderId, receiverId, amount, type: 'silver', createdAt: serverTimestamp() },
    },
    {
      name: 'sender',
      ref: userDoc(db, senderId),
      update: {
        silverPoints: increment(-amount),
        lastTransferId: txId,
        updatedAt: serverTimestamp(),
        ...periodPointsUpdate(sender.data(), keys, 0, -amount, increment),
      },
    },
    {
      name: 'receiver',
      ref: userDoc(db, receiverId),
      update: {
        silverPoints: increment(amount),
        ...periodPointsUpdate(receiver.data(), keys, 0, amount, increment),
      },
    },
    ...(input.muted ? [] : pointsNoticeSteps(db, input)),
  ];
}

/** The receiver's 'points' notification and their badge count +1 (decision 0027). */
function pointsNoticeSteps(db: Firestore, input: TransferWriteInput): WriteStep<TransferStepName>[] {
  const { senderId, receiverId, amount, txId, sender } = input;
  return [
    {
      name: 'notification',
      ref: notificationDoc(db, pointsNotificationId(txId)),
      set: newNotification({
        recipientId: receiverId,
        actorId: senderId,
        actor: actorOf(sender),
        type: 'points',
        targetId: txId,
        content: NOTIFICATION_TEXT.points(amount),
      }),
    },
    unreadNotificationsStep(db, receiverId, pointsNotificationId(txId), 1),
  ];
}

/** One run of the transfer in transaction `tx`: reads, the spec's refusals, the writes; returns the txId. */
async function writeTransfer(db: Firestore, tx: Transaction, input: TransferInput): Promise<string> {
  const txId = doc(pointTransactionsCol(db)).id;
  const sender = await tx.get(userDoc(db, input.senderId));
  const receiver = await tx.get(userDoc(db, input.receiverId));
  const balance: unknown = sender.get('silverPoints');
  const problem = transferProblem(input, {
    senderBalance: !sender.exists() ? null : typeof balance === 'number' ? balance : 0,
    receiverExists: receiver.exists(),
  });
  if (problem) throw problem;
  // Period silver is the net silver of the period (decision 0010): down for the sender, up for the
  // receiver, in this week's, month's and year's counters as the rules derive them (Europe/Rome).
  const keys = periodKeysAt(new Date());
  const muted = !(await recipientWants(tx, db, input.receiverId, 'points'));
  applyWriteSteps(tx, transferWriteSteps(db, { ...input, txId, sender, receiver, keys, muted }));
  return txId;
}

/**
 * Sends silver (spec section 7, point transfer): ONE transaction that reads both users, refuses in the
 * spec's order (section 5), then writes transferWriteSteps: pointTransactions/{autoId}, both balances
 * and the receiver's notification.
 * Returns the new transaction's id. Throws an AppError with the refusal's key, else
 * 'points:messages.transferFailed'. `db` is a parameter so tests can act as a given user.
 */
export async function transferPoints(input: TransferInput, db: Firestore = firestore()): Promise<string> {
  const early = amountOrTargetProblem(input);
  if (early) throw early;

  try {
    return await runGuardedTransaction(db, (tx) => writeTransfer(db, tx, input), {
      timeoutMs: TRANSFER_TIMEOUT_MS,
      maxAttempts: MAX_ATTEMPTS,
      abandoned: 'points:messages.transferFailed', // not a refusal: ends as the failure message below
      rulesRaceRuns: RULES_RACE_RUNS,
    });
  } catch (err) {
    throw transferError(err);
  }
}
