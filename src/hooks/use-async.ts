import { startTransition, useEffect, useState } from 'react';
import { stateOfRun, useKeyedRun, type KeepPrevious, type KeyedState, type RunResult } from './keyed-run';

export type AsyncState<T> = KeyedState<T>;

export interface AsyncOptions<T> extends KeepPrevious {
  /** The first key's answer already in hand: the first render shows it, and that key is not loaded again. */
  initial?: T;
  /**
   * The answer renders as a transition: React draws it in slices that yield to the browser, not in one
   * task. For a list whose answer can come after the page is up (the home board, decision 0023).
   */
  transition?: boolean;
}

/**
 * A one-time load keyed by `key`: re-runs when the key changes or on retry(), ignores answers that
 * arrive after the key moved on, and turns any failure into `errorMessage` (the spec's loading text).
 * Options: `initial` (a retry or a new key loads as usual) and `keepPreviousWithin` (keyed-run.ts).
 */
export function useAsync<T>(
  key: string | null,
  load: () => Promise<T>,
  errorMessage: string,
  options: AsyncOptions<T> = {},
): AsyncState<T> {
  const { runKey, retry } = useKeyedRun(key);
  const scope = options.keepPreviousWithin;
  const [result, setResult] = useState<RunResult<T> | null>(() =>
    options.initial !== undefined && runKey !== null
      ? { runKey, scope, data: options.initial, error: null }
      : null,
  );

  useEffect(() => {
    if (runKey === null || result?.runKey === runKey) return;
    let current = true;
    const settle = (run: RunResult<T>) => {
      if (!current) return;
      if (options.transition) startTransition(() => setResult(run));
      else setResult(run);
    };
    load().then(
      (data) => settle({ runKey, scope, data, error: null }),
      () => settle({ runKey, scope, error: errorMessage }),
    );
    return () => {
      current = false;
    };
    // `load` is a fresh closure each render; the key says when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runKey]);

  return stateOfRun(runKey, result, retry, options);
}
