// The small pieces of reading OCR text: tidying a line, finding the money amounts in it, and folding its
// words so that labels match whatever the reader made of them ('T0TALE', 'Summe', 'TOTAI').
import { parseMoney, roundToCents } from '../model/money';

const SPACE = /[\t\u00a0\u2000-\u200b\u202f\u205f\u3000]/g;
/** Characters a reader makes of table edges, shadows and paper texture at the ends of a line. */
const EDGE_JUNK = /^[\s|!¦[\]{}()'"‘’“”`©®°~_—–=*#•·,;:«»§¥]+|[\s|!¦[\]{}()'"‘’“”`©®°~_—–=*#•·,;:«»§¥]+$/g;

/**
 * A line with its spaces made plain and the junk at both ends cut off. Runs of spaces are kept: a
 * wide gap separates a name from its price, or centred print from specks beside it.
 */
export function tidyLine(text: string): string {
  return text.replace(SPACE, ' ').replace(EDGE_JUNK, '');
}

/** Runs of spaces made one. */
export function collapseSpaces(text: string): string {
  return text.replace(/ {2,}/g, ' ').trim();
}

/** Letters a reader puts in place of digits inside a number: O for 0, l or I for 1, S for 5, B for 8. */
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  l: '1',
  I: '1',
  '|': '1',
  i: '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
};

/**
 * Puts digits back into number-like words: '1O,5O' → '10,50', '2l/11/2026' → '21/11/2026'. A word is
 * number-like when it has at least two digits and no fewer digits than look-alikes, so words like
 * 'IVA' or 'SOLO' stay.
 */
export function fixDigits(line: string): string {
  return line.replace(/[0-9OoDQlIi|SsBZ][0-9OoDQlIi|SsBZ.,:/'’-]*[0-9OoDQlIi|SsBZ]/g, (word) => {
    const digits = word.replace(/\D/g, '').length;
    const lookalikes = [...word].filter((c) => c in DIGIT_LOOKALIKES).length;
    if (digits < 2 || lookalikes === 0 || digits < lookalikes) return word;
    return [...word].map((c) => DIGIT_LOOKALIKES[c] ?? c).join('');
  });
}

export interface MoneyToken {
  value: number;
  /** Where the amount starts and ends in the line. */
  start: number;
  end: number;
}

/** Currency marks as printed, and as readers misread the euro sign ('¢', '€'). */
const CURRENCY = String.raw`(?:EUR|€|¢|\$|£)`;

/**
 * Money amounts always have two decimals on a receipt, which keeps dates (21.11.2026), times, phone
 * numbers, quantities and VAT numbers out: '33,50', '1.215,00', '$30.00', '33,40 €', 'EUR 29,90',
 * '-2,00', and '183, 00' as readers split it. A percentage is not an amount.
 */
const MONEY = new RegExp(
  String.raw`(?<![\d.,])(?:${CURRENCY}\s?)?([-−]\s?)?(\d{1,3}(?:[.,'’]\d{3})+|\d+)\s?([.,])\s?(\d{2})(?![.,]?\d)(?!\s?%)(?:\s?${CURRENCY})?`,
  'g',
);

/** The money amounts in a line (after fixDigits), left to right. */
export function moneyTokens(line: string): MoneyToken[] {
  const tokens: MoneyToken[] = [];
  for (const m of line.matchAll(MONEY)) {
    const [, minus, int = '', sep = '.', cents = ''] = m;
    // '1.215,00' and '1,215.00' group thousands with the other mark than the decimal one.
    if (/[.,'’]/.test(int) && int.includes(sep)) continue;
    const value = parseMoney(`${int.replace(/[.,'’]/g, '')}.${cents}`);
    if (value === null) continue;
    tokens.push({
      value: roundToCents(minus ? -value : value),
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  return tokens;
}

/**
 * An amount whose decimal mark the reader lost ('TOTALE 3740 €', 'EUR 11380'): the last run of three
 * to six digits on the line, read as cents. Only for a line whose label says it is an amount.
 */
export function amountWithoutMark(line: string): MoneyToken | null {
  const matches = [
    ...line.matchAll(new RegExp(String.raw`(?<![\d.,:/])(\d{3,6})(?![\d.,:/%])(?:\s?${CURRENCY})?`, 'g')),
  ];
  const last = matches.at(-1);
  if (!last) return null;
  return { value: Number(last[1]) / 100, start: last.index, end: last.index + last[0].length };
}

/** The line without its amounts: its label. */
export function labelOf(line: string, tokens: readonly MoneyToken[]): string {
  let label = line;
  for (const t of [...tokens].reverse()) label = label.slice(0, t.start) + ' ' + label.slice(t.end);
  return tidyLine(label);
}

/** Digits a reader puts in place of letters inside a word. */
const LETTER_LOOKALIKES: Record<string, string> = {
  '0': 'O',
  '1': 'I',
  '5': 'S',
  '4': 'A',
  '8': 'B',
  '|': 'I',
};

/**
 * A label's words, folded for matching: upper case, no accents, look-alike digits as letters, and
 * only letters kept ('Sous-total' → ['SOUS', 'TOTAL'], 'T0TALE:' → ['TOTALE']).
 */
export function foldWords(label: string): string[] {
  return (
    label
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toUpperCase()
      .replace(/ß/g, 'SS')
      .split(/[^A-Z0-9|]+/)
      .map((w) => (/[A-Z]/.test(w) ? [...w].map((c) => LETTER_LOOKALIKES[c] ?? c).join('') : w))
      .map((w) => w.replace(/[^A-Z]/g, ''))
      // 'TOTALEEURO', 'SUMMEEUR': a currency glued to the label.
      .map((w) => (w.length > 6 ? w.replace(/EUROS?$|EUR$/, '') : w))
      .filter(Boolean)
  );
}

/** Edit distance of two short words (insertions, deletions, substitutions). */
function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** A word read as `word` is `target`: the same, or (for words of 5 letters or more) one letter off. */
export function sameWord(word: string, target: string): boolean {
  if (word === target) return true;
  return target.length >= 5 && Math.abs(word.length - target.length) <= 1 && editDistance(word, target) <= 1;
}

/** Where the phrase (folded words) starts in the words, or -1. */
export function findPhrase(words: readonly string[], phrase: readonly string[]): number {
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((p, k) => sameWord(words[i + k]!, p))) return i;
  }
  return -1;
}
