// The in-house i18next (./i18next.ts, what the app ships) says every catalogue text as i18next 25 does,
// with the app's options: every key of every namespace in both languages, with its placeholders filled,
// each plural at counts that reach every form, numbers and dates formatted, a missing value left as is.
import type * as I18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { allCatalogues } from '../catalogues';
import { LANGUAGES } from '../languages';
import { I18n } from './i18next';

// The library itself, past the unit layer's alias (vite-plugins/lite-i18n.ts); tests run from the root.
const REAL = '/node_modules/i18next/dist/esm/i18next.js';
const OPTIONS = {
  defaultNS: 'common',
  fallbackLng: false as const,
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  showSupportNotice: false,
};

const catalogues = allCatalogues();
const PLURAL = /_(zero|one|two|few|many|other)$/;

function keys(texts: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([k, v]): [string, string][] =>
    typeof v === 'string' ? [[`${prefix}${k}`, v]] : keys(v as Record<string, unknown>, `${prefix}${k}.`),
  );
}

/** Values for a text's placeholders: a number where a format or `count` asks for one, else a word. */
function valuesFor(text: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [, inner = ''] of text.matchAll(/\{\{(.+?)\}\}/g)) {
    const [name = '', spec] = inner.split(',').map((s) => s.trim());
    values[name] = spec?.startsWith('datetime')
      ? new Date(2026, 2, 12, 20, 15)
      : spec
        ? 1234.5678
        : `<${name}>`;
  }
  return values;
}

let real: typeof I18next.default;
const lite = new I18n();

beforeAll(async () => {
  const module = (await import(/* @vite-ignore */ REAL)) as typeof I18next;
  real = module.createInstance();
  const ns = Object.keys(catalogues.en);
  await real.init({ ...OPTIONS, lng: 'en', resources: catalogues as I18next.Resource, ns, initAsync: false });
  await lite.init({ ...OPTIONS, lng: 'en', resources: catalogues, ns });
});

describe('the in-house i18next', () => {
  for (const language of LANGUAGES) {
    it(`says every ${language} text as i18next does`, () => {
      let compared = 0;
      for (const [namespace, texts] of Object.entries(catalogues[language])) {
        for (const [key, text] of keys(texts)) {
          const base = key.replace(PLURAL, '');
          const values = valuesFor(text);
          const cases: Record<string, unknown>[] =
            base === key ? [values, {}] : [0, 1, 2, 5, 1.5].map((count) => ({ ...values, count }));
          for (const options of cases) {
            const full = `${namespace}:${base}`;
            const expected = String(real.t(full as never, { ...options, lng: language } as never));
            expect(lite.t(full, { ...options, lng: language }), `${language} ${full}`).toBe(expected);
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(1000);
    });
  }

  it('answers a missing key, namespace or value as i18next does', async () => {
    await real.changeLanguage('it');
    await lite.changeLanguage('it');
    for (const key of ['common:nope', 'nope.deeper', 'nowhere:key', 'feed:comments']) {
      expect(lite.t(key), key).toBe(real.t(key as never));
    }
    const fixed = real.getFixedT(null, ['shell', 'common']);
    const liteFixed = lite.getFixedT(null, ['shell', 'common']);
    for (const key of ['loading', 'common:loading']) expect(liteFixed(key), key).toBe(fixed(key as never));
    expect(lite.language).toBe(real.language);
  });
});
