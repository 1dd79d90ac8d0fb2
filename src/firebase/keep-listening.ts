// A listener that must not give up: Firestore closes a listener for good after an error, so for one the
// app cannot do without (the signed-in user's own record) a failure reopens it, after a bounded backoff,
// at once when the browser comes back online, or when the user asks (Retry).

type Subscribe<T> = (onNext: (data: T) => void, onError: (err: Error) => void) => () => void;

/** The waits before each reopen after errors in a row: 1 s, 2 s, 4 s, ... never more than 30 s. */
export const REOPEN_BASE_MS = 1_000;
export const REOPEN_MAX_MS = 30_000;

export function reopenDelay(failuresInARow: number): number {
  return Math.min(REOPEN_BASE_MS * 2 ** Math.max(0, failuresInARow - 1), REOPEN_MAX_MS);
}

export interface KeptListener {
  /** Closes the current listener and opens a new one now (a pending backoff is dropped). */
  reopen: () => void;
  /** Closes it for good. */
  stop: () => void;
}

/**
 * Opens `subscribe` and keeps it open: after an error (handed to `onError` first) it is reopened after
 * reopenDelay(), or as soon as `online` fires on `events` (the window). An answer resets the backoff.
 */
export function keepListening<T>(
  subscribe: Subscribe<T>,
  onNext: (data: T) => void,
  onError: (err: Error) => void,
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = window,
): KeptListener {
  let stopCurrent: (() => void) | undefined;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  // Which opening is current: a late call from a closed listener is ignored.
  let generation = 0;

  const clearTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const open = () => {
    clearTimer();
    stopCurrent?.();
    const mine = ++generation;
    stopCurrent = subscribe(
      (data) => {
        if (mine !== generation) return;
        failures = 0;
        onNext(data);
      },
      (err) => {
        if (mine !== generation || stopped) return;
        failures += 1;
        // Firestore has closed it already; this also stops counting it as open (live-listeners.ts).
        stopCurrent?.();
        stopCurrent = undefined;
        onError(err);
        clearTimer();
        timer = setTimeout(open, reopenDelay(failures));
      },
    );
  };
  // Back online: a listener waiting to be reopened is reopened now.
  const onOnline = () => {
    if (timer !== undefined && !stopped) open();
  };

  events.addEventListener('online', onOnline);
  open();
  return {
    reopen: () => {
      if (!stopped) open();
    },
    stop: () => {
      stopped = true;
      generation += 1;
      clearTimer();
      events.removeEventListener('online', onOnline);
      stopCurrent?.();
      stopCurrent = undefined;
    },
  };
}
