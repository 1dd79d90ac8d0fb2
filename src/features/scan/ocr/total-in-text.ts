// The trust signal of a model scan (docs/decisions/0009): is the model's total printed on the receipt,
// as the on-device reader read it? Any way of writing the amount counts: 1215.5 is found as '1.215,50',
// '1,215.50', '1215,50' or '1 215.50'.
import { fixDigits, moneyTokens } from './ocr-tokens';

export function totalAppearsInText(total: number, text: string): boolean {
  const cents = Math.round(total * 100);
  return text
    .split(/\r?\n/)
    .some((line) => moneyTokens(fixDigits(line)).some((token) => Math.round(token.value * 100) === cents));
}
