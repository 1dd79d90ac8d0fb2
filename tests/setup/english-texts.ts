// The app's texts in English for code that runs outside the app: the rules and integration tests
// (Vitest in Node) and the Playwright specs, which call the app's own functions and compare the
// messages they throw (src/**/model.ts getters read i18next when called, decision 0033). Read from the
// English JSON catalogues with fs, as Playwright has no import.meta.glob.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18n from 'i18next';

const ENGLISH = join(import.meta.dirname, '../../src/i18n/locales/en');

if (!i18n.isInitialized) {
  const texts = Object.fromEntries(
    readdirSync(ENGLISH)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(ENGLISH, file), 'utf8'))]),
  );
  void i18n.init({
    lng: 'en',
    resources: { en: texts },
    ns: Object.keys(texts),
    defaultNS: 'common',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    initAsync: false,
  });
}
