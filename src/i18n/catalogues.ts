// Every catalogue file at hand, read eagerly: for the build's prerender (Node), the unit tests and the
// catalogue checks, never for the app in the browser (it loads one language's bundles: bundles.ts).
import type { Resource } from 'i18next';
import { LANGUAGES, type Language } from './languages';

const FILES = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Language → namespace → texts. */
export function allCatalogues(): Record<Language, Record<string, Record<string, unknown>>> {
  const out = Object.fromEntries(LANGUAGES.map((l) => [l, {}])) as Record<
    Language,
    Record<string, Record<string, unknown>>
  >;
  for (const [path, texts] of Object.entries(FILES)) {
    const [, language, namespace] = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path)!;
    out[language as Language][namespace] = texts;
  }
  return out;
}

export const allResources = (): Resource => allCatalogues() as Resource;
