// For the Italian screen tests: no English text of some namespaces is left on screen, as text or as a
// label. The rule is the end-to-end walk's (./english-patterns.ts); its self-check is
// src/i18n/no-english.test.tsx.
import { expect } from 'vitest';
import type { Namespace } from '@/i18n/bundles';
import { allCatalogues } from '@/i18n/catalogues';
import type { Language } from '@/i18n/languages';
import {
  englishPatterns,
  leaves,
  SAID_ATTRIBUTES,
  UNSHOWN_TAGS,
  type EnglishPattern,
} from './english-patterns';

/** ns:key → text, for every catalogue of `language`. */
function catalogue(language: Language): Map<string, string> {
  const out = new Map<string, string>();
  for (const [ns, texts] of Object.entries(allCatalogues()[language]))
    for (const [key, text] of leaves(texts)) out.set(`${ns}:${key}`, text);
  return out;
}

let compiled: (EnglishPattern & { re: RegExp })[] | undefined;
const patterns = () =>
  (compiled ??= englishPatterns(catalogue('en'), catalogue('it')).map((p) => ({
    ...p,
    re: new RegExp(p.source, 'u'),
  })));

/** Everything `root` says: each text node, each element's whole text, and the labels in attributes. */
function textsOf(root: HTMLElement): Set<string> {
  const texts = new Set<string>();
  const add = (text: string | null | undefined) => {
    const t = (text ?? '').replace(/\s+/g, ' ').trim();
    if (t) texts.add(t);
  };
  for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
    if ((UNSHOWN_TAGS as readonly string[]).includes(el.tagName)) continue;
    for (const attr of SAID_ATTRIBUTES) add(el.getAttribute(attr));
    for (const node of Array.from(el.childNodes)) if (node.nodeType === Node.TEXT_NODE) add(node.textContent);
    add(el.textContent);
    if (el instanceof HTMLInputElement && ['button', 'submit'].includes(el.type)) add(el.value);
  }
  return texts;
}

/** The English texts of `namespaces` found in `root`, one 'ns:key = text' each. */
export function englishLeft(namespaces: readonly Namespace[], root: HTMLElement = document.body): string[] {
  const wanted = patterns().filter((p) => namespaces.some((ns) => p.key.startsWith(`${ns}:`)));
  const texts = [...textsOf(root)];
  return wanted.filter((p) => texts.some((t) => p.re.test(t))).map((p) => `${p.key} = ${p.text}`);
}

/** No English text of `namespaces` is left in `root`: the failure lists those found. */
export function expectNoEnglish(namespaces: readonly Namespace[], root?: HTMLElement): void {
  expect(englishLeft(namespaces, root), `English left on screen (${namespaces.join(', ')})`).toEqual([]);
}
