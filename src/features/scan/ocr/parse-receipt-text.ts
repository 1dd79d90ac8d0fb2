// OCR text → the bill the confirmation card shows: the same fields the vision model gives
// (model/bill.ts), each left empty when it could not be read, for the person to fill in.
import type { BillItem } from '../model/bill';
import type { OcrLine } from './ocr-line';
import { readDate } from './receipt-date';
import { readHeader } from './receipt-header';
import { readItems } from './receipt-items';
import { receiptLines } from './receipt-lines';
import { readTotal } from './receipt-total';

/** What the on-device reader made of a receipt; a field it could not read is empty (or null). */
export interface ReceiptReading {
  restaurantName: string;
  address: string;
  totalAmount: number | null;
  /** YYYY-MM-DD */
  date: string | null;
  items: BillItem[];
}

/** Reads the bill's fields from OCR lines. `today` helps choose between dates (see readDate). */
export function parseReceiptText(lines: readonly OcrLine[], today?: Date): ReceiptReading {
  const receipt = receiptLines(lines);
  const header = readHeader(receipt);
  return {
    restaurantName: header.restaurantName,
    address: header.address,
    totalAmount: readTotal(receipt),
    date: readDate(receipt, today),
    items: readItems(receipt, header.end),
  };
}

/** True when the reader found nothing of a bill at all (a photo of something else, or blank). */
export function isEmptyReading(reading: ReceiptReading): boolean {
  return !reading.restaurantName && reading.totalAmount === null && reading.date === null;
}
