// When the first screen has painted, for work that should start only after it: the Firebase SDKs on a
// screen drawn before them (the restaurant page from what the HTML read, the owner's dashboard from the
// remembered record: decision 0062). The SDK's download and evaluation then no longer stand between
// the page's request and its content. Unless the start says it waits for a screen, nothing waits.

/** Past this, the SDKs start anyway: a screen that never draws must not hold the session back. */
export const FIRST_SCREEN_DRAWN_WAIT_MS = 3_000;

let waiting = false;
let marked = false;
let settle: () => void = () => {};
const drawn = new Promise<void>((resolve) => {
  settle = () => {
    waiting = false;
    resolve();
  };
});

/** Resolves once the first screen has painted (at once unless awaitFirstScreenDrawn was called). */
export const firstScreenDrawn = (): Promise<void> => (waiting ? drawn : Promise.resolve());

/** The first screen draws before the SDKs: what waits for it starts after its paint, or after the bound. */
export function awaitFirstScreenDrawn(maxWaitMs: number = FIRST_SCREEN_DRAWN_WAIT_MS): void {
  waiting = true;
  setTimeout(settle, maxWaitMs);
}

/** The screen cannot draw without the SDKs (a spinner instead): what waits starts now. */
export function noFirstScreenToWaitFor(): void {
  if (waiting) settle();
}

/** Loads a data layer module, after the first screen's paint when one is awaited. */
export const afterFirstScreen = <M>(load: () => Promise<M>): Promise<M> => firstScreenDrawn().then(load);

/** How long a drawn screen waits for its paint to be reported before what waits for it starts anyway. */
const PAINT_REPORT_WAIT_MS = 500;

/**
 * A screen has committed: settles once the browser has shown it. Where the browser reports the largest
 * paint (Chromium), after the first one since this commit: what the page is judged by is then on screen.
 * Elsewhere, after two frames and a task (a paint is presented a frame after it is drawn). A screen no
 * larger than what was shown before reports nothing: the bound starts the work then. A hidden page
 * paints nothing.
 */
export function markFirstScreenDrawn(): void {
  if (!waiting || marked) return;
  marked = true;
  const after = () => setTimeout(settle, 0);
  if (document.visibilityState === 'hidden') settle();
  else if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  ) {
    const since = performance.now();
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => entry.startTime >= since)) return;
      observer.disconnect();
      after();
    });
    observer.observe({ type: 'largest-contentful-paint' });
    setTimeout(() => {
      observer.disconnect();
      settle();
    }, PAINT_REPORT_WAIT_MS);
  } else requestAnimationFrame(() => requestAnimationFrame(after));
}
