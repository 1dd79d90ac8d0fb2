// A receipt's items from its OCR lines, best effort: between the header and the first total, every line
// with a name and a price at its end. Quantity lines ('3 x 25,00') and rows of stars are left out.
import type { BillItem } from '../model/bill';
import { collapseSpaces, tidyLine } from './ocr-tokens';
import type { ReceiptLine } from './receipt-lines';

/** '3 x', '2x', '4 X 19,40': a quantity line under an item, not an item. */
const QUANTITY_ONLY = /^\d+\s?[x×*]\s?$/i;

const TRAILING_CURRENCY = /\s*(?:EUR|€|\$|£)\s*$/i;
const TRAILING_LEADERS = /(?:\s*[.·…_,:-]){2,}\s*$/;

/** The name before the price, without the dot leaders and currency mark printed between them. */
function itemName(line: ReceiptLine): string {
  const price = line.amounts.at(-1)!;
  let name = tidyLine(line.text.slice(0, price.start));
  for (let previous = ''; previous !== name;) {
    previous = name;
    name = tidyLine(name.replace(TRAILING_CURRENCY, '').replace(TRAILING_LEADERS, ''));
  }
  return collapseSpaces(name);
}

export function readItems(lines: readonly ReceiptLine[], from: number): BillItem[] {
  const items: BillItem[] = [];
  for (const line of lines.slice(from)) {
    if (line.kind === 'total' || line.kind === 'subtotal') break;
    if (line.kind !== 'plain' || line.amounts.length === 0) continue;
    const name = itemName(line);
    const letters = (name.match(/\p{L}/gu) ?? []).length;
    if (letters < 2 || QUANTITY_ONLY.test(name)) continue;
    items.push({ name, price: line.amounts.at(-1)!.value });
  }
  return items;
}
