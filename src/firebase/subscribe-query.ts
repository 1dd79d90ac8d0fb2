// The one shape of a live listener (docs/decisions/0001): a query or a document → onSnapshot → typed
// objects → onNext, onError always passed on, the unsubscribe returned. The api/ file that calls it
// names the query and the converter (where Timestamps become Dates); the SDK plumbing lives here once.
// Data is read with pending server timestamps as the local estimate, so a just-written createdAt is
// already a Date. A converter may also read whether a document is still waiting for the server (written
// on this device while offline: docs/decisions/0011), with `{ metadata: true }` to hear when that ends.
import {
  getDocFromServer,
  onSnapshot,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
  type QuerySnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import { counted } from './live-listeners';
import { chunk } from './in-query-chunks';

/** What a converter may know about a document besides its data. */
export interface DocMeta {
  /** Written on this device and not yet confirmed by the server. */
  pending: boolean;
}

/** One stored document (its id and data) as a typed object; `null` leaves the document out. */
export type MapDoc<T> = (id: string, data: DocumentData, meta: DocMeta) => T | null;

type OnError = (err: Error) => void;

export interface ListenOptions {
  /**
   * Also answer when only a document's pending state changes (its write reached the server), for
   * screens that show it.
   */
  metadata?: boolean;
  /**
   * subscribeDoc: "does not exist" read from the device's cache is not passed on, as it only says the
   * document is not cached; the server is asked once, and its answer (offline, the cache's) is.
   */
  confirmMissing?: boolean;
}

const WITH_METADATA = { includeMetadataChanges: true } as const;

/** Every document of the snapshot through `mapDoc`, in the query's order, without the ones it leaves out. */
function mapDocs<T>(snap: QuerySnapshot, mapDoc: MapDoc<T>): T[] {
  return snap.docs.flatMap((d) => {
    const item = mapDoc(d.id, d.data({ serverTimestamps: 'estimate' }), {
      pending: d.metadata.hasPendingWrites,
    });
    return item === null ? [] : [item];
  });
}

/** Live: the query's documents as typed objects. */
export function subscribeQuery<T>(
  q: Query,
  mapDoc: MapDoc<T>,
  onNext: (items: T[]) => void,
  onError: OnError,
  options: ListenOptions = {},
): Unsubscribe {
  const next = (snap: QuerySnapshot) => onNext(mapDocs(snap, mapDoc));
  return counted(
    options.metadata ? onSnapshot(q, WITH_METADATA, next, onError) : onSnapshot(q, next, onError),
  );
}

/** Live: one document as a typed object, `null` while it does not exist. */
export function subscribeDoc<T>(
  ref: DocumentReference,
  mapDoc: (id: string, data: DocumentData, meta: DocMeta) => T,
  onNext: (item: T | null) => void,
  onError: OnError,
  options: ListenOptions = {},
): Unsubscribe {
  let live = true;
  let answers = 0; // the listener's answers so far: a server check answered after a newer one is stale
  const missing = () => {
    const asked = answers;
    const answer = () => live && asked === answers && onNext(null);
    void getDocFromServer(ref).then((fresh) => !fresh.exists() && answer(), answer);
  };
  const next = (snap: DocumentSnapshot) => {
    answers += 1;
    if (!snap.exists() && options.confirmMissing && snap.metadata.fromCache) return missing();
    onNext(
      snap.exists()
        ? mapDoc(snap.id, snap.data({ serverTimestamps: 'estimate' }), {
            pending: snap.metadata.hasPendingWrites,
          })
        : null,
    );
  };
  const stop = counted(
    options.metadata ? onSnapshot(ref, WITH_METADATA, next, onError) : onSnapshot(ref, next, onError),
  );
  return () => {
    live = false;
    stop();
  };
}

/** Live: a counter document's `count` (a badge, decision 0027); a missing document or a negative is 0. */
export function subscribeCounter(
  ref: DocumentReference,
  onNext: (count: number) => void,
  onError: OnError,
): Unsubscribe {
  return subscribeDoc(
    ref,
    (_id, data) => (typeof data.count === 'number' ? Math.max(0, data.count) : 0),
    (count) => onNext(count ?? 0),
    onError,
  );
}

/**
 * Live over a list of ids that a query takes with `in`: one listener per 30 ids (Firestore's limit,
 * never one per item). `pageOf` turns one listener's snapshot into values keyed by id; onNext gets all
 * pages merged once every listener has answered, and again on every change. No ids: onNext({}) at once.
 */
export function subscribeInChunks<V>(
  ids: readonly string[],
  queryOf: (part: string[]) => Query,
  pageOf: (snap: QuerySnapshot, part: string[]) => Record<string, V>,
  onNext: (merged: Record<string, V>) => void,
  onError: OnError,
): Unsubscribe {
  const unique = [...new Set(ids)];
  if (unique.length === 0) {
    onNext({});
    return () => {};
  }
  const parts = chunk(unique);
  const pages: (Record<string, V> | undefined)[] = parts.map(() => undefined);
  const unsubs = parts.map((part, i) =>
    counted(
      onSnapshot(
        queryOf(part),
        (snap) => {
          pages[i] = pageOf(snap, part);
          if (pages.every(Boolean)) onNext(Object.assign({}, ...pages));
        },
        onError,
      ),
    ),
  );
  return () => unsubs.forEach((u) => u());
}
