// A chat's pages (a conversation, a group chat): pagedQuery whose live page also answers when only a
// document's pending state changes, so a message sent offline reads 'Sending...' until the server has it
// and then stops (docs/decisions/0011, as subscribeQuery's `{ metadata: true }`). Older pages are read
// from the server and are never pending.
import { limit, onSnapshot, orderBy, query, type Query } from 'firebase/firestore';
import { counted } from './live-listeners';
import { entriesOf, pagedQuery, type PagedSource } from './subscribe-pages';
import type { MapDoc } from './subscribe-query';

export function pagedQueryWithPending<T>(
  base: Query,
  field: string,
  size: number,
  mapDoc: MapDoc<T>,
): PagedSource<T> {
  const newest = query(base, orderBy(field, 'desc'), limit(size));
  return {
    ...pagedQuery(base, field, size, mapDoc),
    subscribeNewest: (onNext, onError) =>
      counted(
        onSnapshot(
          newest,
          { includeMetadataChanges: true },
          (snap) => onNext(entriesOf(snap, field, mapDoc)),
          onError,
        ),
      ),
  };
}
