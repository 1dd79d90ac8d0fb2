// A transaction the user waits on (a like, a follow, a transfer, a group move...): given up after a
// timeout, or at once while the app is offline (a transaction needs the server; docs/decisions/0011),
// and once the caller has been told it failed, no later SDK retry of it may write after all. While one
// runs, leaving the page asks first (src/platform/in-flight-writes.ts).
import { runTransaction, type Firestore, type Transaction } from 'firebase/firestore';
import { failWhenOffline, isOffline, offlineError } from '@/stores/connectivity-store';
import { AppError, type MessageKey } from '@/domain/app-error';
import { asWriteInFlight } from '@/platform/in-flight-writes';
import { errorCode } from './error-code';
import { withTimeout } from './with-timeout';

export interface GuardedTransactionOptions {
  /** Default 15 s: long enough for contention retries on a slow network. */
  timeoutMs?: number;
  /** The SDK's retries on contention (default 5, the SDK's own). */
  maxAttempts?: number;
  /** The message (a catalogue key) a retry that starts after the caller gave up throws instead of writing. */
  abandoned?: MessageKey;
  /**
   * How many runs a 'permission-denied' commit gets (default 1: none again). The emulator checks the
   * rules against the documents as they are at commit before it checks that the reads are unchanged,
   * so a write racing another can come back denied instead of a retryable conflict. A denied commit
   * wrote nothing: run again on fresh reads. A real refusal is denied every time.
   */
  rulesRaceRuns?: number;
  /** The caller's own way to give up (the user left): no run may write once it is aborted. */
  signal?: AbortSignal;
  /**
   * Called once a started transaction has ended, written or not, even after the caller was told it
   * failed: what a test waits for to prove that no late run wrote.
   */
  onSettled?: () => void;
}

const TRANSACTION_TIMEOUT_MS = 15_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `work` (a write that needs the server) unless the app is offline, and gives up on it as soon
 * as the app goes offline or after `timeoutMs`. Offline it fails with offlineError() (code
 * 'unavailable', the message OFFLINE_MSG.action) without starting it; the timeout's code is
 * 'timeout'. A caller whose work may retry must stop those retries once this has failed. Until the
 * caller is told, the write is in flight: leaving or reloading the page asks first (decision 0044).
 */
export function whileOnline<T>(work: () => Promise<T>, timeoutMs: number): Promise<T> {
  if (isOffline()) return Promise.reject(offlineError());
  return asWriteInFlight(() => withTimeout(failWhenOffline(work()), timeoutMs));
}

/**
 * Runs `body` as one transaction under these guards; any failure is thrown as it came (the timeout's
 * code is 'timeout', going or being offline's is 'unavailable').
 */
export async function runGuardedTransaction<T>(
  db: Firestore,
  body: (tx: Transaction) => Promise<T>,
  options: GuardedTransactionOptions = {},
): Promise<T> {
  let gaveUp = false;
  const abandoned = () => gaveUp || options.signal?.aborted === true;
  const stopIfAbandoned = () => {
    if (abandoned()) {
      throw options.abandoned ? new AppError(options.abandoned) : new Error('Transaction abandoned');
    }
  };
  const once = () =>
    runTransaction(
      db,
      async (tx) => {
        stopIfAbandoned();
        const result = await body(tx);
        // The reads took time: throwing here, before the commit, leaves the writes unsent.
        stopIfAbandoned();
        return result;
      },
      { maxAttempts: options.maxAttempts ?? 5 },
    );
  const attempt = async () => {
    try {
      for (let run = 1; ; run++) {
        try {
          return await once();
        } catch (err) {
          if (abandoned() || errorCode(err) !== 'permission-denied' || run >= (options.rulesRaceRuns ?? 1)) {
            throw err;
          }
          await pause(20 + Math.random() * 80);
        }
      }
    } finally {
      options.onSettled?.();
    }
  };
  try {
    return await whileOnline(attempt, options.timeoutMs ?? TRANSACTION_TIMEOUT_MS);
  } catch (err) {
    gaveUp = true;
    throw err;
  }
}
