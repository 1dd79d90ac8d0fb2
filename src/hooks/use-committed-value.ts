import { useState } from 'react';

/**
 * A live value that shows a write's result as soon as the write has committed, until the live value
 * moves: a listener's echo of the write can come seconds later on a busy device, and a switch or a
 * Follow button must not read the old state under the write's success.
 */
export function useCommittedValue<T>(live: T) {
  const [committed, setCommitted] = useState<{ value: T; over: T } | null>(null);
  // The live value moved (the echo, or another device): it rules again.
  if (committed && !Object.is(live, committed.over)) setCommitted(null);
  return {
    shown: committed ? committed.value : live,
    /** `value` was written while `before` was shown. */
    commit: (value: T, before: T) => setCommitted({ value, over: before }),
  };
}
