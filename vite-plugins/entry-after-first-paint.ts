// The entry runs after the HTML's frame has painted (issue 12, docs/decisions/0013-first-paint-from-html.md).
import type { Plugin } from 'vite';

/**
 * The entry script downloads at once (a modulepreload) but runs once the HTML's frame is on screen (the
 * first contentful paint): a module script that is already in runs right after parsing, and the frame
 * would otherwise wait for the app's start-up work. Where no paint can come (a hidden tab) or paint
 * timing is missing, it runs at once; a timer covers a paint entry that never arrives.
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
        const start = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(src)};
    document.head.appendChild(script);
  }
  var paintTiming = window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1;
  if (document.visibilityState !== 'visible' || !paintTiming) return start();
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 3000);
})();`;
        return {
          html: html.replace(entry[0], `<link rel="modulepreload" crossorigin href="${src}">`),
          tags: [{ tag: 'script', children: start, injectTo: 'body' as const }],
        };
      },
    },
  };
}
