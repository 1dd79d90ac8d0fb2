// Finds English left on a page shown in another language (the Italian walk, decision 0033), by the rule
// the unit tests use too (../../support/english-patterns.ts): every text of the English catalogue whose
// Italian differs, placeholders matching anything, against the page's texts (each text node, each
// element's whole text, the labels in attributes, the title), matched whole.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  englishPatterns as patternsOf,
  leaves,
  readable,
  SAID_ATTRIBUTES,
  UNSHOWN_TAGS,
  type EnglishPattern,
} from '../../support/english-patterns';

const LOCALES = join(import.meta.dirname, '../../../src/i18n/locales');

const catalogues = new Map<string, Map<string, string>>();

/** Namespace:key → text, for every JSON catalogue of `language`. */
function catalogue(language: string): Map<string, string> {
  const read = catalogues.get(language);
  if (read) return read;
  const out = new Map<string, string>();
  catalogues.set(language, out);
  for (const file of readdirSync(join(LOCALES, language)).filter((f) => f.endsWith('.json'))) {
    const ns = file.replace(/\.json$/, '');
    const texts = JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')) as Record<string, unknown>;
    for (const [key, text] of leaves(texts)) out.set(`${ns}:${key}`, text);
  }
  return out;
}

/** The English texts that would be wrong on an Italian page (english-patterns.ts). */
export const englishPatterns = (): EnglishPattern[] => patternsOf(catalogue('en'), catalogue('it'));

export interface EnglishFound {
  key: string;
  english: string;
  found: string;
  where: string;
}

/**
 * The English the page shows: its visible texts, its elements' whole texts (a sentence split over
 * several nodes), its accessible labels (aria-label, placeholder, title, alt) and its document title.
 */
export async function englishLeft(page: Page, patterns = englishPatterns()): Promise<EnglishFound[]> {
  const rule = { patterns, attributes: [...SAID_ATTRIBUTES], unshown: [...UNSHOWN_TAGS] as string[] };
  return page.evaluate(({ patterns, attributes, unshown }) => {
    const seen = new Map<string, string>();
    const add = (text: string | null | undefined, where: string) => {
      const t = (text ?? '').replace(/\s+/g, ' ').trim();
      if (t && t.length <= 400 && !seen.has(t)) seen.set(t, where);
    };
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
        el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''
      }`;
    const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true });
    add(document.title, 'title');
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (unshown.includes(el.tagName)) continue;
      for (const attr of attributes) add(el.getAttribute(attr), `${describe(el)} @${attr}`);
      if (!shown(el)) continue;
      for (const node of Array.from(el.childNodes))
        if (node.nodeType === Node.TEXT_NODE) add(node.textContent, describe(el));
      add(el.textContent, describe(el));
      if (el instanceof HTMLInputElement && ['button', 'submit'].includes(el.type))
        add(el.value, describe(el));
    }
    const compiled = patterns.map((p) => ({ ...p, re: new RegExp(p.source, 'u') }));
    const found: { key: string; english: string; found: string; where: string }[] = [];
    for (const [text, where] of seen) {
      const hit = compiled.find((p) => p.re.test(text));
      if (hit) found.push({ key: hit.key, english: hit.text, found: text, where });
    }
    return found;
  }, rule);
}

/** One line per English text found, for a failure message. */
export const describeEnglish = (where: string, found: EnglishFound[]) =>
  found.map((f) => `${where}: "${f.found}" (${f.key}: "${f.english}") in ${f.where}`);

/**
 * A text of `language`'s catalogue, as the app says it: `ns:key` with its values put in, and for a
 * plural key (`count` given) the form the language's plural rules pick. For finding things by name.
 */
export function say(language: string, key: string, values: Record<string, string | number> = {}): string {
  const texts = catalogue(language);
  const form =
    values.count === undefined ? null : new Intl.PluralRules(language).select(Number(values.count));
  const text = (form && texts.get(`${key}_${form}`)) ?? texts.get(key);
  if (text === undefined) throw new Error(`no text ${key} in the ${language} catalogue`);
  return readable(text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_m, name: string) => String(values[name] ?? '')));
}

/** `ns:key` of `language` as a whole-name pattern, each value matching anything ('{{city}} Elite Groups'). */
export function sayPattern(language: string, key: string): RegExp {
  const text = catalogue(language).get(key);
  if (text === undefined) throw new Error(`no text ${key} in the ${language} catalogue`);
  const parts = readable(text).split(/\{\{[^}]+\}\}/);
  return new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`);
}
