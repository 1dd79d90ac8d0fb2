// Billed Firestore document reads of a page, counted on the wire through the Chrome DevTools Protocol
// (docs/decisions/0015-reads-and-listeners.md). The server bills what it sends, so this counts what the
// emulator sends to the page, by Firestore's pricing rules:
// - a one-time query (runQuery: the Lite SDK and the full SDK's RPCs): its documents, at least 1;
// - a batchGet (getDoc in Lite, transaction reads): 1 per document asked for, found or missing;
// - an aggregation (count): 1 per 1000 counted, at least 1;
// - a live listener (the full SDK's Listen stream): 1 per target a document is added to or changed in,
//   1 per target a changed document leaves, nothing for a deleted one, and 1 for a target whose
//   first result is empty. A document that two listeners of one query share is one target, sent once.
// Reads the SDK answers from its own cache never reach the wire and are not counted, as they are not billed.
// Not counted: reads that security rules make with get()/exists() (billed too, but one set per query
// or write, never per item of a list).
// Bytes: what the page received from Firestore: a REST answer's bytes on the wire when it finishes
// (Chrome's encodedDataLength, headers included), and the Listen stream's body chunk by chunk as it
// arrives (Chrome reports no per-chunk wire size for a stream it hands over as it comes).
import type { CDPSession, Page } from '@playwright/test';
import { describeQuery, describeRestBody, type ListenRequest } from './read-meter-describe';

const FIRESTORE = /:8080\//;
const LISTEN_CHANNEL = /\/google\.firestore\.v1\.Firestore\/Listen\/channel/;
const IN_FLIGHT_MAX_MS = 10_000;
/** A WebChannel (Listen or Write): its long-held requests are streams, never "in flight" for settle(). */
const ANY_CHANNEL = /\/google\.firestore\.v1\.Firestore\/\w+\/channel/;

/** One Listen stream message (the JSON form of google.firestore.v1.ListenResponse), as far as we use it. */
interface ListenResponse {
  targetChange?: { targetChangeType?: string; targetIds?: number[] };
  documentChange?: { document?: { name?: string }; targetIds?: number[]; removedTargetIds?: number[] };
  documentRemove?: { document?: string; removedTargetIds?: number[] };
}

/** One place the reads came from, for the report: what was read and how many were billed. */
interface ReadEntry {
  source: string;
  reads: number;
}

