// Imported by the service worker (pwa.config.ts, importScripts) before Workbox's own routes: a page
// request gets the precached HTML in the device's language, as Firebase Hosting's i18n rewrites choose
// it online (src/i18n/negotiate.ts; docs/decisions/0033-languages.md). The language is the
// `firebase-language-override` cookie the app keeps (read with the Cookie Store API where the browser
// has one in workers), else the browser's languages. Firebase Hosting's reserved URLs are never the app.
/* global self, caches, fetch, URL */
const LANGUAGE_COOKIE = 'firebase-language-override';
const PAGES = { en: '/index.html', it: '/localized-files/it_ALL/index.html' };

function supported(tag) {
  const base = String(tag || '')
    .trim()
    .toLowerCase()
    .split(/[-_]/)[0];
  return Object.prototype.hasOwnProperty.call(PAGES, base) ? base : null;
}

async function deviceLanguage() {
  try {
    const cookie = self.cookieStore ? await self.cookieStore.get(LANGUAGE_COOKIE) : null;
    for (const tag of (cookie && cookie.value ? cookie.value : '').split(',')) {
      if (supported(tag)) return supported(tag);
    }
  } catch {
    // No cookie access here: the browser's languages decide.
  }
  for (const tag of self.navigator.languages || [self.navigator.language]) {
    if (supported(tag)) return supported(tag);
  }
  return 'en';
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode !== 'navigate' || new URL(request.url).pathname.startsWith('/__/')) return;
  // Workbox's precache route would answer '/' too: this answer is the only one.
  event.stopImmediatePropagation();
  event.respondWith(
    (async () => {
      const page = PAGES[await deviceLanguage()];
      // Workbox keys the precache by URL with a revision parameter: ignoreSearch finds it.
      const cached = await caches.match(page, { ignoreSearch: true });
      return cached || fetch(request);
    })(),
  );
});
