// The texts the early script writes around the data it paints (a rank, a like count, a photo's alt...),
// in the page's language. The early script runs before i18next and carries no catalogue: the prerender
// leaves the few texts the painters need (the components' own keys, frames.tsx PAINT_TEXTS) in a JSON <script> beside the frames, in the
// language of the HTML it renders (src/app/prerender/frames.tsx), and the painters fill them here.
import { documentLanguage } from '@/i18n/languages';
import { PAINT_TEXTS_ID } from './frame-ids';

/** Key → text, as the catalogue holds them: a plural text under key_one, key_other (key_many...). */
export type PaintTexts = Readonly<Record<string, string>>;

/** The texts the prerender left in `doc`, or null (no texts: the painters leave the frame as it is). */
export function readPaintTexts(doc: Document = document): PaintTexts | null {
  const json = doc.getElementById(PAINT_TEXTS_ID)?.textContent;
  if (!json) return null;
  try {
    return JSON.parse(json) as PaintTexts;
  } catch {
    return null;
  }
}

// Made on first use, and only for a plural text: the home page's painter needs none (no ICU on /,
// docs/decisions/0023-home-total-blocking-time.md).
const pluralRules: Partial<Record<string, Intl.PluralRules>> = {};

/**
 * `key`'s text with its {{placeholders}} filled from `values`. A plural text takes its form for `count`
 * by the plural rules of the page's language, as i18next chooses it (Italian 1 → one, 1000000 → many).
 */
export function paintText(
  texts: PaintTexts,
  key: string,
  values: Readonly<Record<string, string | number>>,
  count?: number,
): string {
  let text = texts[key];
  if (text === undefined && count !== undefined) {
    const language = documentLanguage();
    const form = (pluralRules[language] ??= new Intl.PluralRules(language)).select(count);
    text = texts[`${key}_${form}`] ?? texts[`${key}_other`];
  }
  if (text === undefined) throw new Error(`The page has no first-paint text ${key}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
