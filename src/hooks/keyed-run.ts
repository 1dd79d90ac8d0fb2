import { useCallback, useState } from 'react';

// The bookkeeping `useAsync` and `useLive` share: which run a keyed load is on, and what that run shows.

/** An answer, stamped with the run it belongs to. */
export interface RunResult<T> {
  runKey: string;
  data?: T;
  error: string | null;
}

/** What a keyed load shows: its data, whether it is loading, its error (the spec's text), and retry. */
export interface KeyedState<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
  /** Starts the load again: a new one-time load, or a new listener after a failed one. */
  retry: () => void;
}

/** The current run: the key plus a retry counter (null: no key, nothing runs), and the retry. */
export function useKeyedRun(key: string | null): { runKey: string | null; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { runKey: key === null ? null : `${key}#${attempt}`, retry };
}

/** Only an answer for the current run counts; anything older means the current run is still loading. */
export function stateOfRun<T>(
  runKey: string | null,
  result: RunResult<T> | null,
  retry: () => void,
): KeyedState<T> {
  const settled = result !== null && result.runKey === runKey;
  return {
    data: settled ? result.data : undefined,
    loading: runKey !== null && !settled,
    error: settled ? result.error : null,
    retry,
  };
}
