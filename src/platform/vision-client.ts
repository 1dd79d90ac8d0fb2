// The vision-model client (spec section 7, "Bill scan"): one OpenAI-compatible chat-completions call
// with a text instruction and an image as a data URL. Shared by the scan screen (analyze-bill) and the
// restaurant form's 'Scan from a bill'; each gives its own instruction and reads the reply itself.
// Imported only by lazily loaded routes: the openai SDK never reaches the first chunk.
import OpenAI from 'openai';
import type { VisionConfig } from './vision-config';

/** Spec client defaults: timeout 10 minutes, 2 retries. */
const VISION_TIMEOUT_MS = 600000;
const VISION_MAX_RETRIES = 2;
const VISION_MAX_TOKENS = 1000;

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
 * Sends one user message (the instruction and the image) and returns the reply text, which may be
 * empty. Any failure of the service (unreachable, error status after the retries) is thrown as it came.
 */
export async function askVisionModel(
  dataUrl: string,
  instruction: string,
  config: VisionConfig,
): Promise<string | null | undefined> {
  const completion = await clientFor(config).chat.completions.create({
    model: config.model,
    max_tokens: VISION_MAX_TOKENS,
    messages: [
      {
        role: 'user',
        content: [
          { type: 'text', text: instruction },
          { type: 'image_url', image_url: { url: dataUrl } },
        ],
      },
    ],
  });
  return completion.choices[0]?.message?.content;
}
