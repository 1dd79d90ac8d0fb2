// How the public home at / starts (issue 12, docs/decisions/0013-first-paint-from-html.md): its route's
// chunks download beside the entry, and the entry runs after the HTML's frame has painted.
import type { Plugin } from 'vite';

type Bundle = NonNullable<
  Parameters<Extract<Plugin['transformIndexHtml'], { handler: unknown }>['handler']>[1]['bundle']
>;

/** A chunk's static imports, and theirs, all the way down. */
function staticImportsOf(bundle: Bundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const file of chunk.imports) staticImportsOf(bundle, file, seen);
  return seen;
}

/**
 * The leaderboard's chunk and everything it imports statically: modulepreloaded, so the browser fetches
 * them in parallel with the entry instead of one import after another.
 */
export function preloadHomeRoute(): Plugin {
  return {
    name: 'goldfork-preload-home-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const home = Object.values(bundle).find(
          (c) =>
            c.type === 'chunk' &&
            c.facadeModuleId?.endsWith('features/leaderboard/components/leaderboard-page.tsx'),
        );
        if (!home) return html;
        // Skip what the page already loads (the entry and its own preloads).
        const files = [...staticImportsOf(bundle, home.fileName)].filter((file) => !html.includes(file));
        return {
          html,
          tags: files.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          })),
        };
      },
    },
  };
}

/**
 * The entry script downloads at once (a modulepreload) but runs only after the first frame has painted:
 * a module script that is already in runs right after parsing, before any paint, and the frame in the
 * HTML would wait for the app's start-up work. A hidden tab paints no frames, hence the timer.
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
  requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, 250);
})();`;
        return {
          html: html.replace(entry[0], `<link rel="modulepreload" crossorigin href="${src}">`),
          tags: [{ tag: 'script', children: start, injectTo: 'body' as const }],
        };
      },
    },
  };
}
