// Blocking (docs/decisions/0030-block-and-report.md): users/{A}/blocks/{B} = { createdAt } says A blocks
// B. Only A reads or writes it; the rules refuse B's moves towards A while it exists. Blocking removes
// every follow between them in the same transaction, with the four counters moved exactly.
import {
  deleteDoc,
  increment,
  serverTimestamp,
  type DocumentData,
  type Firestore,
  type Unsubscribe,
} from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { runGuardedTransaction } from '@/firebase/guarded-transaction';
import { subscribeQuery } from '@/firebase/subscribe-query';
import { applyWriteSteps, type WriteStep } from '@/firebase/write-steps';
import { AppError } from '@/domain/app-error';
import { blockDoc, blocksCol, followDoc, lastBlockDoc, userDoc } from '@/firebase/collections';

const BLOCK_TIMEOUT_MS = 15_000;

const blockRef = (db: Firestore, blockerId: string, blockedId: string) => blockDoc(db, blockerId, blockedId);

/** The documents a block writes, by name. */
export type BlockStepName = 'block' | 'lastBlock' | 'followOut' | 'followBack' | 'blocker' | 'blocked';

export interface BlockWriteInput {
  blockerId: string;
  blockedId: string;
  /** follows/{blocker}_{blocked} exists (read in the transaction). */
  followOut: boolean;
  /** follows/{blocked}_{blocker} exists. */
  followBack: boolean;
}

/** Only the counters that move (never increment(-0): decision 0020, "Consequences"). */
function counterDrops(following: boolean, followers: boolean): DocumentData {
  return {
    ...(following ? { following: increment(-1) } : {}),
    ...(followers ? { followers: increment(-1) } : {}),
  };
}

/**
 * The block, and each follow between the two users deleted with both records' counters: the blocker's
 * private/lastBlock names the blocked user so the rules can check the blocker's own counters.
 */
export function blockWriteSteps(db: Firestore, input: BlockWriteInput): WriteStep<BlockStepName>[] {
  const { blockerId, blockedId, followOut, followBack } = input;
  const block: WriteStep<BlockStepName> = {
    name: 'block',
    ref: blockRef(db, blockerId, blockedId),
    set: { createdAt: serverTimestamp() },
  };
  if (!followOut && !followBack) return [block];
  return [
    block,
    {
      name: 'lastBlock',
      ref: lastBlockDoc(db, blockerId),
      set: { userId: blockedId, createdAt: serverTimestamp() },
    },
    ...(followOut
      ? [
          {
            name: 'followOut' as const,
            ref: followDoc(db, `${blockerId}_${blockedId}`),
            delete: true as const,
          },
        ]
      : []),
    ...(followBack
      ? [
          {
            name: 'followBack' as const,
            ref: followDoc(db, `${blockedId}_${blockerId}`),
            delete: true as const,
          },
        ]
      : []),
    {
      name: 'blocker',
      ref: userDoc(db, blockerId),
      update: { ...counterDrops(followOut, followBack), updatedAt: serverTimestamp() },
    },
    { name: 'blocked', ref: userDoc(db, blockedId), update: counterDrops(followBack, followOut) },
  ];
}

/** Block: ONE transaction that reads both follows and writes blockWriteSteps. */
export async function blockUser(
  blockerId: string,
  blockedId: string,
  db: Firestore = firestore(),
): Promise<void> {
  if (blockerId === blockedId) throw new AppError('social:block.errors.self');
  try {
    await runGuardedTransaction(
      db,
      async (tx) => {
        const [block, out, back] = await Promise.all([
          tx.get(blockRef(db, blockerId, blockedId)),
          tx.get(followDoc(db, `${blockerId}_${blockedId}`)),
          tx.get(followDoc(db, `${blockedId}_${blockerId}`)),
        ]);
        // Already blocked: a block is never rewritten, and no follow can be left between them.
        if (block.exists()) return;
        applyWriteSteps(
          tx,
          blockWriteSteps(db, { blockerId, blockedId, followOut: out.exists(), followBack: back.exists() }),
        );
      },
      { timeoutMs: BLOCK_TIMEOUT_MS, abandoned: 'social:block.errors.blockFailed' },
    );
  } catch (err) {
    throw new AppError('social:block.errors.blockFailed', undefined, { cause: err });
  }
}

/** Unblock: the block's one document goes; nothing else comes back (follows stay removed). */
export async function unblockUser(
  blockerId: string,
  blockedId: string,
  db: Firestore = firestore(),
): Promise<void> {
  try {
    await deleteDoc(blockRef(db, blockerId, blockedId));
  } catch (err) {
    throw new AppError('social:block.errors.unblockFailed', undefined, { cause: err });
  }
}

export interface BlockedUser {
  userId: string;
  blockedAt: Date | null;
}

/** Live: everyone `uid` blocks, newest first on the client (a block list is short). */
export function subscribeToBlocks(
  uid: string,
  onNext: (blocked: BlockedUser[]) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeQuery(
    blocksCol(db, uid),
    (id, data) => ({ userId: id, blockedAt: data.createdAt?.toDate?.() ?? null }),
    (items) =>
      onNext([...items].sort((a, b) => (b.blockedAt?.getTime() ?? 0) - (a.blockedAt?.getTime() ?? 0))),
    onError,
  );
}

export { blockAwareMessage } from '../block-message';
