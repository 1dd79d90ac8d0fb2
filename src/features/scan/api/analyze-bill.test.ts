// @vitest-environment node
// Calls the real openai SDK against the local OpenAI-compatible stub: no mocked SDK.
import { missingFieldsMessage } from '../model/messages';
import { BILL_INSTRUCTION, analyzeBill } from './analyze-bill';
import { errorText } from '@/i18n/error-text';

const DATA_URL =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8U';

const BILL = {
  restaurantName: 'Trattoria Da Mario',
  address: 'Via Roma 1, 20121 Milano',
  totalAmount: 42.5,
  date: '2026-11-21',
  items: [{ name: 'Pizza Margherita', price: 12 }],
};

// The stub is Node code (node:http) and tsconfig.app.json, which also checks this test, has no Node
// types; importing it through a variable keeps it out of that program. Its shape as used here:
interface VisionStub {
  url: string;
  setReplies(replies: Array<string | { status: number; body?: unknown }>): void;
  requests: Array<{ body: Record<string, unknown>; bytes: number }>;
  close(): Promise<void>;
}
const STUB_MODULE = '../../../../tests/support/vision-stub.ts';
async function startVisionStub(): Promise<VisionStub> {
  const mod = (await import(/* @vite-ignore */ STUB_MODULE)) as {
    startVisionStub: () => Promise<VisionStub>;
  };
  return mod.startVisionStub();
}

let stub: VisionStub;
let config: { apiKey: string; baseURL: string; model: string };

beforeAll(async () => {
  stub = await startVisionStub();
  config = { apiKey: 'test-key', baseURL: stub.url, model: 'stub-vision' };
});

afterAll(async () => {
  await stub.close();
});

describe('analyzeBill through the openai SDK', () => {
  it('parses a fenced JSON reply', async () => {
    stub.setReplies([
      'Here is the bill:\n```json\n' +
        JSON.stringify({ ...BILL, totalAmount: '€ 42,50', date: '21/11/2026' }) +
        '\n```',
    ]);
    await expect(analyzeBill(DATA_URL, config)).resolves.toEqual(BILL);
  });

  it('sends one user message with the instruction and the image, max_tokens 1000', async () => {
    stub.setReplies([JSON.stringify(BILL)]);
    const before = stub.requests.length;
    await analyzeBill(DATA_URL, config);

    expect(stub.requests.length).toBe(before + 1);
    const { body, bytes } = stub.requests[stub.requests.length - 1]!;
    expect(bytes).toBeGreaterThan(DATA_URL.length);
    expect(body.model).toBe('stub-vision');
    expect(body.max_tokens).toBe(1000);
    expect(body.messages).toEqual([
      {
        role: 'user',
        content: [
          { type: 'text', text: BILL_INSTRUCTION },
          { type: 'image_url', image_url: { url: DATA_URL } },
        ],
      },
    ]);
    expect(BILL_INSTRUCTION).toMatch(/ONLY a JSON object/);
    for (const field of ['restaurantName', 'address', 'totalAmount', 'date', 'items', 'YYYY-MM-DD']) {
      expect(BILL_INSTRUCTION).toContain(field);
    }
  });

  it('an empty reply cannot be analysed', async () => {
    stub.setReplies(['']);
    await expect(analyzeBill(DATA_URL, config)).rejects.toThrow('scan:errors.billNotAnalyzed');
  });

  it('our validation messages come through unchanged', async () => {
    stub.setReplies(['Sorry, I cannot read this receipt.', JSON.stringify({ ...BILL, date: null })]);
    await expect(analyzeBill(DATA_URL, config)).rejects.toThrow('scan:errors.billDetailsNotFound');
    await expect(analyzeBill(DATA_URL, config).catch(errorText)).resolves.toBe(
      missingFieldsMessage(['date']),
    );
  });

  it('a server error, after the SDK retries twice, gives the generic message', async () => {
    stub.setReplies([{ status: 500 }]);
    const before = stub.requests.length;
    const started = Date.now();
    const error = await analyzeBill(DATA_URL, config).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('scan:errors.scanFailedGeneric');
    expect(stub.requests.length - before).toBe(3);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('recovers when a retry succeeds', async () => {
    stub.setReplies([{ status: 503 }, JSON.stringify(BILL)]);
    await expect(analyzeBill(DATA_URL, config)).resolves.toEqual(BILL);
  });

  it('a refused key (401, not retried) and an unreachable service give the generic message', async () => {
    stub.setReplies([
      { status: 401, body: { error: { message: 'Incorrect API key', type: 'invalid_request_error' } } },
    ]);
    await expect(analyzeBill(DATA_URL, config)).rejects.toThrow('scan:errors.scanFailedGeneric');

    const down = await startVisionStub();
    const downUrl = down.url;
    await down.close();
    await expect(analyzeBill(DATA_URL, { ...config, baseURL: downUrl })).rejects.toThrow(
      'scan:errors.scanFailedGeneric',
    );
  });

  it('refuses a missing or non-image data URL before calling the service', async () => {
    const before = stub.requests.length;
    await expect(analyzeBill('', config)).rejects.toThrow('scan:errors.noImageSelected');
    await expect(analyzeBill('data:text/plain;base64,aGVsbG8=', config)).rejects.toThrow(
      'scan:errors.invalidImageFormat',
    );
    expect(stub.requests.length).toBe(before);
  });

  it('the stub answers health checks and CORS preflights', async () => {
    const health = await fetch(stub.url.replace(/\/v1$/, '/health'));
    expect(health.status).toBe(200);

    const preflight = await fetch(`${stub.url}/chat/completions`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-stainless-os,x-stainless-retry-count',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-stainless-retry-count');
  });
});
