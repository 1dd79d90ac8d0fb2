// Admin access to the local emulators over REST ("Bearer owner" bypasses the rules). Used by the seed
// script and the end-to-end fixtures; never by the app.
import { HOST, PORTS, PROJECT_ID } from './stack.mjs';

const ADMIN = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
const base = (projectId) =>
  `http://${HOST}:${PORTS.firestore}/v1/projects/${projectId}/databases/(default)/documents`;
const authBase = (projectId) =>
  `http://${HOST}:${PORTS.auth}/identitytoolkit.googleapis.com/v1/projects/${projectId}`;

/** JS value -> Firestore REST value. */
export function enc(v) {
  if (v === null || v === undefined) return { nullValue: null };
  if (v instanceof Date) return { timestampValue: v.toISOString() };
  if (typeof v === 'boolean') return { booleanValue: v };
  if (typeof v === 'number') return Number.isInteger(v) ? { integerValue: String(v) } : { doubleValue: v };
  if (typeof v === 'string') return { stringValue: v };
  if (Array.isArray(v)) return { arrayValue: { values: v.map(enc) } };
  return { mapValue: { fields: Object.fromEntries(Object.entries(v).map(([k, x]) => [k, enc(x)])) } };
}

/** Firestore REST value -> JS value (timestamps become ISO strings). */
export function dec(v) {
  if ('nullValue' in v) return null;
  if ('booleanValue' in v) return v.booleanValue;
  if ('integerValue' in v) return Number(v.integerValue);
  if ('doubleValue' in v) return v.doubleValue;
  if ('stringValue' in v) return v.stringValue;
  if ('timestampValue' in v) return v.timestampValue;
  if ('arrayValue' in v) return (v.arrayValue.values ?? []).map(dec);
  if ('mapValue' in v) return decFields(v.mapValue.fields ?? {});
  return undefined;
}

const decFields = (fields) => Object.fromEntries(Object.entries(fields).map(([k, x]) => [k, dec(x)]));

/** Writes whole documents in one commit: [[path, data], ...]. */
export async function commitDocs(docs, projectId = PROJECT_ID) {
  const writes = docs.map(([path, data]) => ({
    update: {
      name: `projects/${projectId}/databases/(default)/documents/${path}`,
      fields: enc(data).mapValue.fields,
    },
  }));
  const res = await fetch(`${base(projectId)}:commit`, {
    method: 'POST',
    headers: ADMIN,
    body: JSON.stringify({ writes }),
  });
  if (!res.ok) throw new Error(`commit failed: ${res.status} ${await res.text()}`);
  return writes.length;
}

/** Raw REST writes (update, updateMask, currentDocument) in one commit: all or none. */
export async function commitWrites(writes, projectId = PROJECT_ID) {
  const res = await fetch(`${base(projectId)}:commit`, {
    method: 'POST',
    headers: ADMIN,
    body: JSON.stringify({ writes }),
  });
  if (!res.ok) throw new Error(`commit failed: ${res.status} ${await res.text()}`);
  return writes.length;
}

/** A write of only `fields` of an existing document (the others stay as they are). */
export function patchWrite(path, fields, projectId = PROJECT_ID) {
  return {
    update: {
      name: `projects/${projectId}/databases/(default)/documents/${path}`,
      fields: enc(fields).mapValue.fields,
    },
    updateMask: { fieldPaths: Object.keys(fields) },
    currentDocument: { exists: true },
  };
}

/** Many whole documents, `size` a commit, two commits in flight (the emulator takes ~500 a commit fast). */
export async function commitDocsInBatches(docs, projectId = PROJECT_ID, size = 500) {
  const batches = [];
  for (let i = 0; i < docs.length; i += size) batches.push(docs.slice(i, i + size));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) await commitDocs(batches[next++], projectId);
  };
  await Promise.all([worker(), worker()]);
  return docs.length;
}

