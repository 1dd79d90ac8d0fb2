// Helpers of the scan specs: the vision stub that globalSetup started (driven over HTTP), receipt
// images made on the fly, and the bill reply a model would give.
import { deflateSync } from 'node:zlib';
import { expect, type Page, type Route } from '@playwright/test';
import type { VisionStubReply, VisionStubRequest } from '../../support/vision-stub';
import { E2E } from './env';
import { listDocuments } from './fixtures';
import { formatDay } from '../../../src/i18n/format';

const stubBase = E2E.visionStubURL.replace(/\/v1$/, '');

async function stubCall<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${stubBase}${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`vision stub ${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Fails clearly when the stub on the port is missing or belongs to another suite. */
export async function expectOwnStub(): Promise<void> {
  const info = await stubCall<{ tag: string | null }>('GET', '/__stub/info').catch((error: unknown) => {
    throw new Error(`No vision stub at ${stubBase} (globalSetup starts it): ${String(error)}`);
  });
  expect(info.tag, `the vision stub at ${stubBase} belongs to another suite: set E2E_STUB_PORT`).toBe(
    E2E.projectId,
  );
}

export const resetStub = () => stubCall('POST', '/__stub/reset', {});
export const setStubReplies = (replies: VisionStubReply[]) =>
  stubCall('POST', '/__stub/replies', { replies });
export const stubRequests = () => stubCall<VisionStubRequest[]>('GET', '/__stub/requests');

/**
 * This page's own vision model: answers the app's chat-completion calls in the browser with `content`,
 * so a spec that runs beside the scan specs does not share (and overwrite) the suite's one stub.
 */
export async function answerModelInPage(page: Page, content: string): Promise<void> {
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': '*',
  };
  const url = `${E2E.visionStubURL}/chat/completions`;
  await page.unroute(url);
  await page.route(url, (route: Route) =>
    route.request().method() === 'OPTIONS'
      ? route.fulfill({ status: 204, headers: cors })
      : route.fulfill({
          status: 200,
          headers: cors,
          json: {
            id: 'chatcmpl-in-page',
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: 'stub-vision',
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content, refusal: null },
                logprobs: null,
                finish_reason: 'stop',
              },
            ],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          },
        }),
  );
}

/** The image data URL of a chat-completion request the app sent. */
export function sentImageUrl(request: VisionStubRequest): string {
  const content = request.body?.messages?.[0]?.content as Array<{
    type: string;
    image_url?: { url: string };
  }>;
  const part = content.find((p) => p.type === 'image_url');
  if (!part?.image_url) throw new Error('the request carries no image');
  return part.image_url.url;
}

export interface StubBill {
  restaurantName?: unknown;
  address?: unknown;
  totalAmount?: unknown;
  date?: unknown;
  items?: unknown;
}

/** A model's answer: a sentence and the bill as fenced JSON. */
export function fencedReply(bill: StubBill): string {
  return `Here are the details of the bill:\n\`\`\`json\n${JSON.stringify(bill, null, 2)}\n\`\`\``;
}

/** Local 'YYYY-MM-DD' `days` days ago (negative: in the future), as the app's date window counts. */
export function localDate(daysAgo: number): string {
  const d = new Date();
  d.setDate(d.getDate() - daysAgo);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The bill date as the confirmation card shows it: the app's one date formatter (i18n/format). */
export function shownDate(iso: string): string {
  return formatDay(iso);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A small RGB PNG: a pale receipt with a few darker "text" lines. */
function receiptPng(width = 120, height = 200): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB
    const line = y % 16 < 3 && y > 10 && y < height - 10;
    for (let x = 0; x < width; x++) {
      const ink = line && x > 10 && x < width - 10 - (y % 40);
      row.fill(ink ? 40 : 245, 1 + x * 3, 4 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export function receiptFile(name = 'receipt.png') {
  return { name, mimeType: 'image/png', buffer: receiptPng() };
}

/** Picks a file through the screen's hidden file input (what the drop zone button opens). */
export async function uploadReceipt(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer } = receiptFile(),
): Promise<void> {
  await page.getByLabel('Receipt image').setInputFiles(file);
}

/** The bills stored for a user (admin read). */
export async function billsOf(uid: string) {
  return (await listDocuments('bills')).filter((d: { data: { userId?: string } }) => d.data.userId === uid);
}
