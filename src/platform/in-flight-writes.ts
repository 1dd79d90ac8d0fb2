// Writes in flight: while a write that needs the server is on its way (a transaction: a review, a
// comment, a transfer, a bill, an offer...), leaving or reloading the page asks first. The offline cache
// keeps plain writes across a reload, not transactions: one left in flight is lost without a word
// (issue 39: a review posted and the page reloaded 237 ms later was gone). Every such write goes through
// src/firebase/guarded-transaction.ts (whileOnline), which counts it here (decision 0044).

let inFlight = 0;

/** The browser's "Leave site?" question: asked only while a write is in flight. */
function askBeforeLeaving(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older browsers ask only when returnValue is set (its text is never shown).
  event.returnValue = '';
}

// Added only while something is in flight: a page with a beforeunload listener is kept out of the
// back/forward cache.
function begin(): void {
  inFlight += 1;
  if (inFlight === 1 && typeof window !== 'undefined')
    window.addEventListener('beforeunload', askBeforeLeaving);
}

function end(): void {
  inFlight -= 1;
  if (inFlight === 0 && typeof window !== 'undefined') {
    window.removeEventListener('beforeunload', askBeforeLeaving);
  }
}

/** How many writes are in flight now. */
export const writesInFlight = (): number => inFlight;

/**
 * Runs `write` as a write in flight: until it has settled (written, refused or given up), leaving or
 * reloading the page asks first.
 */
export async function asWriteInFlight<T>(write: () => Promise<T>): Promise<T> {
  begin();
  try {
    return await write();
  } finally {
    end();
  }
}
