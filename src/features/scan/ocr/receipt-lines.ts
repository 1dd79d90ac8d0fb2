// A receipt's OCR lines made ready for the field readers: tidied, digits put back, amounts found, and
// the label of each line sorted into what it is (a total, a subtotal, tax, cash tendered...).
import type { OcrLine, OcrWord } from './ocr-line';
import {
  findPhrase,
  fixDigits,
  foldWords,
  labelOf,
  moneyTokens,
  tidyLine,
  type MoneyToken,
} from './ocr-tokens';

type LineKind = 'total' | 'subtotal' | 'other-amount' | 'plain';

export interface ReceiptLine {
  /** The line exactly as read. */
  raw: string;
  /** The line as read, tidied (digits not changed): names and addresses come from here. */
  text: string;
  /** The tidied line with look-alike letters inside numbers made digits: amounts and dates come from here. */
  numeric: string;
  amounts: MoneyToken[];
  /** The text without its amounts, folded into words for matching. */
  words: string[];
  kind: LineKind;
  /** For a total line: how sure its label is (higher is surer). */
  totalRank: number;
  height?: number;
  confidence?: number;
  ocrWords?: OcrWord[];
}

const w = (phrase: string) => phrase.split(' ');

/** Labels of the amount paid, surest first (folded: no accents, upper case). */
const TOTAL_LABELS: ReadonlyArray<readonly [readonly string[], number]> = [
  [w('TOTALE COMPLESSIVO'), 3],
  [w('GRAND TOTAL'), 3],
  [w('AMOUNT DUE'), 3],
  [w('TOTAL DUE'), 3],
  [w('BALANCE DUE'), 3],
  [w('NET A PAYER'), 3],
  [w('TOTAL A PAGAR'), 3],
  [w('IMPORTE TOTAL'), 3],
  [w('TOTAL TTC'), 3],
  [w('GESAMTBETRAG'), 3],
  [w('ZU ZAHLEN'), 3],
  [w('DA PAGARE'), 3],
  [w('TOTALE'), 2],
  [w('TOTAL'), 2],
  [w('SUMME'), 2],
  [w('GESAMT'), 2],
  [w('IMPORTE'), 1],
  [w('BETRAG'), 1],
  [w('AMOUNT'), 1],
];

/** Labels of amounts that are not the total, even when they say 'total'. */
const SUBTOTAL_LABELS = [
  w('SUBTOTAL'),
  w('SUBTOTALE'),
  w('SUB TOTAL'),
  w('SUB TOTALE'),
  w('SOUS TOTAL'),
  w('ZWISCHENSUMME'),
  w('PARZIALE'),
];
const OTHER_AMOUNT_LABELS = [
  // taxes
  w('TAX'),
  w('VAT'),
  w('IVA'),
  w('MWST'),
  w('TVA'),
  w('UST'),
  w('DI CUI'),
  w('NETTO'),
  w('IMPONIBILE'),
  w('NET'),
  // payment: what was handed over and given back
  w('CASH'),
  w('CONTANTI'),
  w('BAR'),
  w('GEGEBEN'),
  w('ESPECES'),
  w('EFECTIVO'),
  w('ENTREGADO'),
  w('TENDERED'),
  w('CHANGE'),
  w('RESTO'),
  w('RUCKGELD'),
  w('RUECKGELD'),
  w('RENDU'),
  w('CAMBIO'),
  w('DEVUELTO'),
  // additions and reductions
  w('TIP'),
  w('GRATUITY'),
  w('MANCIA'),
  w('TRINKGELD'),
  w('POURBOIRE'),
  w('PROPINA'),
  w('DISCOUNT'),
  w('SCONTO'),
  w('RABATT'),
  w('REMISE'),
  w('DESCUENTO'),
  // counts
  w('ITEMS'),
  w('PEZZI'),
  w('ARTICLES'),
  w('ARTIKEL'),
  w('ARTICULOS'),
];

const has = (words: readonly string[], phrases: readonly (readonly string[])[]) =>
  phrases.some((p) => findPhrase(words, p) >= 0);

const INCLUDING = ['INCL', 'INKL', 'INC', 'INCLUSO', 'INCLUS', 'INCLUIDO'];

function kindOf(words: readonly string[]): { kind: LineKind; totalRank: number } {
  const totalRank = Math.max(
    0,
    ...TOTAL_LABELS.filter(([phrase]) => findPhrase(words, phrase) >= 0).map(([, rank]) => rank),
  );
  // 'NET A PAYER', 'AMOUNT DUE': nothing else reads like them.
  if (totalRank >= 3) return { kind: 'total', totalRank };
  if (has(words, SUBTOTAL_LABELS)) return { kind: 'subtotal', totalRank: 0 };
  // 'Total incl. VAT' is the total; 'TOTAL TAX', 'Totale IVA', 'Totale pezzi' are totals of something else.
  if (totalRank > 0 && words.some((word) => INCLUDING.includes(word))) return { kind: 'total', totalRank };
  if (has(words, OTHER_AMOUNT_LABELS)) return { kind: 'other-amount', totalRank: 0 };
  if (totalRank > 0) return { kind: 'total', totalRank };
  return { kind: 'plain', totalRank: 0 };
}

/** A date on the line: then '20.15' beside it is the time, not an amount. */
const DATE_ON_LINE =
  /\d{1,2}\s?[./-]\s?\d{1,2}\s?[./-]\s?\d{2,4}|\d{4}-\d{1,2}-\d{1,2}|\d{1,2}\.?\s\p{L}{3,10}\.?\s\d{4}/u;
const CLOCK = /^\d{1,2}[.,]\d{2}$/;

/** The OCR lines as the field readers see them; blank lines are dropped. */
export function receiptLines(lines: readonly OcrLine[]): ReceiptLine[] {
  const out: ReceiptLine[] = [];
  for (const line of lines) {
    const text = tidyLine(line.text);
    if (!text) continue;
    const numeric = fixDigits(text);
    let amounts = moneyTokens(numeric);
    if (DATE_ON_LINE.test(numeric)) {
      amounts = amounts.filter((a) => !CLOCK.test(numeric.slice(a.start, a.end).trim()));
    }
    const words = foldWords(labelOf(numeric, amounts));
    out.push({
      text,
      numeric,
      amounts,
      words,
      ...kindOf(words),
      height: line.height,
      confidence: line.confidence,
      ocrWords: line.words,
      raw: line.text,
    });
  }
  return out;
}
