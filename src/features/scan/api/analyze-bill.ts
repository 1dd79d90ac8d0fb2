// The vision-model call of the bill scan (spec section 7, "Bill scan (user screen)").
// Imported statically: this module is only loaded by the lazily loaded scan route.
import OpenAI from 'openai';
import type { ExtractedBill } from '../model';
import { INVALID_IMAGE_FORMAT, NO_IMAGE_SELECTED, SCAN_FAILED_GENERIC, parseBillReply } from '../model';

export interface VisionConfig {
  apiKey: string;
  baseURL: string;
  model: string;
}

/** Spec client defaults: timeout 10 minutes, 2 retries. */
export const VISION_TIMEOUT_MS = 600000;
export const VISION_MAX_RETRIES = 2;
export const VISION_MAX_TOKENS = 1000;

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

const clients = new Map<string, OpenAI>();

function clientFor(config: VisionConfig): OpenAI {
  const key = JSON.stringify([config.baseURL, config.apiKey]);
  let client = clients.get(key);
  if (!client) {
    client = new OpenAI({
      apiKey: config.apiKey,
      baseURL: config.baseURL,
      dangerouslyAllowBrowser: true,
      timeout: VISION_TIMEOUT_MS,
      maxRetries: VISION_MAX_RETRIES,
    });
    clients.set(key, client);
  }
  return client;
}

/**
 * Sends the receipt image (a data URL) to the vision model and returns the checked bill.
 * Throws an Error with a spec message: the validation messages of parseBillReply, or the generic
 * scan message when the service cannot be reached or answers with an error.
 */
export async function analyzeBill(dataUrl: string, config: VisionConfig): Promise<ExtractedBill> {
  if (!dataUrl) throw new Error(NO_IMAGE_SELECTED);
  if (!/^data:image\/[\w.+-]+;base64,/i.test(dataUrl)) throw new Error(INVALID_IMAGE_FORMAT);

  let reply: string | null | undefined;
  try {
    const completion = await clientFor(config).chat.completions.create({
      model: config.model,
      max_tokens: VISION_MAX_TOKENS,
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: BILL_INSTRUCTION },
            { type: 'image_url', image_url: { url: dataUrl } },
          ],
        },
      ],
    });
    reply = completion.choices[0]?.message?.content;
  } catch (cause) {
    throw new Error(SCAN_FAILED_GENERIC, { cause });
  }
  return parseBillReply(reply);
}
