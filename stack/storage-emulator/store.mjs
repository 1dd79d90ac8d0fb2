// In-memory objects and resumable-upload sessions of the Storage stand-in, and the JSON "resource"
// shape the Firebase web SDK reads back (see getMappings() in @firebase/storage: the server names
// custom metadata `metadata`, the SDK maps it to `customMetadata`; `size` travels as a string).
import { createHash, randomUUID } from 'node:crypto';

export class HttpError extends Error {
  /** @param {number} status @param {string} message @param {Record<string, string>} [headers] */
  constructor(status, message, headers = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

// The fields a client may set on upload and change with PATCH (the SDK's writable mappings).
const WRITABLE_FIELDS = [
  'contentType',
  'cacheControl',
  'contentDisposition',
  'contentEncoding',
  'contentLanguage',
];
const TOKENS_KEY = 'firebaseStorageDownloadTokens';

let lastGeneration = 0;
/** GCS generations are microsecond timestamps; keep them strictly increasing within this process. */
function nextGeneration() {
  lastGeneration = Math.max(Date.now() * 1000, lastGeneration + 1);
  return lastGeneration;
}

/**
 * Applies client metadata with GCS PATCH semantics: a field set to null is removed, a missing field
 * is left alone, and custom metadata is merged key by key (a null value removes that key).
 */
function applyMetadata(obj, incoming) {
  if (!incoming || typeof incoming !== 'object') return;
  for (const field of WRITABLE_FIELDS) {
    if (incoming[field] === null) delete obj[field];
    else if (incoming[field] !== undefined) obj[field] = String(incoming[field]);
  }
  if (incoming.metadata === null) {
    obj.customMetadata = {};
  } else if (incoming.metadata && typeof incoming.metadata === 'object') {
    for (const [key, value] of Object.entries(incoming.metadata)) {
      if (value === null) delete obj.customMetadata[key];
      else obj.customMetadata[key] = typeof value === 'string' ? value : JSON.stringify(value);
    }
  }
  // Firebase keeps download tokens in this custom-metadata key; setting it replaces the tokens.
  if (TOKENS_KEY in obj.customMetadata) {
    obj.downloadTokens = obj.customMetadata[TOKENS_KEY].split(',').filter(Boolean);
    delete obj.customMetadata[TOKENS_KEY];
  }
}

/** The JSON the Firebase Storage REST API answers for one object. */
export function toResource(obj) {
  const hasCustom = Object.keys(obj.customMetadata).length > 0;
  return {
    kind: 'storage#object',
    id: `${obj.bucket}/${obj.name}/${obj.generation}`,
    name: obj.name,
    bucket: obj.bucket,
    generation: String(obj.generation),
    metageneration: String(obj.metageneration),
    contentType: obj.contentType,
    storageClass: 'STANDARD',
    size: String(obj.bytes.length),
    md5Hash: obj.md5Hash,
    etag: createHash('md5').update(`${obj.generation}/${obj.metageneration}`).digest('base64'),
    timeCreated: obj.timeCreated,
    updated: obj.updated,
    contentEncoding: obj.contentEncoding ?? 'identity',
    contentDisposition: obj.contentDisposition,
    contentLanguage: obj.contentLanguage,
    cacheControl: obj.cacheControl,
    metadata: hasCustom ? { ...obj.customMetadata } : undefined,
    downloadTokens: obj.downloadTokens.join(','),
  };
}

export class ObjectStore {
  /** bucket -> (object name -> object) */
  #buckets = new Map();

  #bucket(bucket) {
    let objects = this.#buckets.get(bucket);
    if (!objects) this.#buckets.set(bucket, (objects = new Map()));
    return objects;
  }

  get(bucket, name) {
    return this.#buckets.get(bucket)?.get(name) ?? null;
  }

  /** Stores bytes as a new generation of `name` (an overwrite starts afresh, as in GCS). */
  put(bucket, name, bytes, incoming, fallbackContentType) {
    const now = new Date().toISOString();
    const obj = {
      bucket,
      name,
      bytes,
      generation: nextGeneration(),
      metageneration: 1,
      timeCreated: now,
      updated: now,
      md5Hash: createHash('md5').update(bytes).digest('base64'),
      contentType: undefined,
      customMetadata: {},
      downloadTokens: [],
    };
    applyMetadata(obj, incoming);
    obj.contentType ??= fallbackContentType || 'application/octet-stream';
    // Firebase gives every upload a download token (getDownloadURL() needs one).
    this.ensureDownloadToken(obj);
    this.#bucket(bucket).set(name, obj);
    return obj;
  }

  /** Like Firebase, hand out a fresh token when every token of an object was removed. */
  ensureDownloadToken(obj) {
    if (obj.downloadTokens.length === 0) obj.downloadTokens.push(randomUUID());
  }

  update(bucket, name, incoming) {
    const obj = this.get(bucket, name);
    if (!obj) return null;
    applyMetadata(obj, incoming);
    obj.metageneration += 1;
    obj.updated = new Date().toISOString();
    return obj;
  }

  delete(bucket, name) {
    return this.#buckets.get(bucket)?.delete(name) ?? false;
  }

  /**
   * GCS list semantics: names under `prefix`; with a delimiter, names that continue past the next
   * delimiter collapse into one `prefixes` entry. Pages run over prefixes and items together, in
   * name order, so a page token is simply the first name of the next page.
   */
  list(bucket, { prefix = '', delimiter = '', pageToken = '', maxResults = 1000 } = {}) {
    const names = [...(this.#buckets.get(bucket)?.keys() ?? [])].filter((n) => n.startsWith(prefix));
    const prefixes = new Set();
    const entries = [];
    for (const name of names) {
      const cut = delimiter ? name.indexOf(delimiter, prefix.length) : -1;
      if (cut === -1) {
        entries.push({ key: name, item: true });
        continue;
      }
      const sub = name.slice(0, cut + delimiter.length);
      if (!prefixes.has(sub)) {
        prefixes.add(sub);
        entries.push({ key: sub, item: false });
      }
    }
    entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const after = pageToken ? Buffer.from(pageToken, 'base64url').toString('utf8') : '';
    const start = after ? entries.findIndex((e) => e.key >= after) : 0;
    const page = start === -1 ? [] : entries.slice(start, start + maxResults);
    const next = start === -1 ? undefined : entries[start + maxResults];
    return {
      kind: 'storage#objects',
      prefixes: page.filter((e) => !e.item).map((e) => e.key),
      items: page.filter((e) => e.item).map((e) => ({ name: e.key, bucket })),
      nextPageToken: next ? Buffer.from(next.key, 'utf8').toString('base64url') : undefined,
    };
  }
}

/**
 * Resumable uploads: `start` opens a session, `upload` appends bytes at X-Goog-Upload-Offset,
 * `finalize` turns them into an object, `query` reports how much arrived (the SDK asks after an error).
 */
export class ResumableUploads {
  #sessions = new Map();

  start({ bucket, name, metadata, declaredSize, contentType }) {
    const id = randomUUID();
    this.#sessions.set(id, {
      id,
      bucket,
      name,
      metadata,
      declaredSize,
      contentType,
      chunks: [],
      received: 0,
      status: 'active',
      resource: null,
    });
    return id;
  }

  get(id) {
    const session = this.#sessions.get(id);
    if (!session) throw new HttpError(404, `No upload session ${id}`);
    return session;
  }

  /** Appends a chunk; bytes the server already has (a client retry) are skipped, a gap is refused. */
  append(session, offset, chunk) {
    if (offset > session.received) {
      throw new HttpError(400, `Upload offset ${offset} is past the ${session.received} bytes received`, {
        'X-Goog-Upload-Status': 'active',
        'X-Goog-Upload-Size-Received': String(session.received),
      });
    }
    const fresh = chunk.subarray(session.received - offset);
    if (fresh.length > 0) {
      session.chunks.push(fresh);
      session.received += fresh.length;
    }
  }

  /** @param {ObjectStore} store */
  finalize(session, store) {
    if (session.declaredSize !== null && session.received !== session.declaredSize) {
      throw new HttpError(400, `Received ${session.received} bytes, expected ${session.declaredSize}`, {
        'X-Goog-Upload-Status': 'active',
        'X-Goog-Upload-Size-Received': String(session.received),
      });
    }
    const bytes = Buffer.concat(session.chunks);
    const obj = store.put(session.bucket, session.name, bytes, session.metadata, session.contentType);
    session.status = 'final';
    session.resource = toResource(obj);
    session.chunks = [];
    return session.resource;
  }

  cancel(session) {
    session.status = 'cancelled';
    session.chunks = [];
  }
}
