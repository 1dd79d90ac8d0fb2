import { useEffect, useState } from 'react';
import { stateOfRun, useKeyedRun, type KeyedState, type RunResult } from './keyed-run';

export type AsyncState<T> = KeyedState<T>;

/**
 * A one-time load keyed by `key`: re-runs when the key changes or on retry(), ignores answers that
 * arrive after the key moved on, and turns any failure into `errorMessage` (the spec's loading text).
 * `initial`, when given, is the first key's answer already in hand: the first render shows it, and
 * that key is not loaded again (a retry or a new key loads as usual).
 */
export function useAsync<T>(
  key: string | null,
  load: () => Promise<T>,
  errorMessage: string,
  initial?: T,
): AsyncState<T> {
  const { runKey, retry } = useKeyedRun(key);
  const [result, setResult] = useState<RunResult<T> | null>(() =>
    initial !== undefined && runKey !== null ? { runKey, data: initial, error: null } : null,
  );

  useEffect(() => {
    if (runKey === null || result?.runKey === runKey) return;
    let current = true;
    load().then(
      (data) => current && setResult({ runKey, data, error: null }),
      () => current && setResult({ runKey, error: errorMessage }),
    );
    return () => {
      current = false;
    };
    // `load` is a fresh closure each render; the key says when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runKey]);

  return stateOfRun(runKey, result, retry);
}
