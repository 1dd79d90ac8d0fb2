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
}

/** The list the build left in the HTML; null in dev, where the entry is a module script of the page. */
export function readEntryScripts(doc: Document = document): EntryScripts | null {
  const text = doc.getElementById(ENTRY_SCRIPTS_ID)?.textContent;
  return text ? (JSON.parse(text) as EntryScripts) : null;
}

/** Requests the entry and its preloads now. */
export function requestScripts({ src, preloads }: EntryScripts, doc: Document = document): void {
  for (const href of [src, ...preloads]) {
    const link = Object.assign(doc.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href });
    doc.head.append(link);
  }
  const script = Object.assign(doc.createElement('script'), { type: 'module', crossOrigin: '', src });
  doc.head.append(script);
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
    requestScripts(scripts, doc);
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
