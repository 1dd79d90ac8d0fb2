// The entry runs after the HTML's frame has painted (issue 12, docs/decisions/0013-first-paint-from-html.md).
import type { Plugin } from 'vite';

/**
 * On a page whose frame is in the HTML (/, and /messages and /profile/me for a device that signed in
 * before), the app's scripts are requested, all at once, when the frame's title (or its photo, marked
 * data-first-paint) is on screen (its largest-contentful-paint entry): a module script that is already in runs right after parsing, and the
 * frame would otherwise wait for the app's start-up work (on a slow network the HTML can also arrive in
 * parts, the header painted before the title). The rows do not wait for the scripts: the frame fills
 * them from the HTML's query (first-board.ts). Other pages, a hidden tab (no paint) or a browser without
 * paint timing start at once; a timer covers a paint entry that never comes.
 */
export function runEntryAfterFirstPaint(): Plugin {
  return {
    name: 'goldfork-entry-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!entry) throw new Error('goldfork-entry-after-first-paint: no entry script in index.html');
        const src = entry[1];
        // The entry's own preloads too: any script request sent before the title's paint counts, in
        // Lighthouse's model, as work that paint waited for.
        const preload = /<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;
        const files = [src, ...[...html.matchAll(preload)].map((m) => m[1])];
        const start = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    ${JSON.stringify(files)}.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(src)};
    document.head.appendChild(script);
  }
  // Only a page with a frame in the HTML waits; elsewhere, in a hidden tab or without paint timing: now.
  var frame = document.querySelector('[data-frame]');
  var lcpTiming = window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('largest-contentful-paint') !== -1;
  if (!frame || document.visibilityState !== 'visible' || !lcpTiming) return start();
  // What the frame waits for: its title, or the photo a frame script marked data-first-paint while
  // __goldforkAwaitFirstPaint is set (the profile's, the feed's first post's); such a script calls
  // __goldforkStartEntry when there turns out to be none.
  window.__goldforkStartEntry = start;
  var title = frame.querySelector('h1');
  new PerformanceObserver(function (list, observer) {
    var painted = list.getEntries().some(function (entry) {
      var el = entry.element;
      return !!el && (el.hasAttribute('data-first-paint') || (el === title && !window.__goldforkAwaitFirstPaint));
    });
    if (!painted) return;
    observer.disconnect();
    start();
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // An LCP entry the title already had counts once nothing is awaited any more.
  if (window.__goldforkAwaitFirstPaint === false) start();
  setTimeout(start, 1000);
})();`;
        return {
          html: html.replace(entry[0], '').replace(preload, ''),
          tags: [{ tag: 'script', children: start, injectTo: 'body' as const }],
        };
      },
    },
  };
}
