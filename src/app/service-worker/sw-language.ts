// Imported by the service worker (pwa.config.ts, importScripts) before Workbox's own routes: a page
// request gets the precached HTML in the device's language, as Firebase Hosting's i18n rewrites choose
// it online: the same negotiation (src/i18n/negotiate.ts), fed with the `firebase-language-override`
// cookie (read with the Cookie Store API where the browser has one in workers) and the browser's
// languages. Firebase Hosting's reserved URLs are never the app. Built into /sw-language.js by
// vite-plugins/sw-language.ts; docs/decisions/0033-languages.md.
import { LANGUAGE_COOKIE, localizedHtmlPath } from '@/i18n/languages';
import { negotiateLanguage } from '@/i18n/negotiate';

interface CookieStoreScope {
  cookieStore?: { get(name: string): Promise<{ value?: string } | null> };
}
interface FetchEventLike extends Event {
  request: Request;
  respondWith(answer: Promise<Response>): void;
}

const scope = self;
const cookieStore = (self as unknown as CookieStoreScope).cookieStore;

async function cookieHeader(): Promise<string | undefined> {
  try {
    const cookie = await cookieStore?.get(LANGUAGE_COOKIE);
    return cookie?.value ? `${LANGUAGE_COOKIE}=${encodeURIComponent(cookie.value)}` : undefined;
  } catch {
    return undefined; // no cookie access here: the browser's languages decide
  }
}

async function devicePage(): Promise<string> {
  const languages = scope.navigator.languages?.length
    ? scope.navigator.languages
    : [scope.navigator.language];
  const language = negotiateLanguage({ cookie: await cookieHeader(), acceptLanguage: languages.join(',') });
  return language === 'en' ? '/index.html' : localizedHtmlPath(language);
}

scope.addEventListener('fetch', (event) => {
  const { request } = event as FetchEventLike;
  if (request.mode !== 'navigate' || new URL(request.url).pathname.startsWith('/__/')) return;
  // Workbox's precache route would answer '/' too: this answer is the only one.
  event.stopImmediatePropagation();
  (event as FetchEventLike).respondWith(
    (async () => {
      // Workbox keys the precache by URL with a revision parameter: ignoreSearch finds it.
      const cached = await caches.match(await devicePage(), { ignoreSearch: true });
      return cached ?? fetch(request);
    })(),
  );
});
