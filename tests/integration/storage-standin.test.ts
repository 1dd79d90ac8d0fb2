// The Storage stand-in (stack/storage-emulator/) against the real Firebase web SDK: the SDK must
// be able to upload (multipart and resumable), read metadata, download, update, list and delete.
// The test starts its own stand-in on a free port, so it needs no running stack.
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getDownloadURL,
  getMetadata,
  getStorage,
  list,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  type FirebaseStorage,
  type StorageError,
} from 'firebase/storage';
import { createStorageStandIn } from '../../stack/storage-emulator/server.mjs';

const BUCKET = 'demo-goldfork.appspot.com';

type Seen = { method: string; url: string; headers: IncomingHttpHeaders };

let server: Server;
let base: string;
let app: FirebaseApp;
let storage: FirebaseStorage;
// Every request the stand-in received, to check which protocol the SDK chose.
const seen: Seen[] = [];

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('base64');
const seenSince = (mark: number) => seen.slice(mark);

const receipt = new TextEncoder().encode('Goldfork receipt: 2 x pizza, 21.50 EUR\n');
// Above 256 KB the SDK switches to the resumable protocol; 1.3 MB makes it send several chunks.
const photo = new Uint8Array(randomBytes(1_300_000));

beforeAll(async () => {
  server = createStorageStandIn();
  server.prependListener('request', (req) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;

  app = initializeApp(
    { projectId: 'demo-goldfork', apiKey: 'demo-key', storageBucket: BUCKET },
    `storage-standin-${Date.now()}`,
  );
  storage = getStorage(app);
  connectStorageEmulator(storage, '127.0.0.1', port);
});

afterAll(async () => {
  await deleteApp(app);
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('Storage stand-in with the Firebase web SDK', () => {
  it('answers the readiness probe on GET /', async () => {
    const res = await fetch(`${base}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/stand-in/);
  });

  it('uploadBytes sends a multipart upload and keeps contentType and customMetadata', async () => {
    const mark = seen.length;
    const result = await uploadBytes(ref(storage, 'bills/user1/receipt.txt'), receipt, {
      contentType: 'text/plain',
      customMetadata: { userId: 'user1', source: 'scan' },
    });

    const uploads = seenSince(mark).filter((r) => r.method === 'POST');
    expect(uploads).toHaveLength(1);
    expect(uploads[0].headers['x-goog-upload-protocol']).toBe('multipart');
    expect(uploads[0].url).toContain(`name=${encodeURIComponent('bills/user1/receipt.txt')}`);

    const md = result.metadata;
    expect(md.fullPath).toBe('bills/user1/receipt.txt');
    expect(md.name).toBe('receipt.txt');
    expect(md.bucket).toBe(BUCKET);
    expect(md.size).toBe(receipt.length);
    expect(md.contentType).toBe('text/plain');
    expect(md.customMetadata).toEqual({ userId: 'user1', source: 'scan' });
    expect(md.md5Hash).toBe(md5(receipt));
    expect(md.generation).toMatch(/^\d+$/);
  });

  it('uploadBytesResumable uses the resumable protocol in chunks and reports progress', async () => {
    const mark = seen.length;
    const task = uploadBytesResumable(ref(storage, 'bills/user1/photo.jpg'), photo, {
      contentType: 'image/jpeg',
      customMetadata: { userId: 'user1' },
    });
    const progress: number[] = [];
    const totals = new Set<number>();
    task.on('state_changed', (snap) => {
      progress.push(snap.bytesTransferred);
      totals.add(snap.totalBytes);
    });
    const snap = await task;

    const requests = seenSince(mark).filter((r) => r.method === 'POST');
    const commands = requests.map((r) => r.headers['x-goog-upload-command']);
    expect(requests[0].headers['x-goog-upload-protocol']).toBe('resumable');
    expect(commands[0]).toBe('start');
    expect(commands.slice(1, -1).every((c) => c === 'upload')).toBe(true);
    expect(commands.at(-1)).toBe('upload, finalize');
    expect(commands.length).toBeGreaterThanOrEqual(3); // start + at least two chunks
    expect(requests.slice(1).map((r) => r.headers['x-goog-upload-offset'])).toEqual(
      [0, 256 * 1024, 768 * 1024].map(String),
    );

    expect([...totals]).toEqual([photo.length]);
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(photo.length);
    expect(snap.state).toBe('success');
    expect(snap.metadata.size).toBe(photo.length);
    expect(snap.metadata.md5Hash).toBe(md5(photo));
  });

  it('getMetadata returns what was stored', async () => {
    const md = await getMetadata(ref(storage, 'bills/user1/photo.jpg'));
    expect(md).toMatchObject({
      bucket: BUCKET,
      fullPath: 'bills/user1/photo.jpg',
      name: 'photo.jpg',
      size: photo.length,
      contentType: 'image/jpeg',
      customMetadata: { userId: 'user1' },
      md5Hash: md5(photo),
      metageneration: '1',
    });
    expect(Number.isNaN(Date.parse(md.timeCreated))).toBe(false);
    expect(md.updated).toBe(md.timeCreated);
  });

  it('getDownloadURL gives a URL whose fetch returns the exact bytes', async () => {
    const url = await getDownloadURL(ref(storage, 'bills/user1/photo.jpg'));
    expect(url).toMatch(
      new RegExp(`^${base}/v0/b/${BUCKET}/o/bills%2Fuser1%2Fphoto\\.jpg\\?alt=media&token=[0-9a-f-]{36}$`),
    );
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(photo))).toBe(true);

    // No rules are enforced: alt=media without a token is served too; a wrong token is not.
    const plain = await fetch(url.replace(/&token=.*$/, ''));
    expect(Buffer.from(await plain.arrayBuffer()).equals(Buffer.from(photo))).toBe(true);
    const wrong = await fetch(url.replace(/token=.*$/, 'token=not-the-token'));
    expect(wrong.status).toBe(403);

    const ranged = await fetch(url, { headers: { Range: 'bytes=10-19' } });
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(Buffer.from(photo.subarray(10, 20)))).toBe(true);
  });

  it('updateMetadata changes fields and merges customMetadata', async () => {
    const photoRef = ref(storage, 'bills/user1/photo.jpg');
    const updated = await updateMetadata(photoRef, {
      cacheControl: 'public, max-age=60',
      customMetadata: { reviewed: 'yes' },
    });
    expect(updated.cacheControl).toBe('public, max-age=60');
    expect(updated.customMetadata).toEqual({ userId: 'user1', reviewed: 'yes' });
    expect(updated.contentType).toBe('image/jpeg');
    expect(updated.metageneration).toBe('2');

    const again = await getMetadata(photoRef);
    expect(again.cacheControl).toBe('public, max-age=60');
    expect(again.customMetadata).toEqual({ userId: 'user1', reviewed: 'yes' });
    expect(Date.parse(again.updated)).toBeGreaterThanOrEqual(Date.parse(again.timeCreated));
  });

  it('listAll returns prefixes and items, and list pages with maxResults', async () => {
    await uploadBytes(ref(storage, 'bills/user2/receipt.txt'), receipt, { contentType: 'text/plain' });

    const bills = await listAll(ref(storage, 'bills'));
    expect(bills.items).toEqual([]);
    expect(bills.prefixes.map((p) => p.fullPath)).toEqual(['bills/user1', 'bills/user2']);

    const user1 = await listAll(ref(storage, 'bills/user1'));
    expect(user1.prefixes).toEqual([]);
    expect(user1.items.map((i) => i.fullPath)).toEqual(['bills/user1/photo.jpg', 'bills/user1/receipt.txt']);

    const page1 = await list(ref(storage, 'bills/user1'), { maxResults: 1 });
    expect(page1.items.map((i) => i.name)).toEqual(['photo.jpg']);
    expect(page1.nextPageToken).toBeTruthy();
    const page2 = await list(ref(storage, 'bills/user1'), { maxResults: 1, pageToken: page1.nextPageToken });
    expect(page2.items.map((i) => i.name)).toEqual(['receipt.txt']);
    expect(page2.nextPageToken).toBeUndefined();
  });

  it('deleteObject removes the object; getMetadata then rejects with storage/object-not-found', async () => {
    const receiptRef = ref(storage, 'bills/user1/receipt.txt');
    await deleteObject(receiptRef);
    await expect(getMetadata(receiptRef)).rejects.toMatchObject({
      code: 'storage/object-not-found',
    } satisfies Partial<StorageError>);
    await expect(deleteObject(receiptRef)).rejects.toMatchObject({ code: 'storage/object-not-found' });
    const user1 = await listAll(ref(storage, 'bills/user1'));
    expect(user1.items.map((i) => i.name)).toEqual(['photo.jpg']);
  });

  it('answers a CORS preflight with the headers the SDK needs, and exposes the upload headers', async () => {
    const requested = [
      'authorization',
      'content-type',
      'x-firebase-storage-version',
      'x-goog-upload-command',
      'x-goog-upload-header-content-length',
      'x-goog-upload-header-content-type',
      'x-goog-upload-offset',
      'x-goog-upload-protocol',
    ];
    const res = await fetch(`${base}/v0/b/${BUCKET}/o?name=x`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': requested.join(','),
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const methods = res.headers.get('access-control-allow-methods') ?? '';
    for (const m of ['GET', 'POST', 'PATCH', 'DELETE']) expect(methods).toContain(m);
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/);
    for (const h of requested) expect(allowed).toContain(h);

    const exposed = (res.headers.get('access-control-expose-headers') ?? '').toLowerCase();
    for (const h of ['x-goog-upload-url', 'x-goog-upload-status', 'x-goog-upload-size-received']) {
      expect(exposed).toContain(h);
    }
  });

  it('speaks the resumable commands on the wire: start, upload, query, upload+finalize', async () => {
    const name = 'raw/notes.txt';
    const start = await fetch(`${base}/v0/b/${BUCKET}/o?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: {
        'X-Goog-Upload-Protocol': 'resumable',
        'X-Goog-Upload-Command': 'start',
        'X-Goog-Upload-Header-Content-Length': '6',
        'X-Goog-Upload-Header-Content-Type': 'text/plain',
        'Content-Type': 'application/json; charset=utf-8',
      },
      body: JSON.stringify({ name, contentType: 'text/plain', metadata: { via: 'raw' } }),
    });
    expect(start.status).toBe(200);
    expect(start.headers.get('x-goog-upload-status')).toBe('active');
    const uploadUrl = start.headers.get('x-goog-upload-url') ?? '';
    expect(uploadUrl.startsWith(`${base}/v0/b/${BUCKET}/o?`)).toBe(true);

    const send = (command: string, offset: number, body?: string) =>
      fetch(uploadUrl, {
        method: 'POST',
        headers: { 'X-Goog-Upload-Command': command, 'X-Goog-Upload-Offset': String(offset) },
        body,
      });

    const part = await send('upload', 0, 'abc');
    expect(part.headers.get('x-goog-upload-status')).toBe('active');
    expect(part.headers.get('x-goog-upload-size-received')).toBe('3');

    const query = await fetch(uploadUrl, { method: 'POST', headers: { 'X-Goog-Upload-Command': 'query' } });
    expect(query.status).toBe(200);
    expect(query.headers.get('x-goog-upload-status')).toBe('active');
    expect(query.headers.get('x-goog-upload-size-received')).toBe('3');

    const gap = await send('upload', 5, 'zz');
    expect(gap.status).toBe(400);

    const last = await send('upload, finalize', 3, 'def');
    expect(last.status).toBe(200);
    expect(last.headers.get('x-goog-upload-status')).toBe('final');
    expect(await last.json()).toMatchObject({
      name,
      size: '6',
      contentType: 'text/plain',
      metadata: { via: 'raw' },
    });

    const bytes = await fetch(`${base}/v0/b/${BUCKET}/o/${encodeURIComponent(name)}?alt=media`);
    expect(await bytes.text()).toBe('abcdef');
  });
});
