// Firestore's REST runQuery, for the queries the page's early script sends before the app loads and the
// public board's one-time reads (docs/decisions/0013-first-paint-from-html.md). vite.config.ts loads this
// file (run-query-url.ts builds the runQuery addresses): no '@/' imports, each import spells .ts.
import type { AppEnv } from './env.ts';
import { PORTS } from './ports.ts';

type RestValue = Record<string, unknown>;
/** One row of a runQuery answer; the last row of an answer can carry only its readTime. */
interface RestRow {
  document?: { name: string; fields?: RestValue };
}

/** Where a runQuery for this configuration goes: the emulator, or Firestore's REST endpoint. */
export function runQueryUrl({ useEmulators, emulatorHost, firebase }: AppEnv): string {
  const origin = useEmulators
    ? `http://${emulatorHost}:${PORTS.firestore}`
    : 'https://firestore.googleapis.com';
  return (
    `${origin}/v1/projects/${firebase.projectId}/databases/(default)/documents:runQuery` +
    `?key=${encodeURIComponent(firebase.apiKey)}`
  );
}

/** A Firestore REST value as the plain value the SDK's data() gives. */
export function fromRestValue(value: RestValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('booleanValue' in value) return value.booleanValue;
  if ('timestampValue' in value) return new Date(String(value.timestampValue));
  if ('mapValue' in value) return fromRestFields((value.mapValue as { fields?: RestValue }).fields ?? {});
  if ('arrayValue' in value) {
    return ((value.arrayValue as { values?: RestValue[] }).values ?? []).map(fromRestValue);
  }
  return null;
}

function fromRestFields(fields: RestValue): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, fromRestValue(v as RestValue)]));
}

/** The documents of a runQuery answer, in its order, as id and plain data. */
export function documentsOf(answer: unknown): { id: string; data: Record<string, unknown> }[] {
  if (!Array.isArray(answer)) throw new Error('Not a runQuery answer');
  return (answer as RestRow[]).flatMap((row) => {
    if (!row.document) return [];
    const { name, fields } = row.document;
    return [{ id: name.slice(name.lastIndexOf('/') + 1), data: fromRestFields(fields ?? {}) }];
  });
}

/**
 * Sends a runQuery, as `idToken`'s user when given. A text/plain body, as the Lite SDK sends it: no CORS
 * preflight for the public board.
 */
export async function runQuery(url: string, body: object, idToken?: string): Promise<unknown> {
  const headers = idToken ? { Authorization: `Bearer ${idToken}` } : undefined;
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`runQuery ${res.status}`);
  return res.json();
}

/** `collectionId/id` as a runQuery for that one document (a missing one answers no document). */
export function documentQuery(url: string, collectionId: string, id: string) {
  // The query's parent, `projects/{p}/databases/(default)/documents`, is in the runQuery address.
  const parent = decodeURIComponent(new URL(url).pathname.replace(/^\/v1\//, '').replace(/:runQuery$/, ''));
  return {
    structuredQuery: {
      from: [{ collectionId }],
      where: {
        fieldFilter: {
          field: { fieldPath: '__name__' },
          op: 'EQUAL',
          value: { referenceValue: `${parent}/${collectionId}/${id}` },
        },
      },
      limit: 1,
    },
  };
}