export interface ReadMeter {
  /** Reads since the last reset. */
  total(): number;
  /** Bytes received from Firestore since the last reset. */
  bytes(): number;
  /** Reads since the last reset, by where they came from (a query's collection and filters). */
  entries(): ReadEntry[];
  /** Starts counting from 0. */
  reset(): void;
  /** The Listen targets the server holds for this page now, each described by its query. */
  activeTargets(): string[];
  /**
   * Resolves once no Firestore traffic has arrived for `quietMs`, every Listen target has its answer and
   * the page is idle (settled), or after `maxMs`.
   */
  settle(quietMs?: number, maxMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Splits a WebChannel stream ("<length>\n<json>" chunks) into its JSON chunks; keeps a partial tail. */
function splitChunks(buffer: string): { chunks: unknown[]; rest: string } {
  const chunks: unknown[] = [];
  let rest = buffer;
  for (;;) {
    const nl = rest.indexOf('\n');
    if (nl < 0) break;
    const len = Number(rest.slice(0, nl));
    if (!Number.isInteger(len) || rest.length < nl + 1 + len) break;
    try {
      chunks.push(JSON.parse(rest.slice(nl + 1, nl + 1 + len)));
    } catch {
      // Not a length-prefixed chunk (a forward-channel acknowledgement): nothing billed in it.
    }
    rest = rest.slice(nl + 1 + len);
  }
  return { chunks, rest };
}

/** The payloads of one WebChannel chunk ([[seq, [payload]], ...]); handshakes and noops are strings. */
function payloadsOf(chunk: unknown): unknown[] {
  if (!Array.isArray(chunk)) return [];
  return chunk.flatMap((entry) => (Array.isArray(entry) && Array.isArray(entry[1]) ? entry[1] : []));
}

/** Billed reads of one REST answer (runQuery, batchGet, runAggregationQuery), by its kind. */
function restReads(url: string, body: string): number {
  if (/:commit|:beginTransaction|:rollback|:write|:listen/.test(url)) return 0;
  let items: Record<string, unknown>[];
  try {
    const json: unknown = JSON.parse(body);
    items = (Array.isArray(json) ? json : [json]) as Record<string, unknown>[];
  } catch {
    return 0;
  }
  if (/:batchGet/.test(url)) return items.filter((i) => i.found || i.missing).length;
  if (/:runAggregationQuery/.test(url)) {
    const counted = items.flatMap((i) => {
      const fields = (i.result as { aggregateFields?: Record<string, { integerValue?: string }> })
        ?.aggregateFields;
      return fields ? Object.values(fields).map((f) => Number(f.integerValue ?? 0)) : [];
    });
    return Math.max(1, Math.ceil(Math.max(0, ...counted) / 1000));
  }
  if (/:runQuery/.test(url)) return Math.max(1, items.filter((i) => i.document).length);
  // A plain document GET (REST getDoc).
  return items.some((i) => i.name || i.fields) ? 1 : 0;
}

/** Starts counting the billed reads of `page` (call before the page talks to Firestore). */
export async function startReadMeter(page: Page): Promise<ReadMeter> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  let entries = new Map<string, number>();
  let lastTraffic = Date.now();
  let bytes = 0;
  const add = (source: string, n: number) => {
    if (n > 0) entries.set(source, (entries.get(source) ?? 0) + n);
  };

  // Listen stream state: the targets the client added (by id), what each has received since.
  const targets = new Map<number, { label: string; docs: number; current: boolean }>();
  const streams = new Map<string, string>(); // requestId → unparsed tail of a Listen response
  const rest = new Map<string, { url: string; body?: string }>(); // requestId → a REST call
  // REST calls sent and not finished, and answers whose body is still being read: their reads are not
  // counted yet, so the page is not settled (on a busy machine a query can take longer than quietMs).
  // (A request older than IN_FLIGHT_MAX_MS no longer holds settle(): one whose end CDP never reports.)
  const inFlight = new Map<string, number>();
  let bodiesPending = 0;

  const onListenMessage = (msg: ListenResponse) => {
    if (msg.targetChange) {
      const { targetChangeType: type, targetIds = [] } = msg.targetChange;
      for (const id of targetIds) {
        const t = targets.get(id);
        if (!t) continue;
        if (type === 'RESET') t.current = false;
        if (type === 'CURRENT' && !t.current) {
          t.current = true;
          if (t.docs === 0) add(t.label, 1); // an empty result is billed as one read
        }
      }
    }
    if (msg.documentChange) {
      for (const id of msg.documentChange.targetIds ?? []) {
        const t = targets.get(id);
        if (t) t.docs += 1;
        add(t?.label ?? `target ${id}`, 1);
      }
      // Changed so that it left a target's result: billed for that target too.
      for (const id of msg.documentChange.removedTargetIds ?? []) add(targets.get(id)?.label ?? '', 1);
    }
    if (msg.documentRemove) {
      for (const id of msg.documentRemove.removedTargetIds ?? []) add(targets.get(id)?.label ?? '', 1);
    }
  };

  const onListenRequest = (req: ListenRequest) => {
    if (req.addTarget) {
      targets.set(req.addTarget.targetId, { label: describeQuery(req.addTarget), docs: 0, current: false });
    }
    if (typeof req.removeTarget === 'number') targets.delete(req.removeTarget);
  };

  const feedStream = (requestId: string, text: string) => {
    bytes += Buffer.byteLength(text);
    const { chunks, rest: tail } = splitChunks((streams.get(requestId) ?? '') + text);
    streams.set(requestId, tail);
    for (const payload of chunks.flatMap(payloadsOf)) {
      if (payload && typeof payload === 'object') onListenMessage(payload as ListenResponse);
    }
  };

  const onRequest = (requestId: string, url: string, postData: string | undefined) => {
    if (LISTEN_CHANNEL.test(url)) {
      // The client's half of the stream: a form of req<N>___data__ fields, each a ListenRequest.
      for (const [key, value] of new URLSearchParams(postData ?? '')) {
        if (/^req\d+___data__$/.test(key)) onListenRequest(JSON.parse(value) as ListenRequest);
      }
    } else {
      const known = rest.get(requestId);
      if (known) known.body = postData;
      else rest.set(requestId, { url, body: postData });
    }
  };

  cdp.on('Network.requestWillBeSent', (e) => {
    const { url, postData, method, hasPostData } = e.request;
    if (!FIRESTORE.test(url)) return;
    lastTraffic = Date.now();
    if (!ANY_CHANNEL.test(url) && e.type !== 'Preflight' && method !== 'OPTIONS') {
      inFlight.set(e.requestId, Date.now());
    }
    if (method !== 'POST') return;
    if (postData || !hasPostData) onRequest(e.requestId, url, postData);
    else {
      // A large body (many addTargets at once, an `in` of 30 ids) is not in the event: ask for it.
      if (!LISTEN_CHANNEL.test(url)) rest.set(e.requestId, { url });
      cdp
        .send('Network.getRequestPostData', { requestId: e.requestId })
        .then(({ postData: body }) => onRequest(e.requestId, url, body))
        .catch(() => {});
    }
  });

  cdp.on('Network.responseReceived', (e) => {
    if (!LISTEN_CHANNEL.test(e.response.url) || e.type === 'Preflight') return;
    // The server's half: stream its body as it arrives (the request stays open for a long time).
    streams.set(e.requestId, '');
    cdp
      .send('Network.streamResourceContent', { requestId: e.requestId })
      .then(({ bufferedData }) => feedStream(e.requestId, Buffer.from(bufferedData, 'base64').toString()))
      .catch(() => {
        // Already finished (a long-poll answer): its body is read on loadingFinished.
        streams.delete(e.requestId);
        rest.set(e.requestId, { url: 'listen-longpoll' });
      });
  });

  cdp.on('Network.dataReceived', (e) => {
    if (streams.has(e.requestId)) lastTraffic = Date.now();
    if (e.data && streams.has(e.requestId)) {
      feedStream(e.requestId, Buffer.from(e.data, 'base64').toString());
    }
  });

  cdp.on('Network.loadingFailed', (e) => {
    inFlight.delete(e.requestId);
    rest.delete(e.requestId);
  });

  cdp.on('Network.loadingFinished', (e) => {
    inFlight.delete(e.requestId);
    const call = rest.get(e.requestId);
    if (!call) return;
    if (call.url !== 'listen-longpoll') bytes += e.encodedDataLength;
    rest.delete(e.requestId);
    lastTraffic = Date.now();
    bodiesPending += 1;
    cdp
      .send('Network.getResponseBody', { requestId: e.requestId })
      .then(({ body, base64Encoded }) => {
        const text = base64Encoded ? Buffer.from(body, 'base64').toString() : body;
        if (call.url === 'listen-longpoll') feedStream(e.requestId, text);
        else add(describeRestBody(call.url, call.body), restReads(call.url, text));
      })
      .catch(() => {})
      .finally(() => {
        bodiesPending -= 1;
        lastTraffic = Date.now();
      });
  });

  // A new document (a reload, page.goto) has a new SDK and new streams: the old page's targets died with
  // it, never removed on the wire. Kept, they were counted as open (listeners.spec on a loaded machine: the
  // leaderboard's own-likes query left over from the page that signed in). In-app moves keep the document.
  cdp.on('Page.frameNavigated', (e) => {
    if (!e.frame.parentId) targets.clear();
  });
  await cdp.send('Page.enable');
  await cdp.send('Network.enable', { maxTotalBufferSize: 64 * 1024 * 1024 });

  return {
    total: () => [...entries.values()].reduce((a, b) => a + b, 0),
    bytes: () => bytes,
    entries: () => [...entries].map(([source, reads]) => ({ source, reads })),
    reset: () => {
      entries = new Map();
      bytes = 0;
    },
    activeTargets: () => [...targets.values()].map((t) => t.label).sort(),
    // 1 s of quiet: a screen's reads come within milliseconds of each other on the emulator, and what
    // is still on its way (a target not answered, a body not read) holds settle() whatever the quiet.
    // 1.5 s cost the reads spec 42 s, at the end of the run where nothing else runs (decision 0060).
    settle: async (quietMs = 1000, maxMs = 30_000) => {
      const started = Date.now();
      const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
      for (;;) {
        // A target the server has not answered yet (a slow query), a REST call on its way or an answer
        // not read yet is not quiet either.
        const pending = () =>
          [...inFlight.values()].some((sentAt) => Date.now() - sentAt < IN_FLIGHT_MAX_MS) ||
          bodiesPending > 0 ||
          [...targets.values()].some((t) => !t.current);
        while ((Date.now() - lastTraffic < quietMs || pending()) && Date.now() - started < maxMs) {
          await sleep(100);
        }
        // Quiet on the wire can be a busy page (a long list rendering) that asks for more once done:
        // settled when the page has been idle too and nothing went out or came in meanwhile.
        const before = lastTraffic;
        await page
          .evaluate(() => new Promise<void>((r) => requestIdleCallback(() => r(), { timeout: 10_000 })))
          .catch(() => {});
        await sleep(300);
        if (lastTraffic === before || Date.now() - started >= maxMs) return;
      }
    },
    stop: () => cdp.detach(),
  };
}
