// Which language's HTML a request gets, as Firebase Hosting's i18n rewrites choose it: the
// `firebase-language-override` cookie first (the app sets it: languages.ts), then Accept-Language by
// quality. The preview and dev servers (vite-plugins/first-paint.ts) and the service worker
// (src/app/service-worker/sw-language.ts) do the same, so the first paint speaks the device's language. Decision 0033.
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, languageOf, type Language } from './languages';

function cookieLanguage(cookieHeader: string | undefined): Language | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== LANGUAGE_COOKIE) continue;
    for (const tag of decodeURIComponent(rest.join('=')).split(',')) {
      const language = languageOf(tag);
      if (language) return language;
    }
  }
  return null;
}

function acceptedLanguage(acceptLanguage: string | undefined): Language | null {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag, ...params] = entry.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((e) => e.tag && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const language = languageOf(tag);
    if (language) return language;
  }
  return null;
}

export function negotiateLanguage(headers: { cookie?: string; acceptLanguage?: string }): Language {
  return cookieLanguage(headers.cookie) ?? acceptedLanguage(headers.acceptLanguage) ?? DEFAULT_LANGUAGE;
}
