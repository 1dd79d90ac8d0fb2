import { fileURLToPath, URL } from 'node:url';

/**
 * `i18next` and `react-i18next` as the app's build and unit tests import them: the in-house parts the
 * app uses (src/i18n/lite/), about 1 KB gzip where the libraries were about 11 KB in every page's first
 * JavaScript. tsc still checks every key against i18next's types; the build's prerender and the
 * Playwright specs, which run in Node, keep the libraries (src/i18n/lite/lite-parity.test.ts compares
 * the two on every text). docs/decisions/0055-signed-in-screens-weight-3.md.
 */
export const liteI18nAliases = [
  {
    find: /^i18next$/,
    replacement: fileURLToPath(new URL('../src/i18n/lite/i18next.ts', import.meta.url)),
  },
  {
    find: /^react-i18next$/,
    replacement: fileURLToPath(new URL('../src/i18n/lite/react-i18next.tsx', import.meta.url)),
  },
];
