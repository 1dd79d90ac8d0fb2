import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { pwa } from './pwa.config.ts';
import { chunkGroups } from './vite-plugins/chunk-groups.ts';
import { runEntryAfterFirstPaint } from './vite-plugins/entry-after-first-paint.ts';
import { firstPaint } from './vite-plugins/first-paint.ts';
import { liteI18nAliases } from './vite-plugins/lite-i18n.ts';
import { noPipelineCode } from './vite-plugins/no-pipeline-code.ts';
import { noPipelineRegex } from './vite-plugins/no-pipeline-regex.ts';
import { swLanguage } from './vite-plugins/sw-language.ts';

/**
 * tesseract.js fetches a language as `${langPath}/eng.traineddata.gz`: that file keeps its name, in a
 * folder named by its hash (so /assets/ can still be cached for a year). Every other asset is named as
 * Vite names it. docs/decisions/0009-on-device-scanning.md.
 */
function ocrAssetFileNames({ names }: { names: readonly string[] }): string {
  return names[0]?.endsWith('.traineddata.gz')
    ? 'assets/tessdata-[hash]/[name][extname]'
    : 'assets/[name]-[hash][extname]';
}

/**
 * react-router's package points every import at its development build, whose dev-only warnings
 * (`warningOnce` checks in useRoutes, useNavigate and route matching) then run in production too. The
 * production build is the same code with them off: a build takes it (docs/decisions/0023).
 */
const routerProductionBuild = {
  'react-router/dom': fileURLToPath(
    new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
  ),
  'react-router': fileURLToPath(
    new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
  ),
};

/**
 * geofire-common's `browser` field names its UMD bundle, which no bundler can tree-shake: the restaurant
 * pages, which use only geohashForLocation, loaded all of it (1.9 KB gzip). Its ES build is the same code
 * as modules (docs/decisions/0057).
 */
const geofireModules = {
  find: /^geofire-common$/,
  replacement: fileURLToPath(
    new URL('./node_modules/geofire-common/dist/geofire-common/index.esm.js', import.meta.url),
  ),
};

export default defineConfig(({ command }) => ({
  plugins: [
    noPipelineRegex(),
    noPipelineCode(),
    react(),
    tailwindcss(),
    firstPaint(),
    runEntryAfterFirstPaint(),
    swLanguage(),
    pwa(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...liteI18nAliases,
      geofireModules,
      ...(command === 'build'
        ? Object.entries(routerProductionBuild).map(([name, path]) => ({
            find: new RegExp(`^${name}$`),
            replacement: path,
          }))
        : []),
    ],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  // heic2any (about 1.35 MB) is a lazy chunk that only HEIC uploads fetch; the rest stays well below.
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rollupOptions: { output: { assetFileNames: ocrAssetFileNames, codeSplitting: chunkGroups() } },
  },
}));
