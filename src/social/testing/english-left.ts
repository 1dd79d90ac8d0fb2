// For the Italian screen tests: which English texts of some namespaces are still on screen, as text or as
// an attribute a person meets (aria-label, placeholder, title, alt). A text the two languages share
// ('Feed', 'Post', 'Spam') is no sign of English; a text with a value ('Post by {{name}}') matches
// whatever the value.
import { allCatalogues } from '@/i18n/catalogues';
import type { Namespace } from '@/i18n/bundles';

function leaves(texts: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(texts as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pattern = (text: string) =>
  new RegExp(
    `^${text
      .split(/\{\{\s*\w+\s*\}\}/)
      .map(escape)
      .join('.+')}$`,
  );

/** The English texts of `namespaces` found in `root`, as 'ns:key = text'. */
export function englishLeft(root: HTMLElement, namespaces: readonly Namespace[]): string[] {
  const { en, it } = allCatalogues();
  const shown: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) shown.push(text);
  }
  for (const el of root.querySelectorAll('*')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = el.getAttribute(name);
      if (value) shown.push(value);
    }
  }
  const found: string[] = [];
  for (const ns of namespaces) {
    const italian = new Set(leaves(it[ns]).values());
    for (const [key, text] of leaves(en[ns])) {
      if (italian.has(text)) continue;
      const match = pattern(text);
      if (shown.some((s) => match.test(s))) found.push(`${ns}:${key} = ${text}`);
    }
  }
  return found;
}