/** How many documents of `collection` match all `equal` filters (an admin count aggregation). */
export async function countWhere(collection, equal, projectId = PROJECT_ID) {
  const filters = Object.entries(equal).map(([field, value]) => ({
    fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: enc(value) },
  }));
  const structuredQuery = {
    from: [{ collectionId: collection }],
    where: filters.length === 1 ? filters[0] : { compositeFilter: { op: 'AND', filters } },
  };
  const res = await fetch(`${base(projectId)}:runAggregationQuery`, {
    method: 'POST',
    headers: ADMIN,
    body: JSON.stringify({
      structuredAggregationQuery: { structuredQuery, aggregations: [{ alias: 'n', count: {} }] },
    }),
  });
  if (!res.ok) throw new Error(`count ${collection}: ${res.status} ${await res.text()}`);
  const [row] = await res.json();
  return Number(row?.result?.aggregateFields?.n?.integerValue ?? 0);
}

/** The ids of the documents of `collection` whose array `field` contains `value`. */
export async function idsWhereArrayContains(collection, field, value, projectId = PROJECT_ID) {
  const res = await fetch(`${base(projectId)}:runQuery`, {
    method: 'POST',
    headers: ADMIN,
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: collection }],
        where: { fieldFilter: { field: { fieldPath: field }, op: 'ARRAY_CONTAINS', value: enc(value) } },
      },
    }),
  });
  if (!res.ok) throw new Error(`query ${collection}: ${res.status} ${await res.text()}`);
  return (await res.json()).filter((r) => r.document).map((r) => r.document.name.split('/').pop());
}

/** A document's data, or null when it does not exist. */
export async function getDocument(path, projectId = PROJECT_ID) {
  const res = await fetch(`${base(projectId)}/${path}`, { headers: ADMIN });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`get ${path}: ${res.status} ${await res.text()}`);
  return decFields((await res.json()).fields ?? {});
}

/** All documents of a collection (small test collections only). */
/** Every document of a collection: page after page (a test's project holds thousands of some kinds). */
export async function listDocuments(collection, projectId = PROJECT_ID) {
  const out = [];
  let pageToken = '';
  do {
    const token = pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : '';
    const res = await fetch(`${base(projectId)}/${collection}?pageSize=300${token}`, { headers: ADMIN });
    if (!res.ok) throw new Error(`list ${collection}: ${res.status}`);
    const body = await res.json();
    for (const d of body.documents ?? []) {
      out.push({ id: d.name.split('/').pop(), data: decFields(d.fields ?? {}) });
    }
    pageToken = body.nextPageToken ?? '';
  } while (pageToken);
  return out;
}

export async function isCollectionEmpty(collection, projectId = PROJECT_ID) {
  const res = await fetch(`${base(projectId)}/${collection}?pageSize=1`, { headers: ADMIN });
  if (!res.ok) throw new Error(`Firestore emulator answered ${res.status}`);
  const body = await res.json();
  return !body.documents || body.documents.length === 0;
}

/** Creates an Auth emulator account with a chosen uid; an existing one is left as it is. */
export async function createAuthAccount({ uid, email, password, displayName }, projectId = PROJECT_ID) {
  const res = await fetch(`${authBase(projectId)}/accounts`, {
    method: 'POST',
    headers: ADMIN,
    body: JSON.stringify({ localId: uid, email, password, displayName }),
  });
  if (!res.ok) {
    const text = await res.text();
    if (!text.includes('DUPLICATE')) throw new Error(`auth account ${email}: ${res.status} ${text}`);
  }
}

/** Looks an Auth emulator account up by e-mail; null when there is none. */
export async function findAuthAccount(email, projectId = PROJECT_ID) {
  const res = await fetch(`${authBase(projectId)}/accounts:lookup`, {
    method: 'POST',
    headers: ADMIN,
    body: JSON.stringify({ email: [email] }),
  });
  if (!res.ok) throw new Error(`auth lookup: ${res.status}`);
  const body = await res.json();
  return body.users?.[0] ?? null;
}

export async function clearFirestore(projectId = PROJECT_ID) {
  const res = await fetch(
    `http://${HOST}:${PORTS.firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!res.ok) throw new Error(`clearing Firestore failed: ${res.status}`);
}
