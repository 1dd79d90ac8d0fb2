// The on-device scan (docs/decisions/0009): read the photo's text in the browser (the reader is a
// chunk of its own, loaded by dynamic import when an on-device scan starts) and parse the bill from it.
import type { OcrErrorName, ReceiptText } from '../ocr/ocr-line';
import type { OcrProgress } from '../ocr/ocr-progress';
import { isEmptyReading, parseReceiptText, type ReceiptReading } from '../ocr/parse-receipt-text';
import type * as Reader from './read-receipt-text';
import { AppError, type MessageKey } from '@/domain/app-error';

export interface DeviceReading {
  reading: ReceiptReading;
  text: ReceiptText;
}

/** The message of each failure of the reader. */
const MESSAGES: Record<OcrErrorName, MessageKey> = {
  ReaderUnavailable: 'scan:errors.readerUnavailable',
  InvalidImage: 'scan:errors.invalidImageFormat',
  RecognitionFailed: 'scan:errors.scanFailedGeneric',
};

let reader: Promise<typeof Reader> | null = null;

function loadReader() {
  reader ??= import('./read-receipt-text').catch((cause: unknown) => {
    reader = null; // offline on the first scan: the next scan tries again
    throw new AppError('scan:errors.readerUnavailable', undefined, { cause });
  });
  return reader;
}

/**
 * Reads a prepared receipt image (a data URL) into the bill's fields, reporting progress. Throws an
 * Error with a message to show: the reader could not be loaded, the photo not decoded or read, or
 * (the spec's) 'Could not analyze the bill...' when nothing of a bill could be read.
 */
export async function readBillOnDevice(
  dataUrl: string,
  onProgress?: (progress: OcrProgress) => void,
  today: Date = new Date(),
): Promise<DeviceReading> {
  const { readReceiptText } = await loadReader();
  let text: ReceiptText;
  try {
    text = await readReceiptText(dataUrl, onProgress);
  } catch (error) {
    const name = error instanceof Error ? error.name : null;
    const key =
      name && Object.hasOwn(MESSAGES, name)
        ? MESSAGES[name as OcrErrorName]
        : 'scan:errors.scanFailedGeneric';
    throw new AppError(key, undefined, { cause: error });
  }
  const reading = parseReceiptText(text.lines, today);
  if (isEmptyReading(reading)) throw new AppError('scan:errors.billNotAnalyzed');
  return { reading, text };
}

/** Stops the reader's worker when the scan screen closes (it holds the language model in memory). */
export function releaseDeviceReader(): void {
  void reader?.then(
    (m) => m.releaseReceiptReader(),
    () => undefined,
  );
}
