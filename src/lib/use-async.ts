import { useEffect, useState } from 'react';
import { stateOfRun, useKeyedRun, type KeyedState, type RunResult } from './keyed-run';

export type AsyncState<T> = KeyedState<T>;

/**
 * A one-time load keyed by `key`: re-runs when the key changes or on retry(), ignores answers that
 * arrive after the key moved on, and turns any failure into `errorMessage` (the spec's loading text).
 */
export function useAsync<T>(key: string | null, load: () => Promise<T>, errorMessage: string): AsyncState<T> {
  const { runKey, retry } = useKeyedRun(key);
  const [result, setResult] = useState<RunResult<T> | null>(null);

  useEffect(() => {
    if (runKey === null) return;
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
