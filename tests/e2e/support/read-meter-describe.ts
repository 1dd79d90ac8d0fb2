// How read-meter.ts names where reads came from: a Listen target or a REST call described by its query
// (collection and filters), for the table's breakdown (READS_TABLE=1).

/** A request the client sent on the Listen stream: a target added (with its query) or removed. */
export interface ListenRequest {
  addTarget?: {
    targetId: number;
    query?: { structuredQuery?: StructuredQuery; parent?: string };
    documents?: { documents?: string[] };
  };
  removeTarget?: number;
}

interface StructuredQuery {
  from?: { collectionId?: string; allDescendants?: boolean }[];
  where?: unknown;
  limit?: number | { value: number };
}

const lastSegment = (name = '') => name.split('/').slice(-2).join('/');

export function describeQuery(req: NonNullable<ListenRequest['addTarget']>): string {
  if (req.documents) return `doc ${req.documents.documents?.map(lastSegment).join(', ')}`;
  const q = req.query?.structuredQuery;
  if (!q) return 'unknown target';
  const parent = req.query?.parent?.split('/documents')[1] ?? '';
  const from = q.from?.map((f) => f.collectionId).join(',') ?? '?';
  return `query ${parent ? `${parent.slice(1)}/` : ''}${from} ${describeWhere(q.where)}`.trim();
}

/** A short text of a query's filters: "participants array-contains, read ==". */
function describeWhere(where: unknown): string {
  const parts: string[] = [];
  const walk = (f: unknown) => {
    if (!f || typeof f !== 'object') return;
    const o = f as Record<string, unknown>;
    const field = o.fieldFilter as { field?: { fieldPath?: string }; op?: string } | undefined;
    if (field) parts.push(`${field.field?.fieldPath} ${field.op}`);
    const unary = o.unaryFilter as { field?: { fieldPath?: string }; op?: string } | undefined;
    if (unary) parts.push(`${unary.field?.fieldPath} ${unary.op}`);
    const comp = o.compositeFilter as { filters?: unknown[] } | undefined;
    comp?.filters?.forEach(walk);
  };
  walk(where);
  return parts.join(', ');
}

/** The structured query of a REST request body (runQuery or runAggregationQuery), described. */
export function describeRestBody(url: string, body: string | undefined): string {
  const kind = url.match(/documents(?:\/[^:?]*)?:(\w+)/)?.[1] ?? 'rest';
  try {
    const json = JSON.parse(body ?? '{}') as {
      structuredQuery?: StructuredQuery;
      structuredAggregationQuery?: { structuredQuery?: StructuredQuery };
      documents?: string[];
    };
    const q = json.structuredQuery ?? json.structuredAggregationQuery?.structuredQuery;
    if (q) return `${kind} ${q.from?.map((f) => f.collectionId).join(',')} ${describeWhere(q.where)}`.trim();
    if (json.documents) return `${kind} ${json.documents.map(lastSegment).join(', ')}`;
  } catch {
    // Not JSON: described by its kind alone.
  }
  return kind;
}
