import { useEffect, useState } from 'react';
import { stateOfRun, useKeyedRun, type KeepPrevious, type KeyedState, type RunResult } from './keyed-run';

/** retry(): a failed listener is closed by Firestore; this opens a new one. */
export type LiveState<T> = KeyedState<T>;

type Subscribe<T> = (onNext: (data: T) => void, onError: (err: Error) => void) => () => void;

/**
 * A live listener keyed by `key` (null: none): opened when the key changes, closed on unmount, any
 * failure turned into `errorMessage` (the spec's loading text). Answers for an older key are ignored;
 * with `keepPreviousWithin`, the last one shows (refreshing) until the new listener answers.
 */
export function useLive<T>(
  key: string | null,
  subscribe: Subscribe<T>,
  errorMessage: string,
  keep: KeepPrevious = {},
): LiveState<T> {
  const { runKey, retry } = useKeyedRun(key);
  const [result, setResult] = useState<RunResult<T> | null>(null);
  const scope = keep.keepPreviousWithin;

  useEffect(() => {
    if (runKey === null) return;
    return subscribe(
      (data) => setResult({ runKey, scope, data, error: null }),
      () => setResult({ runKey, scope, error: errorMessage }),
    );
    // `subscribe` is a fresh closure each render; the key says when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runKey]);

  return stateOfRun(runKey, result, retry, keep);
}
