// The vision-model endpoint of the bill scan, read once from the build's VITE_OPENAI_* variables.
// Every VITE_ value is public (README, "Bill scanning"): in production the base URL is a proxy.
// Shared by the scan screen and the restaurant form's 'Scan from a bill' (platform/vision-client.ts).

export interface VisionConfig {
  apiKey: string;
  baseURL: string;
  model: string;
}

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';
/** Local servers (Ollama, vLLM) accept any key, but the SDK insists on one. */
const PLACEHOLDER_KEY = 'not-needed';

type RawEnv = Record<string, string | boolean | undefined>;

function str(raw: RawEnv, key: string): string {
  const v = raw[key];
  return typeof v === 'string' ? v.trim() : '';
}

/**
 * Pure, so it can be tested: null when no endpoint is configured (no model, or neither a base URL nor
 * a key for OpenAI itself).
 */
export function readVisionConfig(raw: RawEnv): VisionConfig | null {
  const model = str(raw, 'VITE_OPENAI_MODEL');
  const baseURL = str(raw, 'VITE_OPENAI_BASE_URL').replace(/\/+$/, '');
  const apiKey = str(raw, 'VITE_OPENAI_API_KEY');
  if (!model || (!baseURL && !apiKey)) return null;
  return { model, baseURL: baseURL || OPENAI_DEFAULT_BASE_URL, apiKey: apiKey || PLACEHOLDER_KEY };
}

let cached: { config: VisionConfig | null } | undefined;

export function visionConfig(): VisionConfig | null {
  cached ??= { config: readVisionConfig(import.meta.env as RawEnv) };
  return cached.config;
}
