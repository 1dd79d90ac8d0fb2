// The app's scripts start once the page's frame has painted (docs/decisions/0013-first-paint-from-html.md):
// a module script that is already in runs right after parsing and would hold the frame back, and in
// Lighthouse's model any script requested before the largest paint is work that paint waited for.
// vite-plugins/entry-after-first-paint.ts takes the entry and its preloads out of the built HTML and
// lists them in a JSON <script>; this module requests them.
import { handoff } from '@/platform/first-paint-handoff';
import { ENTRY_SCRIPTS_ID } from './frame-ids';

export interface EntryScripts {
  src: string;
  preloads: string[];
  /** More preloads on one page only, by path: home's board (decision 0057). */
  byPath?: Record<string, string[]>;
}

/** The list the build left in the HTML; null in dev, where the entry is a module script of the page. */
export function readEntryScripts(doc: Document = document): EntryScripts | null {
  const text = doc.getElementById(ENTRY_SCRIPTS_ID)?.textContent;
  return text ? (JSON.parse(text) as EntryScripts) : null;
}

/**
 * How many of the scripts' elements one task appends. Each append starts a fetch, 0.3-2 ms of main thread
 * on a slow 2-core machine: all 16 in one task made a 7-10 ms task (25-126 ms of wall-clock time under
 * load) after the first paint, which Lighthouse counts 4 times over. A few per task keeps each short
 * (docs/decisions/0023-home-total-blocking-time.md).
 */
export const SCRIPTS_PER_TASK = 4;

/** Resolves in a new task: a message, which a hidden tab does not hold back as it does timers. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Requests the entry and its preloads, a few per task, the entry's own script last: resolves once all are
 * in the document.
 */
export async function requestScripts(
  { src, preloads, byPath }: EntryScripts,
  doc: Document = document,
): Promise<void> {
  const here = byPath?.[doc.location.pathname] ?? [];
  const elements: HTMLElement[] = [src, ...preloads, ...here].map((href) =>
    Object.assign(doc.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }),
  );
  elements.push(Object.assign(doc.createElement('script'), { type: 'module', crossOrigin: '', src }));
  for (let i = 0; i < elements.length; i += SCRIPTS_PER_TASK) {
    if (i > 0) await nextTask();
    doc.head.append(...elements.slice(i, i + SCRIPTS_PER_TASK));
  }
}

/** A frame script found something to wait for (a photo marked data-first-paint): the scripts wait. */
export function awaitFirstPaint(): void {
  handoff().awaitFirstPaint = true;
}

/** Nothing to wait for after all (no photo, or it failed): the scripts start now. */
export function firstPaintNotAwaited(): void {
  const h = handoff();
  h.awaitFirstPaint = false;
  h.startEntry?.();
}

const lcpTiming = () =>
  typeof PerformanceObserver !== 'undefined' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint');

/**
 * Requests the app's scripts, all at once, when the kept frame's title (or the photo a painter marked
 * data-first-paint while awaitFirstPaint is set) has painted. A page without a frame, a hidden tab or a
 * browser without paint timing starts at once; `maxWaitMs` covers a paint entry that never comes.
 */
export function startEntryAfterFirstPaint(scripts: EntryScripts, doc: Document = document, maxWaitMs = 1000) {
  const h = handoff();
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void requestScripts(scripts, doc);
  };
  const frame = doc.querySelector('[data-frame]');
  if (!frame || doc.visibilityState !== 'visible' || !lcpTiming()) return start();
  h.startEntry = start;
  const title = frame.querySelector('h1');
  new PerformanceObserver((list, observer) => {
    const painted = list.getEntries().some((entry) => {
      const el = (entry as LargestContentfulPaint).element;
      // The title's text may sit in an element of its own (the home page's <span id>): inside it counts.
      return !!el && (el.hasAttribute('data-first-paint') || (!!title?.contains(el) && !h.awaitFirstPaint));
    });
    if (!painted) return;
    observer.disconnect();
    start();
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // A title whose paint entry came before anything was awaited counts once nothing is awaited any more.
  if (h.awaitFirstPaint === false) start();
  setTimeout(start, maxWaitMs);
}
