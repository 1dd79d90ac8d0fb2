import { useCallback, useEffect, useState } from 'react';

export interface LiveState<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
  /** A failed listener is closed by Firestore; this opens a new one. */
  retry: () => void;
}

type Subscribe<T> = (onNext: (data: T) => void, onError: (err: Error) => void) => () => void;

/**
 * A live listener keyed by `key` (null: none): opened when the key changes, closed on unmount, any
 * failure turned into `errorMessage` (the spec's loading text). Answers for an older key are ignored.
 */
export function useLive<T>(key: string | null, subscribe: Subscribe<T>, errorMessage: string): LiveState<T> {
  const [attempt, setAttempt] = useState(0);
  const runKey = key === null ? null : `${key}#${attempt}`;
  const [state, setState] = useState<{ runKey: string; data?: T; error: string | null } | null>(null);

  useEffect(() => {
    if (runKey === null) return;
    return subscribe(
      (data) => setState({ runKey, data, error: null }),
      () => setState({ runKey, error: errorMessage }),
    );
    // `subscribe` is a fresh closure each render; the key says when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runKey]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const settled = state !== null && state.runKey === runKey;
  return {
    data: settled ? state.data : undefined,
    loading: runKey !== null && !settled,
    error: settled ? state.error : null,
    retry,
  };
}
