// A plain write (set, update, batch: not a transaction) while the server may be out of reach
// (docs/decisions/0011). Firestore applies it to the offline cache at once (listeners show it, with
// hasPendingWrites) and sends it when the connection returns; only the server's answer can be late.
import { failWhenOffline, isOffline } from '@/stores/connectivity-store';
import { errorCode } from './error-code';
import { withTimeout } from './with-timeout';

/** 'saved': the server accepted it; 'queued': it waits in the offline cache and is sent later. */
export type WriteOutcome = 'saved' | 'queued';

export interface SettleOptions {
  /** With the network up but no answer after this long, the write counts as queued. */
  queueAfterMs: number;
  /** A queued write the server refuses later (the SDK has then removed it from the cache). */
  onLateError: (err: unknown) => void;
}

/**
 * Resolves 'saved' when the server accepted the write, or 'queued' as soon as the app is (or goes)
 * offline or no answer came within `queueAfterMs`. A refusal before that is thrown; after it, it goes
 * to `onLateError`. Never reports a write as failed that may still be written.
 */
export async function settleWrite(ack: Promise<unknown>, options: SettleOptions): Promise<WriteOutcome> {
  const queued = (): WriteOutcome => {
    ack.catch(options.onLateError);
    return 'queued';
  };
  if (isOffline()) return queued();
  try {
    await withTimeout(failWhenOffline(ack), options.queueAfterMs);
    return 'saved';
  } catch (err) {
    const code = errorCode(err);
    if (code === 'timeout' || code === 'unavailable') return queued();
    throw err;
  }
}
