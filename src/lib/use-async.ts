import { useCallback, useEffect, useState } from 'react';

export interface AsyncState<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
  /** Runs the load again (after a failure, or to refresh). */
  retry: () => void;
}

/**
 * A one-time load keyed by `key`: re-runs when the key changes or on retry(), ignores answers that
 * arrive after the key moved on, and turns any failure into `errorMessage` (the spec's loading text).
 */
export function useAsync<T>(key: string | null, load: () => Promise<T>, errorMessage: string): AsyncState<T> {
  const [attempt, setAttempt] = useState(0);
  const runKey = key === null ? null : `${key}#${attempt}`;
  const [result, setResult] = useState<{ runKey: string; data?: T; error: string | null } | null>(null);

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

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const settled = result !== null && result.runKey === runKey;
  return {
    data: settled ? result.data : undefined,
    loading: runKey !== null && !settled,
    error: settled ? result.error : null,
    retry,
  };
}
