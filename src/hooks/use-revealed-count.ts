import { useEffect, useState } from 'react';

/** Runs `run` in a task of its own once the browser is idle (at most `timeoutMs` later). */
function afterIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 16); // Safari before 18: no idle callbacks
  return () => window.clearTimeout(id);
}

/**
 * How many items of a long list to render: `first` at once, then `step` more in each idle moment until
 * all `total` are in. The first screen's items commit in one small task and the ones below the fold
 * follow in tasks of their own, instead of one long task a slow phone cannot answer input during
 * (Total Blocking Time, docs/decisions/0018-feed-total-blocking-time.md). Never goes back down: a list
 * that shrinks and grows again shows at once what it showed before.
 */
export function useRevealedCount(total: number, first: number, step: number, timeoutMs = 500): number {
  const [revealed, setRevealed] = useState(first);
  useEffect(() => {
    if (revealed >= total) return;
    return afterIdle(() => setRevealed((n) => n + step), timeoutMs);
  }, [revealed, total, step, timeoutMs]);
  return Math.min(revealed, total);
}
