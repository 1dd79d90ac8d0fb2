// Goldfork's local stand-in for the Firebase Storage emulator, for machines where the official one
// cannot start (it needs Java 21 and a download). It answers the REST calls the web SDK makes after
// connectStorageEmulator(storage, '127.0.0.1', 9199), as read from @firebase/storage's dist source:
// multipart and resumable uploads, metadata get/patch, download (alt=media), delete and list, with
// CORS so the browser can call it. Objects live in memory and vanish when the process stops.
//
// IT DOES NOT ENFORCE storage.rules: every request is allowed, signed in or not, any bucket. Download
// tokens are issued like in production; a URL without a token is served, a URL with a wrong token is
// refused (403), as production would. Test storage.rules elsewhere, never through this server.
//
//   node stack/storage-emulator/server.mjs       (STORAGE_PORT, default 9199; host 127.0.0.1)
import { createServer } from 'node:http';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseMultipartRelated } from './multipart.mjs';
import { HttpError, ObjectStore, ResumableUploads, toResource } from './store.mjs';

const HOST = '127.0.0.1';
const DEFAULT_PORT = 9199;
const MAX_BODY_BYTES = 130 * 1024 * 1024; // the SDK's chunks stay below 32 MB; same cap as firebase-tools
const CHUNK_GRANULARITY = 256 * 1024; // RESUMABLE_UPLOAD_CHUNK_SIZE in the SDK

// Request headers the SDK sets (makeRequest() and the upload requests); preflights also echo
// whatever else the browser asks for, since Authorization cannot be covered by a `*` wildcard.
const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Range',
  'X-Firebase-Storage-Version',
  'X-Firebase-GMPID',
  'X-Firebase-AppCheck',
  'X-Goog-Upload-Protocol',
  'X-Goog-Upload-Command',
  'X-Goog-Upload-Offset',
  'X-Goog-Upload-Header-Content-Length',
  'X-Goog-Upload-Header-Content-Type',
  'X-HTTP-Method-Override',
];
// The SDK reads the upload headers with getResponseHeader(); a browser hides them unless exposed.
const EXPOSED_HEADERS = [
  'X-Goog-Upload-URL',
  'X-Goog-Upload-Status',
  'X-Goog-Upload-Size-Received',
  'X-Goog-Upload-Chunk-Granularity',
  'X-GUploader-UploadID',
  'X-Goog-Generation',
  'X-Goog-Metageneration',
  'X-Goog-Hash',
  'Content-Type',
  'Content-Length',
  'Content-Range',
  'Content-Disposition',
  'Content-Encoding',
  'ETag',
  'Accept-Ranges',
];
const METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * Creates the stand-in (not listening yet).
 * @param {{ log?: (line: string) => void }} [options] `log` gets one line per request.
 * @returns {import('node:http').Server}
 */
export function createStorageStandIn({ log = () => {} } = {}) {
  const store = new ObjectStore();
  const uploads = new ResumableUploads();

  return createServer((req, res) => {
    const t0 = Date.now();
    res.on('finish', () =>
      log(`${req.method} ${shorten(req.url)} -> ${res.statusCode} (${Date.now() - t0} ms)`),
    );
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS.join(', '));
    handle(req, res, store, uploads).catch((err) => {
      const status = err instanceof HttpError ? err.status : 500;
      if (status === 500) log(`error: ${err?.stack ?? err}`);
      if (res.headersSent) return void res.destroy();
      sendJson(
        res,
        status,
        { error: { code: status, message: err?.message ?? 'Internal error' } },
        err?.headers,
      );
    });
  });
}

async function handle(req, res, store, uploads) {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  // Split by hand: object names arrive percent-encoded (a/b -> a%2Fb) and must not be normalised.
  const rawPath = q === -1 ? url : url.slice(0, q);
  const query = new URLSearchParams(q === -1 ? '' : url.slice(q + 1));

  if (req.method === 'OPTIONS') return preflight(req, res);
  if (rawPath === '/' && (req.method === 'GET' || req.method === 'HEAD')) {
    return send(res, 200, 'Goldfork Storage stand-in: ready (does not enforce storage.rules)\n', {
      'Content-Type': 'text/plain; charset=utf-8',
    });
  }

  const match = /^\/v0\/b\/([^/]+)\/o(?:\/(.*))?$/.exec(rawPath);
  if (!match) throw new HttpError(404, `Not found: ${rawPath}`);
  const bucket = decode(match[1]);
  const name = match[2] ? decode(match[2]) : null;

  let method = req.method ?? 'GET';
  const override = req.headers['x-http-method-override'];
  if ((method === 'POST' || method === 'PUT') && typeof override === 'string')
    method = override.toUpperCase();

  switch (method) {
    case 'GET':
    case 'HEAD':
      if (name === null) return list(res, store, bucket, query);
      return getObject(res, store, bucket, name, query, req.headers.range);
    case 'POST':
    case 'PUT':
      return upload(req, res, store, uploads, bucket, name, query);
    case 'PATCH': {
      if (name === null) throw new HttpError(400, 'PATCH needs an object name');
      const obj = store.update(bucket, name, parseJson(await readBody(req)));
      if (!obj) throw new HttpError(404, `Object ${name} does not exist`);
      return sendJson(res, 200, toResource(obj));
    }
    case 'DELETE':
      if (name === null) throw new HttpError(400, 'DELETE needs an object name');
      if (!store.delete(bucket, name)) throw new HttpError(404, `Object ${name} does not exist`);
      return send(res, 204, '');
    default:
      throw new HttpError(405, `Method ${method} not allowed`, { Allow: METHODS });
  }
}

