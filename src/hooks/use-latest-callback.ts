import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that keeps its identity across renders and always calls the latest `fn`: a memoized list
 * item can take it without re-rendering each time its parent does (docs/decisions/0045). Not for calls
 * during render: the latest `fn` is in place once the render has committed.
 */
export function useLatestCallback<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
