// The web app manifest and the service worker (installable and offline), kept out of
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
  globPatterns: [
    'index.html',
    'localized-files/*/index.html',
    'assets/*.{js,css}',
    'favicon.svg',
    'icons/*.png',
  ],
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

/** The runtime cache of Storage images; the offline end-to-end test looks for this name. */
export const STORAGE_IMAGES_CACHE = 'storage-images';

/**
 * Storage downloads: the Storage stand-in (127.0.0.1:9199) in development and the e2e build, Firebase
 * Storage in production. Only `alt=media` URLs with a download token: a token names one upload, so the
 * bytes behind such a URL never change (a new photo is a new URL), and cache-first is safe.
 */
function isStorageImage({ url }: { url: URL }): boolean {
  const storageHost =
    url.hostname === 'firebasestorage.googleapis.com' ||
    (url.hostname === '127.0.0.1' && url.port === '9199');
  return storageHost && url.searchParams.get('alt') === 'media' && url.searchParams.has('token');
}

/**
 * Images seen online show offline (avatars, post, message and group images). An <img> fetches in
 * no-cors mode, whose opaque answer hides its status (and costs about 7 MB of quota each in Chrome), so
 * the worker asks in cors mode (the Storage stand-in and a bucket with a CORS configuration answer it)
 * and caches 200 answers only. Should cors fail (a production bucket without CORS), the image is
 * fetched as the page asked, shown, and not cached.
 * The functions are serialised into sw.js: they may use nothing from this module.
 */
export const STORAGE_IMAGE_CACHING = {
  urlPattern: isStorageImage,
  handler: 'CacheFirst' as const,
  options: {
    cacheName: STORAGE_IMAGES_CACHE,
    expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
    cacheableResponse: { statuses: [200] },
    plugins: [
      {
        requestWillFetch: async ({ request }: { request: Request }) =>
          request.mode === 'no-cors'
            ? new Request(request.url, { mode: 'cors', credentials: 'omit' })
            : request,
        handlerDidError: async ({ request }: { request: Request }) => fetch(request),
      },
    ],
  },
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
      // Registered by src/app/register-service-worker.ts in production builds only; never in `vite` dev.
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
        // Every navigation gets the precached page in the device's language (/sw-language.js, built from
        // src/app/service-worker/sw-language.ts, runs before Workbox's routes), offline too: the app
        // opens offline, its first paint in the right language. Firebase Hosting's reserved URLs
        // (/__/auth, /__/firebase) are never the app.
        importScripts: ['/sw-language.js'],
        navigateFallback: null, // vite-plugin-pwa's default (index.html) would answer before it
        cleanupOutdatedCaches: true,
        // A new deploy's worker takes over at once instead of waiting for every tab to close; it does
        // not claim pages already open, so a first visit is served from the network as before.
        skipWaiting: true,
        clientsClaim: false,
        // Firestore (its own offline cache) and Auth go to the network; Storage images are cached.
        runtimeCaching: [STORAGE_IMAGE_CACHING],
      },
    }),
    appleTouchIcon(),
  ];
}
