import { useCallback, useState } from 'react';

// The bookkeeping `useAsync` and `useLive` share: which run a keyed load is on, and what that run shows.

/** An answer, stamped with the run it belongs to and the scope it was asked in. */
export interface RunResult<T> {
  runKey: string;
  scope?: string;
  data?: T;
  error: string | null;
}

/** What a keyed load shows: its data, whether it is loading, its error (the spec's text), and retry. */
export interface KeyedState<T> {
  data: T | undefined;
  /** Nothing to show yet: the current run has not answered and no earlier answer may stand in. */
  loading: boolean;
  /** `data` is the previous run's answer, shown while the current run loads (see `KeepPrevious`). */
  refreshing: boolean;
  error: string | null;
  /** Starts the load again: a new one-time load, or a new listener after a failed one. */
  retry: () => void;
}

/**
 * When a new key may show the previous key's answer until its own arrives (stale-while-revalidate).
 * `keepPreviousWithin` names what the answer is about (the signed-in user, the screen's subject): the
 * previous answer stands in only when it was asked within the same scope. Use it where the new key is
 * the same question grown or moved (the feed's post ids, a chat's senders), where an answer's entries
 * are looked up by the ids they answer for. Leave it out where a new key asks about something else
 * entirely (another user's profile, another conversation): showing the old answer there would be wrong.
 */
export interface KeepPrevious {
  keepPreviousWithin?: string;
}

/** The current run: the key plus a retry counter (null: no key, nothing runs), and the retry. */
export function useKeyedRun(key: string | null): { runKey: string | null; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { runKey: key === null ? null : `${key}#${attempt}`, retry };
}

/**
 * An answer for the current run counts as it is. Until it comes, the previous run's answer stands in
 * (refreshing) if it succeeded within the same scope; otherwise the current run is loading.
 */
export function stateOfRun<T>(
  runKey: string | null,
  result: RunResult<T> | null,
  retry: () => void,
  keep: KeepPrevious = {},
): KeyedState<T> {
  const settled = result !== null && result.runKey === runKey;
  const standIn =
    !settled &&
    runKey !== null &&
    keep.keepPreviousWithin !== undefined &&
    result !== null &&
    result.error === null &&
    result.data !== undefined &&
    result.scope === keep.keepPreviousWithin;
  return {
    data: settled || standIn ? result!.data : undefined,
    loading: runKey !== null && !settled && !standIn,
    refreshing: standIn,
    error: settled ? result.error : null,
    retry,
  };
}
