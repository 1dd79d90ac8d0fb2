// The on-device scan (docs/decisions/0009): read the photo's text in the browser and parse the bill
// from it. Loaded by dynamic import when an on-device scan starts.
import { parseReceiptText, type ReceiptReading } from '../ocr/parse-receipt-text';
import type { ReceiptText } from '../ocr/ocr-line';
import type { OcrProgress } from '../ocr/ocr-progress';
import { imageForOcr } from '../ocr-image';
import { readReceiptText } from './read-receipt-text';

export interface DeviceReading {
  reading: ReceiptReading;
  text: ReceiptText;
}

/** Reads a prepared receipt image (a data URL) into the bill's fields, reporting progress. */
export async function readBillOnDevice(
  dataUrl: string,
  onProgress?: (progress: OcrProgress) => void,
  today: Date = new Date(),
): Promise<DeviceReading> {
  const text = await readReceiptText(await imageForOcr(dataUrl), onProgress);
  return { reading: parseReceiptText(text.lines, today), text };
}
