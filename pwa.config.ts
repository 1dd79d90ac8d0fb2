// The web app manifest and the service worker (issue 12, installable and offline), kept out of
// vite.config.ts, which only lists `pwa()` among its plugins. docs/decisions/0011-offline-and-resilience.md.
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The shell's colours: index.html's theme-color and the favicon's background. */
const DARK = '#09090b';

/**
 * What the service worker precaches: the HTML, the hashed JS and CSS of the shell and of every route,
 * the favicon and the icons. Left out, to be fetched on demand as before: big lazy chunks a screen
 * loads only when asked (heic2any, about 1.35 MB), everything of the on-device OCR (tesseract.js, its
 * WebAssembly core and language data under assets/tessdata-<hash>/), and anything above the size cap.
 */
export const PRECACHE = {
  globPatterns: ['index.html', 'assets/*.{js,css}', 'favicon.svg', 'icons/*.png'],
  globIgnores: [
    '**/heic2any*',
    '**/*tesseract*',
    '**/*ocr*',
    '**/tessdata*/**',
    '**/*.wasm*',
    '**/*.traineddata*',
  ],
  // The Firebase SDK chunk is about 600 kB; a bigger file is left out with a build warning (the
  // offline end-to-end test fails if that ever leaves out a part of the shell).
  maximumFileSizeToCacheInBytes: 1024 * 1024,
};

/** Adds the apple-touch-icon link that iOS reads instead of the manifest's icons (index.html stays as it is). */
function appleTouchIcon(): Plugin {
  return {
    name: 'goldfork-apple-touch-icon',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon-180.png' },
        injectTo: 'head',
      },
    ],
  };
}

export function pwa(): Plugin[] {
  return [
    ...VitePWA({
      // Registered by src/lib/register-service-worker.ts in production builds only; never in `vite` dev.
      injectRegister: false,
      registerType: 'autoUpdate',
      devOptions: { enabled: false },
      showMaximumFileSizeToCacheInBytesWarning: true,
      includeAssets: [],
      manifest: {
        name: 'Goldfork',
        short_name: 'Goldfork',
        description: 'Scan restaurant bills, earn gold points, climb the leaderboard.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: DARK,
        background_color: DARK,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        ...PRECACHE,
        // A navigation the network cannot answer gets the precached index.html: the app opens offline.
        navigateFallback: '/index.html',
        // Firebase Hosting's reserved URLs (/__/auth, /__/firebase) are never the app.
        navigateFallbackDenylist: [/^\/__\//],
        cleanupOutdatedCaches: true,
        // A new deploy's worker takes over at once instead of waiting for every tab to close; it does
        // not claim pages already open, so a first visit is served from the network as before.
        skipWaiting: true,
        clientsClaim: false,
        // Precached files only: Firestore (its own offline cache), Auth and Storage go to the network.
        runtimeCaching: [],
      },
    }),
    appleTouchIcon(),
  ];
}
