// How many Firestore listeners are open right now (listeners close on unmount: decision 0015). Every
// onSnapshot of the app is wrapped here, and the count is readable from the page as
// window.__goldfork.listeners.open (the one handoff global), so an end-to-end test can see a screen's
// listeners close. A number and two closures per listener: nothing to notice in production, nothing logged.
import type { Unsubscribe } from 'firebase/firestore';
import { handoff } from '@/platform/first-paint-handoff';

const live = { open: 0 };
handoff().listeners = live;

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
