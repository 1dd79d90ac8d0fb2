// How many Firestore listeners are open right now (listeners close on unmount: decision 0015). Every
// onSnapshot of the app is wrapped here, and the count is readable from the page as
// window.__goldforkListeners.open, so an end-to-end test can see a screen's listeners close. A number
// and two closures per listener: nothing to notice in production, and nothing logged.
import type { Unsubscribe } from 'firebase/firestore';

const live = { open: 0 };
(globalThis as { __goldforkListeners?: typeof live }).__goldforkListeners = live;

/** Counts this listener as open until its unsubscribe is first called. */
export function counted(unsubscribe: Unsubscribe): Unsubscribe {
  live.open += 1;
  let closed = false;
  return () => {
    if (!closed) {
      closed = true;
      live.open -= 1;
    }
    unsubscribe();
  };
}

/** Listeners open now. */
export const openListeners = () => live.open;
