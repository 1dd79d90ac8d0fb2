// The two catalogues say the same things: every key of one is in the other, with the same placeholders,
// and a plural key has every form its language's plural rules ask for (Italian: one, many, other).
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './bundles';
import { allCatalogues } from './catalogues';
import { LANGUAGES } from './languages';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** 'a.b.c' → text, for every leaf of a nested catalogue. */
function leaves(texts: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') {
      for (const [k, v] of leaves(value as Record<string, unknown>, path)) out.set(k, v);
    } else throw new Error(`${path} is neither a text nor a group`);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Base key (plural suffix taken off) → its forms' placeholders (count aside, as a form may say '1'). */
function shape(texts: Record<string, unknown>) {
  const bases = new Map<string, { forms: Set<string>; placeholders: Set<string> }>();
  for (const [key, text] of leaves(texts)) {
    const form = PLURAL_SUFFIX.exec(key)?.[1];
    const base = form ? key.replace(PLURAL_SUFFIX, '') : key;
    const entry = bases.get(base) ?? { forms: new Set(), placeholders: new Set() };
    if (form) entry.forms.add(form);
    for (const p of placeholders(text)) if (!(form && p === 'count')) entry.placeholders.add(p);
    bases.set(base, entry);
  }
  return bases;
}

const catalogues = allCatalogues();

describe('the catalogues', () => {
  it('have a file for every namespace in every language', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(catalogues[language]).sort()).toEqual([...NAMESPACES].sort());
    }
  });

  for (const namespace of NAMESPACES) {
    it(`${namespace}: every key in both languages, with the same placeholders and every plural form`, () => {
      const [en, it_] = LANGUAGES.map((l) => shape(catalogues[l][namespace] ?? {}));
      expect([...it_.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [base, english] of en) {
        const italian = it_.get(base)!;
        expect([...italian.placeholders].sort(), `${namespace}:${base}`).toEqual(
          [...english.placeholders].sort(),
        );
        expect(italian.forms.size > 0, `${namespace}:${base} is a plural in one language only`).toBe(
          english.forms.size > 0,
        );
        if (english.forms.size === 0) continue;
        for (const [language, forms] of [
          ['en', english.forms],
          ['it', italian.forms],
        ] as const) {
          const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
          expect([...forms].sort(), `${language} ${namespace}:${base}`).toEqual([...needed].sort());
        }
      }
    });
  }

  it('have no empty text', () => {
    for (const language of LANGUAGES) {
      for (const namespace of NAMESPACES) {
        for (const [key, text] of leaves(catalogues[language][namespace] ?? {})) {
          expect(text.trim(), `${language} ${namespace}:${key}`).not.toBe('');
        }
      }
    }
  });
});
