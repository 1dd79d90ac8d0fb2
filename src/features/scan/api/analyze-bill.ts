// The vision-model call of the bill scan (spec section 7, "Bill scan (user screen)"): the shared client
// (platform/vision-client) with this screen's instruction and reply parsing.
// Imported statically: this module is only loaded by the lazily loaded scan route.
import { askVisionModel } from '@/platform/vision-client';
import type { VisionConfig } from '@/platform/vision-config';
import type { ExtractedBill } from '../model/bill';
import { parseBillReply } from '../model/reply';
import { AppError } from '@/domain/app-error';

export const BILL_INSTRUCTION = [
  'You are reading a photo of a restaurant bill (receipt).',
  'Reply with ONLY a JSON object, no markdown fences and no other text, in exactly this shape:',
  '{"restaurantName": string, "address": string, "totalAmount": number, "date": "YYYY-MM-DD", "items": [{"name": string, "price": number}]}',
  'Rules:',
  '- restaurantName: the name of the restaurant as printed on the bill.',
  '- address: the street address of the restaurant as printed (street, number, postcode, city).',
  '- totalAmount: the final total paid, as a plain number with a dot as decimal separator and no currency symbol (for example 42.5).',
  '- date: the date of the bill in the format YYYY-MM-DD. Bills from Europe write the day first (21/11/2026 is 2026-11-21).',
  '- items: every line item with its name and its line price as a plain number; use an empty list if no items are readable.',
  '- If a field cannot be read, set it to null. Do not guess.',
].join('\n');

/**
 * Sends the receipt image (a data URL) to the vision model and returns the checked bill.
 * Throws an AppError with a spec message: the validation messages of parseBillReply, or the generic
 * scan message when the service cannot be reached or answers with an error.
 */
export async function analyzeBill(dataUrl: string, config: VisionConfig): Promise<ExtractedBill> {
  if (!dataUrl) throw new AppError('scan:errors.noImageSelected');
  if (!/^data:image\/[\w.+-]+;base64,/i.test(dataUrl)) throw new AppError('scan:errors.invalidImageFormat');

  let reply: string | null | undefined;
  try {
    reply = await askVisionModel(dataUrl, BILL_INSTRUCTION, config);
  } catch (cause) {
    throw new AppError('scan:errors.scanFailedGeneric', undefined, { cause });
  }
  return parseBillReply(reply);
}
