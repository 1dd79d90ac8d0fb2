// The app's i18next instance (the library's default one, so non-React code can `import { t } from
// 'i18next'`), its loading of the active language's catalogue bundles, and the switch between languages.
// docs/decisions/0033-languages.md. In the build and the unit tests `i18next` and `react-i18next` are
// the in-house src/i18n/lite/ (vite-plugins/lite-i18n.ts, docs/decisions/0055-signed-in-screens-weight-3.md).
import i18n, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { BUNDLES, bundleOf, loadBundle, type BundleName } from './bundles';
import {
  documentLanguage,
  isLanguage,
  rememberLanguage,
  setRenderLanguage,
  tellServerLanguage,
  type Language,
} from './languages';

const SHARED_OPTIONS = {
  defaultNS: 'common',
  fallbackLng: false as const, // every key is in both catalogues (catalogues.test.ts): nothing to fall back to
  interpolation: { escapeValue: false }, // React escapes
  react: { useSuspense: true },
  returnEmptyString: false,
  showSupportNotice: false, // i18next 25 logs an advertisement at init otherwise
};

/** Reads a namespace from its language's bundle: one import per language and bundle, whatever asks. */
const bundleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const bundle = bundleOf(namespace);
    if (!isLanguage(language) || !bundle) return callback(null, {});
    loadBundle(language, bundle).then(
      (resources) => callback(null, resources[namespace as keyof typeof resources] ?? {}),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};

/** Keeps <html lang> in step: the formats (src/i18n/format.ts) and screen readers follow it. */
function followLanguage(language: string) {
  if (!isLanguage(language)) return;
  setRenderLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
i18n.on('languageChanged', followLanguage);

let markStarted: () => void;
const started = new Promise<void>((resolve) => (markStarted = resolve));

/** Starts the app's i18n in `language`, with the `core` bundle loaded. */
export async function startI18n(language: Language): Promise<void> {
  tellServerLanguage(language);
  await i18n
    .use(bundleBackend)
    .use(initReactI18next)
    .init({ ...SHARED_OPTIONS, lng: language, ns: [...BUNDLES.core] });
  followLanguage(language);
  markStarted();
}

/** Loads bundles' namespaces in the active language (a route does so with its chunk). */
export async function loadI18nBundle(...bundles: BundleName[]): Promise<void> {
  await started;
  await i18n.loadNamespaces(bundles.flatMap((bundle) => BUNDLES[bundle]));
}

/** Starts i18n synchronously from catalogues at hand: the build's prerender and the unit tests. */
export function startI18nWith(language: Language, resources: Resource): void {
  if (i18n.isInitialized) {
    for (const [lng, namespaces] of Object.entries(resources)) {
      for (const [ns, texts] of Object.entries(namespaces))
        i18n.addResourceBundle(lng, ns, texts, true, true);
    }
    void i18n.changeLanguage(language);
    return;
  }
  followLanguage(language);
  markStarted();
  void i18n.use(initReactI18next).init({
    ...SHARED_OPTIONS,
    lng: language,
    resources,
    ns: Object.keys(resources[language] ?? {}),
    initAsync: false,
    react: { useSuspense: false },
  });
}

/** Switches the app to `language` now and remembers it on this device (the account: settings feature). */
export async function switchLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await i18n.changeLanguage(language);
}

/** The language the app speaks now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : documentLanguage();
}

export { i18n };
