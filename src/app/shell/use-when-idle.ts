import { useEffect, useState } from 'react';

/**
 * False until `ready` has held through an idle moment of the browser (at most `timeoutMs` later), then
 * true for as long as `ready` holds: for shell work the screen does not need, such as the unread badges'
 * listeners, so they start after the screen's own queries instead of competing with them.
 */
export function useWhenIdle(ready: boolean, timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const id = window.setTimeout(() => setIdle(true), 0);
      return () => window.clearTimeout(id);
    }
    const id = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }, [ready, idle, timeoutMs]);
  return ready && idle;
}
