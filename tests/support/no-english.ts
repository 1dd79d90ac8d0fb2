// For the Italian screen tests: no English text of a namespace is left on the page, as text or label.
import { expect } from 'vitest';
import type { Namespace } from '@/i18n/bundles';
import { allCatalogues } from '@/i18n/catalogues';
import type { Language } from '@/i18n/languages';

const PLACEHOLDER = /\{\{\s*\w+\s*\}\}/;

/** A namespace's texts in a language, every leaf. */
function texts(language: Language, namespace: Namespace): string[] {
  const flat = (node: unknown, out: string[] = []): string[] => {
    if (typeof node === 'string') out.push(node);
    else if (node && typeof node === 'object') for (const v of Object.values(node)) flat(v, out);
    return out;
  };
  return flat(allCatalogues()[language][namespace]);
}

/** The English words of a namespace (its texts cut at their placeholders) that Italian does not use too. */
export function englishOnly(namespace: Namespace): string[] {
  const italian = texts('it', namespace).join('\n');
  return texts('en', namespace)
    .flatMap((text) => text.split(PLACEHOLDER))
    .map((part) => part.trim())
    .filter((part) => part.length > 3 && !italian.includes(part));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** No English text of these namespaces' catalogues in the page, as text or as a label. */
export function expectNoEnglishOf(namespaces: readonly Namespace[]): void {
  const labels = Array.from(document.querySelectorAll('[aria-label]'), (el) => el.getAttribute('aria-label'));
  const shown = `${document.body.textContent} ${labels.join(' ')}`;
  for (const text of namespaces.flatMap(englishOnly)) {
    expect(shown, text).not.toMatch(new RegExp(`(^|\\W)${escape(text)}(\\W|$)`));
  }
}
