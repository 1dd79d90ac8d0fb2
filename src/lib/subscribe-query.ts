// The one shape of a live listener (docs/decisions/0001): a query or a document → onSnapshot → typed
// objects → onNext, onError always passed on, the unsubscribe returned. The api/ file that calls it
// names the query and the converter (where Timestamps become Dates); the SDK plumbing lives here once.
// Data is read with pending server timestamps as the local estimate, so a just-written createdAt is
// already a Date.
import {
  onSnapshot,
  type DocumentData,
  type DocumentReference,
  type Query,
  type QuerySnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import { chunk } from './user-lookups';

/** One stored document (its id and data) as a typed object; `null` leaves the document out. */
export type MapDoc<T> = (id: string, data: DocumentData) => T | null;

type OnError = (err: Error) => void;

/** Every document of the snapshot through `mapDoc`, in the query's order, without the ones it leaves out. */
export function mapDocs<T>(snap: QuerySnapshot, mapDoc: MapDoc<T>): T[] {
  return snap.docs.flatMap((d) => {
    const item = mapDoc(d.id, d.data({ serverTimestamps: 'estimate' }));
    return item === null ? [] : [item];
  });
}

/** Live: the query's documents as typed objects. */
export function subscribeQuery<T>(
  q: Query,
  mapDoc: MapDoc<T>,
  onNext: (items: T[]) => void,
  onError: OnError,
): Unsubscribe {
  return onSnapshot(q, (snap) => onNext(mapDocs(snap, mapDoc)), onError);
}

/** Live: one document as a typed object, `null` while it does not exist. */
export function subscribeDoc<T>(
  ref: DocumentReference,
  mapDoc: (id: string, data: DocumentData) => T,
  onNext: (item: T | null) => void,
  onError: OnError,
): Unsubscribe {
  return onSnapshot(
    ref,
    (snap) => onNext(snap.exists() ? mapDoc(snap.id, snap.data({ serverTimestamps: 'estimate' })) : null),
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
    onSnapshot(
      queryOf(part),
      (snap) => {
        pages[i] = pageOf(snap, part);
        if (pages.every(Boolean)) onNext(Object.assign({}, ...pages));
      },
      onError,
    ),
  );
  return () => unsubs.forEach((u) => u());
}
