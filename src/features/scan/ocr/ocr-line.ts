// What the on-device reader (api/read-receipt-text.ts) gives the receipt parser.

/** One line of text as read, with its height in pixels (taller lines are headings). */
export interface OcrLine {
  text: string;
  /** Row height in pixels, when known. */
  height?: number;
  /** Tesseract's confidence, 0-100, when known. */
  confidence?: number;
  /** The line's words with their confidence, when known. */
  words?: OcrWord[];
}

export interface OcrWord {
  text: string;
  confidence: number;
}

export interface ReceiptText {
  /** The whole text, lines separated by newlines. */
  text: string;
  lines: OcrLine[];
}

/** How an on-device reading failed: the reader could not be loaded, the photo not decoded or not read. */
export type OcrErrorName = 'ReaderUnavailable' | 'InvalidImage' | 'RecognitionFailed';
