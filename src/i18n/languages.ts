// The app's languages and which one a device speaks (docs/decisions/0033-languages.md). No i18next here:
// the page's early script and the number formats read this module before any library has loaded.

export const LANGUAGES = ['en', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's own name, shown in Settings → Language in that language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', it: 'Italiano' };

/** The device's choice (localStorage). */
export const LANGUAGE_STORAGE_KEY = 'goldfork-language';

/**
 * The cookie Firebase Hosting's i18n rewrites read before Accept-Language: the server (and the preview
 * server and the service worker, which mimic it) sends the HTML whose first paint is in this language.
 */
export const LANGUAGE_COOKIE = 'firebase-language-override';

/** The folder of the Italian HTML under Hosting's i18n root (firebase.json "i18n"). */
const LOCALIZED_ROOT = '/localized-files';
export const localizedHtmlPath = (language: Language): string =>
  `${LOCALIZED_ROOT}/${language}_ALL/index.html`;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'it-IT' → 'it'; anything unsupported → null. */
export function languageOf(tag: string | null | undefined): Language | null {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : null;
}

/** The first supported language among the browser's, in its order of preference. */
function browserLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const language = languageOf(tag);
    if (language) return language;
  }
  return null;
}

function savedLanguage(): Language | null {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : null;
  } catch {
    return null;
  }
}

/** The device's choice, else the browser's languages, else English. */
export function detectLanguage(): Language {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  const tags = navigator.languages?.length ? navigator.languages : [navigator.language];
  return savedLanguage() ?? browserLanguage(tags) ?? DEFAULT_LANGUAGE;
}

// The build's prerender has no document: it says which language it renders in.
let renderLanguage: Language = DEFAULT_LANGUAGE;
export function setRenderLanguage(language: Language): void {
  renderLanguage = language;
}

/** The language the page is in now: <html lang>, which the HTML sets and the app keeps in step. */
export function documentLanguage(): Language {
  if (typeof document === 'undefined') return renderLanguage;
  return languageOf(document.documentElement.lang) ?? DEFAULT_LANGUAGE;
}

/** Tells the server (and the service worker) which language's HTML to send this device next time. */
export function tellServerLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
}

/** Remembers a choice made in Settings on this device. */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts this visit (and the cookie's year).
  }
  tellServerLanguage(language);
}
