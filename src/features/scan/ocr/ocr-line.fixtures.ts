// For the parser's tests: a receipt typed as plain text, one OcrLine a line with no layout (the device
// reader gives each line its height and words).
import type { OcrLine } from './ocr-line';

export function linesFromText(text: string): OcrLine[] {
  return text.split(/\r?\n/).map((line) => ({ text: line }));
}
