// For the Italian screen tests: which English texts of a namespace are still on screen. A text that
// Italian says the same way ('Chat') does not count; a text with values counts by its literal parts.
import { allCatalogues } from '@/i18n/catalogues';

function leaves(texts: Record<string, unknown> = {}): string[] {
  return Object.values(texts).flatMap((value) =>
    typeof value === 'string' ? [value] : leaves(value as Record<string, unknown>),
  );
}

/** The literal parts (4 characters or more) of the English texts of `namespace` that Italian does not share. */
function englishParts(namespace: string): string[] {
  const { en, it } = allCatalogues();
  const italian = new Set(leaves(it[namespace]));
  const parts = new Set<string>();
  for (const text of leaves(en[namespace])) {
    if (italian.has(text)) continue;
    for (const part of text.split(/\{\{[^}]*\}\}/)) {
      const literal = part.trim();
      if (literal.length >= 4) parts.add(literal);
    }
  }
  return [...parts];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const SAID = ['aria-label', 'title', 'alt', 'placeholder'];

/** The English texts of `namespace` shown in `root`: as text, or in an attribute a screen reader says. */
export function englishLeft(namespace: string, root: HTMLElement = document.body): string[] {
  const attributes = [...root.querySelectorAll('*')].flatMap((el) =>
    SAID.map((name) => el.getAttribute(name) ?? ''),
  );
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
  // One line per text node: a node's neighbour does not glue onto its words.
  const shown = [...texts, ...attributes].join('\n');
  // Whole words only: Italian 'Creatore' is not the English 'Creator'.
  return englishParts(namespace).filter((part) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escape(part)}(?![\\p{L}\\p{N}])`, 'u').test(shown),
  );
}