function preflight(req, res) {
  const requested = String(req.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  const allowed = new Map([...ALLOWED_HEADERS, ...requested].map((h) => [h.toLowerCase(), h]));
  const headers = {
    'Access-Control-Allow-Methods': METHODS,
    'Access-Control-Allow-Headers': [...allowed.values()].join(', '),
    'Access-Control-Max-Age': '3600',
  };
  // Chrome's Private Network Access asks before a public page may call 127.0.0.1.
  if (req.headers['access-control-request-private-network']) {
    headers['Access-Control-Allow-Private-Network'] = 'true';
  }
  send(res, 204, '', headers);
}

function list(res, store, bucket, query) {
  const max = Number(query.get('maxResults'));
  const result = store.list(bucket, {
    prefix: query.get('prefix') ?? '',
    delimiter: query.get('delimiter') ?? '',
    pageToken: query.get('pageToken') ?? '',
    maxResults: Number.isInteger(max) && max > 0 ? Math.min(max, 1000) : 1000,
  });
  sendJson(res, 200, result);
}

function getObject(res, store, bucket, name, query, rangeHeader) {
  const obj = store.get(bucket, name);
  if (!obj) throw new HttpError(404, `Object ${name} does not exist`);
  if (query.get('alt') !== 'media') {
    // getDownloadURL() reads downloadTokens from this answer.
    store.ensureDownloadToken(obj);
    return sendJson(res, 200, toResource(obj));
  }
  const token = query.get('token');
  if (token !== null && !obj.downloadTokens.includes(token)) {
    throw new HttpError(403, 'Invalid download token');
  }
  const headers = {
    'Content-Type': obj.contentType,
    'Content-Disposition': obj.contentDisposition ?? 'inline',
    'Accept-Ranges': 'bytes',
    ETag: `"${obj.md5Hash}"`,
    'X-Goog-Generation': String(obj.generation),
    'X-Goog-Metageneration': String(obj.metageneration),
    'X-Goog-Hash': `md5=${obj.md5Hash}`,
  };
  if (obj.cacheControl) headers['Cache-Control'] = obj.cacheControl;
  if (obj.contentEncoding) headers['Content-Encoding'] = obj.contentEncoding;
  if (obj.contentLanguage) headers['Content-Language'] = obj.contentLanguage;

  const size = obj.bytes.length;
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    throw new HttpError(416, 'Requested range not satisfiable', { 'Content-Range': `bytes */${size}` });
  }
  if (range) {
    headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
    return send(res, 206, obj.bytes.subarray(range.start, range.end + 1), headers);
  }
  send(res, 200, obj.bytes, headers);
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range; anything else is ignored (whole object). */
function parseRange(header, size) {
  const m = /^bytes=(\d*)-(\d*)$/.exec(String(header ?? '').trim());
  if (!m || (m[1] === '' && m[2] === '') || size === 0) return null;
  let start;
  let end;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start >= size || start > end ? 'unsatisfiable' : { start, end };
}

async function upload(req, res, store, uploads, bucket, pathName, query) {
  const commands = String(req.headers['x-goog-upload-command'] ?? '')
    .toLowerCase()
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const protocol = String(req.headers['x-goog-upload-protocol'] ?? '').toLowerCase();
  const contentType = req.headers['content-type'];
  const body = await readBody(req);

  const uploadId = query.get('upload_id');
  if (uploadId) return continueResumable(res, store, uploads, uploads.get(uploadId), commands, req, body);

  if (commands.includes('start') || protocol === 'resumable') {
    if (!commands.includes('start'))
      throw new HttpError(400, 'A resumable upload begins with the start command');
    const metadata = parseJson(body);
    const name = objectName(pathName ?? query.get('name') ?? metadata.name);
    const declared = Number(req.headers['x-goog-upload-header-content-length']);
    const id = uploads.start({
      bucket,
      name,
      metadata,
      declaredSize:
        req.headers['x-goog-upload-header-content-length'] && Number.isInteger(declared) ? declared : null,
      contentType: req.headers['x-goog-upload-header-content-type'],
    });
    // The SDK sends every later command straight to this URL, so it must be absolute.
    const host = req.headers.host ?? `${HOST}:${req.socket.localPort}`;
    const uploadUrl =
      `http://${host}/v0/b/${encodeURIComponent(bucket)}/o` +
      `?name=${encodeURIComponent(name)}&upload_id=${id}&upload_protocol=resumable`;
    return send(res, 200, '', {
      'X-Goog-Upload-URL': uploadUrl,
      'X-Goog-Upload-Status': 'active',
      'X-Goog-Upload-Chunk-Granularity': String(CHUNK_GRANULARITY),
      'X-GUploader-UploadID': id,
    });
  }

  if (protocol === 'multipart' || /^multipart\/related/i.test(String(contentType ?? ''))) {
    let parsed;
    try {
      parsed = parseMultipartRelated(contentType, body);
    } catch (err) {
      throw new HttpError(400, err.message);
    }
    const name = objectName(pathName ?? query.get('name') ?? parsed.metadata.name);
    const obj = store.put(bucket, name, parsed.media, parsed.metadata, parsed.mediaContentType);
    return sendJson(res, 200, toResource(obj));
  }

  // Plain media upload (uploadType=media): the body is the object, Content-Type its type.
  const name = objectName(pathName ?? query.get('name'));
  const obj = store.put(bucket, name, body, {}, contentType);
  sendJson(res, 200, toResource(obj));
}

function continueResumable(res, store, uploads, session, commands, req, body) {
  const statusHeaders = () => ({
    'X-Goog-Upload-Status': session.status,
    'X-Goog-Upload-Size-Received': String(session.received),
  });
  if (commands.includes('query')) return send(res, 200, '', statusHeaders());
  if (commands.includes('cancel')) {
    uploads.cancel(session);
    return send(res, 200, '', statusHeaders());
  }
  if (!commands.includes('upload') && !commands.includes('finalize')) {
    throw new HttpError(400, `Unknown X-Goog-Upload-Command: ${commands.join(', ') || '(none)'}`);
  }
  if (session.status === 'cancelled') throw new HttpError(400, 'The upload was cancelled', statusHeaders());
  if (session.status === 'final') {
    // A repeated finalize (e.g. the answer got lost) gets the same answer again.
    if (commands.includes('finalize')) return sendJson(res, 200, session.resource, statusHeaders());
    throw new HttpError(400, 'The upload is already finalized', statusHeaders());
  }
  if (commands.includes('upload')) {
    const header = req.headers['x-goog-upload-offset'];
    const offset = header === undefined ? session.received : Number(header);
    if (!Number.isInteger(offset) || offset < 0)
      throw new HttpError(400, `Bad X-Goog-Upload-Offset: ${header}`);
    uploads.append(session, offset, body);
  }
  if (commands.includes('finalize')) {
    const resource = uploads.finalize(session, store);
    return sendJson(res, 200, resource, statusHeaders());
  }
  send(res, 200, '', statusHeaders());
}

function objectName(name) {
  if (typeof name !== 'string' || name.length === 0) throw new HttpError(400, 'Missing object name');
  return name;
}

function decode(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, `Bad percent-encoding: ${segment}`);
  }
}

