// A local OpenAI-compatible stand-in for the vision model, for Vitest and Playwright.
// POST /v1/chat/completions answers with the next canned reply (the last one repeats);
// GET /health answers 200. CORS is open so the browser app can call it directly.
// Playwright specs run in another process than the stub (started by globalSetup), so the stub is also
// controlled over HTTP:
//   POST /__stub/replies  {"replies": [...]}  replaces the replies (as setReplies)
//   GET  /__stub/requests                     the chat-completion requests received, oldest first
//   POST /__stub/reset                        forgets replies and requests
//   GET  /__stub/info                         {"tag": ...}: which suite started this stub
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A reply text (becomes choices[0].message.content), or an HTTP error answer. */
export type VisionStubReply = string | { status: number; body?: unknown; headers?: Record<string, string> };

export interface VisionStubRequest {
  body: any;
  /** Size of the raw request body in bytes. */
  bytes: number;
}

export interface VisionStub {
  /** Base URL ending in /v1, e.g. http://127.0.0.1:41234/v1 */
  url: string;
  /** Replaces the queue of replies and starts from its first one. */
  setReplies(replies: VisionStubReply[]): void;
  /** Every chat-completion request received, oldest first (never cleared by setReplies). */
  requests: VisionStubRequest[];
  close(): Promise<void>;
}

export interface VisionStubOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** Returned by GET /__stub/info, so a spec can tell its own stub from another suite's. */
  tag?: string;
}

function readJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

function isReply(value: unknown): value is VisionStubReply {
  return (
    typeof value === 'string' ||
    (typeof value === 'object' &&
      value !== null &&
      typeof (value as { status?: unknown }).status === 'number')
  );
}

const ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'accept',
  'openai-organization',
  'openai-project',
  'x-stainless-arch',
  'x-stainless-lang',
  'x-stainless-os',
  'x-stainless-package-version',
  'x-stainless-retry-count',
  'x-stainless-runtime',
  'x-stainless-runtime-version',
  'x-stainless-timeout',
  'x-stainless-helper-method',
  'x-stainless-poll-helper',
  'x-stainless-custom-poll-interval',
].join(', ');

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const requested = req.headers['access-control-request-headers'];
  return {
    'access-control-allow-origin': typeof req.headers.origin === 'string' ? req.headers.origin : '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    // Echo what the browser asks for (covers any x-stainless-* header), else the known list.
    'access-control-allow-headers': typeof requested === 'string' && requested ? requested : ALLOWED_HEADERS,
    'access-control-expose-headers': 'retry-after, retry-after-ms, x-request-id, x-should-retry',
    'access-control-max-age': '600',
    vary: 'Origin, Access-Control-Request-Headers',
  };
}

function send(
  res: ServerResponse,
  req: IncomingMessage,
  status: number,
  body: unknown,
  extra: Record<string, string> = {},
) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    ...corsHeaders(req),
    'content-type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json',
    'content-length': String(Buffer.byteLength(text)),
    ...extra,
  });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export async function startVisionStub(options: VisionStubOptions = {}): Promise<VisionStub> {
  let replies: VisionStubReply[] = [];
  let cursor = 0;
  let counter = 0;
  const requests: VisionStubRequest[] = [];

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, req, 500, { error: { message: String(error), type: 'stub_error' } });
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'OPTIONS') {
      res.writeHead(204, corsHeaders(req));
      res.end();
      return;
    }
    if (req.method === 'GET' && path === '/health') {
      send(res, req, 200, { ok: true });
      return;
    }
    if (path?.startsWith('/__stub/')) {
      await control(req, res, path);
      return;
    }
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      send(res, req, 404, { error: { message: `No route ${req.method} ${path}`, type: 'not_found' } });
      return;
    }

    const raw = await readBody(req);
    let body: any;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      send(res, req, 400, { error: { message: 'Body is not JSON', type: 'invalid_request_error' } });
      return;
    }
    requests.push({ body, bytes: raw.length });

    const reply = replies.length ? replies[Math.min(cursor, replies.length - 1)] : undefined;
    cursor++;
    if (reply === undefined) {
      send(
        res,
        req,
        500,
        { error: { message: 'vision stub: no replies set', type: 'stub_error' } },
        { 'retry-after-ms': '5' },
      );
      return;
    }
    if (typeof reply !== 'string') {
      const errorBody = reply.body ?? {
        error: { message: `stub error ${reply.status}`, type: 'server_error' },
      };
      // A short retry-after-ms keeps the SDK's retries fast in tests.
      send(res, req, reply.status, errorBody, { 'retry-after-ms': '5', ...reply.headers });
      return;
    }
    counter++;
    send(res, req, 200, {
      id: `chatcmpl-stub-${counter}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: typeof body?.model === 'string' ? body.model : 'stub-vision',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: reply, refusal: null },
          logprobs: null,
          finish_reason: 'stop',
        },
      ],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    });
  }

  async function control(req: IncomingMessage, res: ServerResponse, path: string) {
    if (req.method === 'GET' && path === '/__stub/info') {
      send(res, req, 200, { tag: options.tag ?? null, requests: requests.length });
    } else if (req.method === 'GET' && path === '/__stub/requests') {
      send(res, req, 200, requests);
    } else if (req.method === 'POST' && path === '/__stub/reset') {
      await readBody(req);
      replies = [];
      cursor = 0;
      requests.length = 0;
      send(res, req, 200, { ok: true });
    } else if (req.method === 'POST' && path === '/__stub/replies') {
      const body = readJson(await readBody(req)) as { replies?: unknown } | undefined;
      const next = body?.replies;
      if (!Array.isArray(next) || !next.every(isReply)) {
        send(res, req, 400, {
          error: { message: 'Expected {"replies": [string | {status}]}', type: 'stub_error' },
        });
        return;
      }
      replies = next;
      cursor = 0;
      send(res, req, 200, { ok: true, replies: next.length });
    } else {
      send(res, req, 404, { error: { message: `No route ${req.method} ${path}`, type: 'not_found' } });
    }
  }

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host}:${port}/v1`,
    setReplies(next) {
      replies = [...next];
      cursor = 0;
    },
    requests,
    close() {
      return new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}
