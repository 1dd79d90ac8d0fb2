// A list read as pages (docs/decisions/0025): the newest `size` documents through one listener, older
// pages once each with getDocs after a cursor. Only the newest page keeps a listener, so what a screen
// reads and holds stays at what it shows, however long the history. The api/ file names the query (its
// filters), the field it is ordered by (newest first) and the converter; page-window.ts merges the pages.
import {
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  type DocumentSnapshot,
  type Query,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import { counted } from './live-listeners';
import type { ListenOptions, MapDoc } from './subscribe-query';
import type { PageEntry } from './page-window';

/** A list the UI pages through; see use-live-pages.ts. */
export interface PagedSource<T> {
  size: number;
  /** Live: the newest page, at most `size` entries, newest first. */
  subscribeNewest: (onNext: (page: PageEntry<T>[]) => void, onError: (err: Error) => void) => Unsubscribe;
  /** Once: the page after `oldest`, at most `size` entries. */
  fetchOlder: (oldest: PageEntry<T>) => Promise<PageEntry<T>[]>;
}

/** A time-like field (Timestamp, Date, number) as ms; a missing one sorts last. */
function millisOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.getTime();
  if (value && typeof (value as { toMillis?: unknown }).toMillis === 'function') {
    return (value as { toMillis: () => number }).toMillis();
  }
  return 0;
}

/** The snapshot's documents as page entries; a left-out document keeps its place as a cursor. */
export function entriesOf<T>(snap: QuerySnapshot, field: string, mapDoc: MapDoc<T>): PageEntry<T>[] {
  return snap.docs.map((d: QueryDocumentSnapshot) => ({
    id: d.id,
    at: millisOf(d.get(field, { serverTimestamps: 'estimate' })),
    item: mapDoc(d.id, d.data({ serverTimestamps: 'estimate' }), { pending: d.metadata.hasPendingWrites }),
    cursor: d,
  }));
}

/**
 * `base` (its filters) ordered by `field`, newest first, in pages of `size`. Ties are ordered by
 * document id, newest-first too, which is Firestore's implicit order for a descending query.
 */
export function pagedQuery<T>(
  base: Query,
  field: string,
  size: number,
  mapDoc: MapDoc<T>,
  options: ListenOptions = {},
): PagedSource<T> {
  const ordered = query(base, orderBy(field, 'desc'));
  const newest = query(ordered, limit(size));
  return {
    size,
    // `metadata`: a chat's live page also answers when only a message's pending state changes, so one
    // sent offline reads 'Sending...' until the server has it (decision 0011). Older pages come from
    // the server and are never pending.
    subscribeNewest: (onNext, onError) => {
      const next = (snap: QuerySnapshot) => onNext(entriesOf(snap, field, mapDoc));
      return counted(
        options.metadata
          ? onSnapshot(newest, { includeMetadataChanges: true }, next, onError)
          : onSnapshot(newest, next, onError),
      );
    },
    fetchOlder: async (oldest) => {
      const snap = await getDocs(query(ordered, startAfter(oldest.cursor as DocumentSnapshot), limit(size)));
      return entriesOf(snap, field, mapDoc);
    },
  };
}
