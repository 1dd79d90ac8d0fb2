// The one handoff between the page's early script (src/app/first-paint/, inlined into index.html by
// vite-plugins/first-paint.ts) and the app's bundle: both run in the same window but are built
// apart, so what one leaves for the other sits under a single typed global, window.__goldfork.
// docs/decisions/0022-prerendered-frames.md.

export interface FirstPaintHandoff {
  /** The public board's REST runQuery answer (top 10 by gold), asked for from <head> on / only. */
  board?: Promise<unknown>;
  /** The same answer once it has arrived (the early script painted its rows from it). */
  boardAnswer?: unknown;
  /** /feed's first page (REST runQuery answer) once it has arrived, for a returning user. */
  feedAnswer?: unknown;
  /**
   * /restaurants/{key}'s first reads for a returning user, sent from <head>: REST runQuery answers for the
   * page document, its claim, and the claiming owner's record (null when unclaimed).
   */
  restaurant?: { restaurantKey: string; answers: Promise<RestaurantAnswers> };
  /** Set while the frame waits for a photo marked data-first-paint before the app's scripts start. */
  awaitFirstPaint?: boolean;
  /** The early script's second step (src/app/first-paint/keep-frame.ts), run once the frames are parsed. */
  keepFrame?: () => void;
  /** Starts the app's scripts now (set while they wait for the frame's first paint). */
  startEntry?: () => void;
  /** How many Firestore listeners are open (src/firebase/live-listeners.ts), read by e2e tests. */
  listeners?: { open: number };
}

export interface RestaurantAnswers {
  page: unknown;
  claim: unknown;
  owner: unknown;
}

declare global {
  interface Window {
    __goldfork?: FirstPaintHandoff;
  }
}

/** The handoff object, created on first use. */
export function handoff(): FirstPaintHandoff {
  const scope = globalThis as { __goldfork?: FirstPaintHandoff };
  return (scope.__goldfork ??= {});
}
