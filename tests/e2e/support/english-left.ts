// Finds English left on a page shown in another language (the Italian walk, decision 0033): every text
// of the English catalogue whose Italian differs becomes a pattern (placeholders match anything), and
// the page's texts (each text node, each element's whole text, the labels in attributes, the title)
// are matched against them whole. A whole match, not a word search: a diner's post in English is data,
// and an English word inside an Italian sentence ("Feed", "Chat") is Italian usage, not a missed text.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const LOCALES = join(import.meta.dirname, '../../../src/i18n/locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

function leaves(texts: Record<string, unknown>, prefix = '', out = new Map<string, string>()) {
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') leaves(value as Record<string, unknown>, path, out);
  }
  return out;
}

const catalogues = new Map<string, Map<string, string>>();

/** Namespace:key → text, for every JSON catalogue of `language`. */
export function catalogue(language: string): Map<string, string> {
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

/** The text a person reads: Trans tags (<1>…</1>, <strong>…</strong>) taken out, spaces collapsed. */
const readable = (text: string) =>
  text
    .replace(/<\/?[\w]+\s*\/?>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface EnglishPattern {
  key: string;
  text: string;
  source: string;
}

/**
 * The English texts that would be wrong on an Italian page: those whose Italian differs and that say
 * something (two letters or more; four outside the placeholders of a text with values).
 */
export function englishPatterns(): EnglishPattern[] {
  const english = catalogue('en');
  const italian = catalogue('it');
  const italianTexts = new Set([...italian.values()].map(readable));
  const patterns: EnglishPattern[] = [];
  for (const [key, raw] of english) {
    const text = readable(raw);
    if (italianTexts.has(text)) continue;
    const italianOfKey = italian.get(key) ?? italian.get(key.replace(PLURAL, '_other'));
    if (italianOfKey !== undefined && readable(italianOfKey) === text) continue;
    // What the text says besides its values: a text of values and a short word ('{{user}} on {{network}}')
    // would match a diner's own sentence ('Dinner on Friday?').
    const literal = text.replace(/\{\{[^}]+\}\}/g, '');
    const letters = (literal.match(/\p{L}/gu) ?? []).length;
    if (letters < (literal === text ? 2 : 4)) continue;
    const source = `^${text
      .split(/\{\{[^}]+\}\}/)
      .map(escape)
      .join('.+?')}$`;
    patterns.push({ key, text, source });
  }
  return patterns;
}

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
  return page.evaluate((patterns) => {
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
      if (['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(el.tagName)) continue;
      for (const attr of [
        'aria-label',
        'placeholder',
        'title',
        'alt',
        'aria-valuetext',
        'aria-roledescription',
      ])
        add(el.getAttribute(attr), `${describe(el)} @${attr}`);
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
  }, patterns);
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
