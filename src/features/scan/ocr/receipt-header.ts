// The restaurant's name and address from a receipt's OCR lines: the name is the first strong line at
// the top (tall print when the reader says how tall, otherwise the first line that reads like words),
// the address the line after it, with the postcode and town line when one follows.
import { collapseSpaces, tidyLine } from './ocr-tokens';
import type { ReceiptLine } from './receipt-lines';

/** Words of the top of a receipt that are not the restaurant's name. */
const NOT_A_NAME =
  /\b(?:scontrino|ricevuta|fiscale|documento|commerciale|receipt|invoice|rechnung|quittung|beleg|ticket|factura|facture|welcome|benvenuti|willkommen|bienvenue|bienvenidos|tel|phone|fax|p\.?\s?iva|vat|ust|mwst|siret|cif|nif|www|http)\b/i;

/** How many lines that read like words may come before the name (a tagline, 'Ricevuta fiscale'...). */
const HEADER_LINES = 4;
/** Lines the reader was less sure of are paper texture, table edges or stripes of the background. */
const MIN_CONFIDENCE = 60;

function letters(text: string): number {
  return (text.match(/\p{L}/gu) ?? []).length;
}

/** A line that reads like words: mostly letters, real words, and no amount. */
function readsLikeWords(line: ReceiptLine): boolean {
  const text = line.text;
  const visible = text.replace(/\s/g, '').length;
  if (line.amounts.length > 0 || letters(text) < 3 || letters(text) / visible < 0.6) return false;
  const words = text.split(' ').filter((word) => /\p{L}/u.test(word));
  // Paper texture and rows of stars come out as runs of one- and two-letter words, or as words of a
  // few letters repeated ('IRIRIRIR').
  const longWords = words.filter((word) => letters(word) >= 3 && !isStutter(word)).length;
  return longWords >= 1 && longWords * 2 >= words.length;
}

function isStutter(word: string): boolean {
  const folded = word.toUpperCase().replace(/[^\p{L}]/gu, '');
  return folded.length >= 6 && new Set(folded).size <= 3;
}

/** Capital letters the reader made into digits or brackets: 'OSTERIA TRE ARCH]' → 'OSTERIA TRE ARCHI'. */
function fixCapitals(text: string): string {
  return text.replace(/\S+/g, (word) => {
    const sure = word.replace(/[^\p{L}]|l/gu, '');
    if (sure.length < 2 || sure !== sure.toUpperCase()) return word;
    // Brackets and digits at the edges of the word are specks, not letters ('[1]', '|').
    if (!/\p{L}/u.test(word.replace(/l/g, ''))) return word;
    return word
      .replace(/(?<=\p{L})[|\]!1l]|[|\]!1l](?=\p{L})/gu, 'I')
      .replace(/(?<=\p{L})0|0(?=\p{L})/gu, 'O');
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * The words of a heading line without the specks around it: centred print is read with wide gaps on
 * both sides, and what stands beyond a gap ('fl      Bar Casa Pepe      [!') is table or paper edge.
 */
function mainPart(text: string): string {
  const parts = text.split(/\s{3,}/).map((part) => collapseSpaces(tidyLine(fixCapitals(part))));
  return parts.reduce((best, part) => (letters(part) > letters(best) ? part : best), '');
}

/**
 * How sure the reader was of a heading's words: of the words in its main part when it says (specks
 * beside the name drag the line's own figure down), else of the whole line.
 */
function confidenceOf(line: ReceiptLine, main: string): number {
  const inMain = new Set(main.split(' '));
  const words = (line.ocrWords ?? []).filter((word) => inMain.has(collapseSpaces(tidyLine(word.text))));
  if (words.length === 0) return line.confidence ?? 100;
  return words.reduce((sum, word) => sum + word.confidence, 0) / words.length;
}

/** The index of the name line, or -1. */
function nameIndex(lines: readonly ReceiptLine[]): number {
  const top: { line: ReceiptLine; i: number }[] = [];
  for (const [i, line] of lines.entries()) {
    if (line.amounts.length > 0 || top.length >= HEADER_LINES) break;
    const main = { ...line, text: mainPart(line.raw) };
    if (confidenceOf(line, main.text) < MIN_CONFIDENCE) continue;
    if (readsLikeWords(main) && !NOT_A_NAME.test(main.text)) top.push({ line, i });
  }
  if (top.length === 0) return -1;
  const heights = lines.map((l) => l.height ?? 0).filter((h) => h > 0);
  if (heights.length >= 3) {
    const tall = median(heights) * 1.2;
    const strong = top.find(({ line }) => (line.height ?? 0) >= tall);
    if (strong) return strong.i;
  }
  return top[0]!.i;
}

/** Postcode and town: '20121 Milano', '75004 Paris', 'London EC1A 1BB', 'Boston, MA 02108'. */
const TOWN_LINE =
  /^(?:[A-Z]{1,2}-?)?\d{4,5}\s+\p{L}|\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b|\b[A-Z]{2}\s\d{5}\b|\b[A-Z]\d{2}\s?[A-Z\d]{4}\b/u;

export interface ReceiptHeader {
  restaurantName: string;
  address: string;
  /** Where the header ends: the first line after the address. */
  end: number;
}

export function readHeader(lines: readonly ReceiptLine[]): ReceiptHeader {
  const at = nameIndex(lines);
  if (at < 0) return { restaurantName: '', address: '', end: 0 };
  const restaurantName = mainPart(lines[at]!.raw);
  let end = at + 1;
  const next = lines[end];
  let address = '';
  if (next && next.amounts.length === 0 && letters(next.text) >= 2 && !NOT_A_NAME.test(next.text)) {
    address = mainPart(next.raw);
    end += 1;
    const town = lines[end];
    if (town && town.amounts.length === 0 && TOWN_LINE.test(mainPart(town.raw)) && !TOWN_LINE.test(address)) {
      address = `${address}, ${mainPart(town.raw)}`;
      end += 1;
    }
  }
  return { restaurantName, address, end };
}
