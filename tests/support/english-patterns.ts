// Which texts are English left on a page shown in Italian (decision 0033): one rule for the unit tests
// (./no-english.ts, on jsdom) and the end-to-end walk (../e2e/support/english-left.ts, in Chromium).
// Every text of the English catalogue whose Italian differs becomes a pattern, each {{placeholder}}
// matching anything, that a page's text must match whole, marks and spaces around it aside (' · Sign
// in to like'). A whole match, not a word search: a diner's post in English is data, and an English
// word inside an Italian sentence ("Feed", "Chat") is Italian usage, not a missed text. Pure: the
// callers read the catalogues (import.meta.glob, or fs).

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Key path → text, for every string leaf of a catalogue ('a.b' for { a: { b } }). */
export function leaves(
  texts: Record<string, unknown>,
  prefix = '',
  out = new Map<string, string>(),
): Map<string, string> {
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') leaves(value as Record<string, unknown>, path, out);
  }
  return out;
}

/** The text a person reads: Trans tags (<1>…</1>, <strong>…</strong>) taken out, spaces collapsed. */
export const readable = (text: string) =>
  text
    .replace(/<\/?[\w]+\s*\/?>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Marks and spaces a text may stand between on screen (' · Sign in to like', '♥ 3'): no words. */
const DECORATION = '[\\s\\p{P}\\p{S}]*';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface EnglishPattern {
  /** ns:key */
  key: string;
  /** The English text, as read. */
  text: string;
  /** The anchored regular expression's source (flag u): the text whole, marks around it allowed. */
  source: string;
}

/**
 * The English texts that would be wrong on an Italian page, from two catalogues keyed `ns:key`: those
 * whose Italian differs (neither the key's own Italian nor any Italian text says the same) and that say
 * something (two letters or more; four outside the placeholders of a text with values).
 */
export function englishPatterns(
  english: Map<string, string>,
  italian: Map<string, string>,
): EnglishPattern[] {
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
    const source = `^${DECORATION}${text
      .split(/\{\{[^}]+\}\}/)
      .map(escape)
      .join('.+?')}${DECORATION}$`;
    patterns.push({ key, text, source });
  }
  return patterns;
}

/** The attributes whose text a person meets (a screen reader says them, or a tooltip shows them). */
export const SAID_ATTRIBUTES = [
  'aria-label',
  'placeholder',
  'title',
  'alt',
  'aria-valuetext',
  'aria-roledescription',
] as const;

/** Elements whose text is never on screen. */
export const UNSHOWN_TAGS = ['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'] as const;
