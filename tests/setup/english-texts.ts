// The app's texts in English for the Playwright specs, which call the app's own functions and compare
// the messages they make (src/**/model.ts getters read i18next when called, decision 0033). Read from
// the English JSON catalogues with fs: Playwright has no import.meta.glob (the Vitest layers start the
// app's own i18n instead: i18n-setup.ts, unit-setup.ts).
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
    showSupportNotice: false,
    initAsync: false,
  });
}
