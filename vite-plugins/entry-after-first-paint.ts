// The built page's scripts start after its frame has painted (docs/decisions/0013-first-paint-from-html.md).
import type { Plugin } from 'vite';
import { ENTRY_SCRIPTS_ID } from '../src/app/first-paint/frame-ids.ts';

/**
 * Takes the entry script and its modulepreload links out of the built HTML and lists them in a JSON
 * <script> instead: src/app/first-paint/start-entry.ts (part of the early script that
 * vite-plugins/first-paint.ts inlines after the frames) requests them once the kept frame has painted,
 * or at once on a page without a frame. In dev the entry stays a module script of the page.
 */
export function runEntryAfterFirstPaint(): Plugin {
  return {
    name: 'goldfork-entry-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?/.exec(html);
        if (!entry) throw new Error('goldfork-entry-after-first-paint: no entry script in index.html');
        // The entry's own preloads too: any script request sent before the frame's paint counts, in
        // Lighthouse's model, as work that paint waited for.
        const preload = /<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;
        const scripts = { src: entry[1], preloads: [...html.matchAll(preload)].map((m) => m[1]) };
        return {
          html: html.replace(entry[0], '').replace(preload, ''),
          tags: [
            {
              tag: 'script',
              attrs: { type: 'application/json', id: ENTRY_SCRIPTS_ID },
              children: JSON.stringify(scripts),
              injectTo: 'head' as const,
            },
          ],
        };
      },
    },
  };
}