function parseJson(buffer) {
  if (buffer.length === 0) return {};
  try {
    const value = JSON.parse(buffer.toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value;
  } catch {
    /* fall through */
  }
  throw new HttpError(400, 'The body is not a JSON object');
}

/** Reads the whole body; past the cap it keeps draining (so a 413 can still be sent) but stores nothing. */
function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) reject(new HttpError(413, `Body larger than ${MAX_BODY_BYTES} bytes`));
      else resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

function send(res, status, body, headers = {}) {
  // A length (not chunked) lets clients show download progress; 204 must not carry one.
  if (status !== 204) headers = { 'Content-Length': String(Buffer.byteLength(body)), ...headers };
  res.writeHead(status, headers);
  res.end(body);
}

function sendJson(res, status, value, headers = {}) {
  send(res, status, JSON.stringify(value), { 'Content-Type': 'application/json; charset=utf-8', ...headers });
}

function shorten(url = '') {
  return url.length > 160 ? `${url.slice(0, 157)}...` : url;
}

function isMain() {
  try {
    return (
      !!process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))
    );
  } catch {
    return false;
  }
}

if (isMain()) {
  const log = (line) => process.stdout.write(`[storage] ${line}\n`);
  const port = Number(process.env.STORAGE_PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`[storage] bad STORAGE_PORT: ${process.env.STORAGE_PORT}`);
    process.exit(2);
  }
  const server = createStorageStandIn({ log });
  server.on('error', (err) => {
    console.error(`[storage] ${err.message}`);
    process.exit(1);
  });
  server.listen(port, HOST, () => {
    log(
      `Storage stand-in on http://${HOST}:${server.address().port} (in memory; does not enforce storage.rules)`,
    );
  });
  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: shutting down`);
    server.close(() => process.exit(0));
    // Keep-alive sockets would hold close() open; in-flight requests get a moment to finish.
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 1000).unref();
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
