// Builds /sw-language.js (the service worker's language choice) from src/app/service-worker/sw-language.ts,
// so the worker negotiates with the app's own src/i18n/negotiate.ts instead of a copy written by hand.
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import type { Plugin } from 'vite';

const SRC = fileURLToPath(new URL('../src', import.meta.url));

export function swLanguage(): Plugin {
  return {
    name: 'goldfork-sw-language',
    apply: 'build',
    async generateBundle() {
      const result = await build({
        input: `${SRC}/app/service-worker/sw-language.ts`,
        write: false,
        platform: 'browser',
        resolve: { alias: { '@': SRC } },
        output: { format: 'iife', minify: true },
      });
      this.emitFile({ type: 'asset', fileName: 'sw-language.js', source: result.output[0].code });
    },
  };
}
