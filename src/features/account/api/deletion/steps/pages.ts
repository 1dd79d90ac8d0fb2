// Reading what a deletion step removes in pages (decision 0032): never an unbounded query. Each page is
// handled (deleted) before the next is read, which starts after the last document of this one.
import {
  getDocs,
  limit,
  query,
  startAfter,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';

const PAGE_SIZE = 100;

/** Every document of `base`, `size` at a time, handed to `handle` page by page. */
export async function eachPage(
  base: Query,
  handle: (docs: QueryDocumentSnapshot[]) => Promise<void>,
  size: number = PAGE_SIZE,
): Promise<void> {
  let cursor: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = cursor ? query(base, startAfter(cursor), limit(size)) : query(base, limit(size));
    const snap = await getDocs(page);
    if (!snap.empty) await handle(snap.docs);
    if (snap.size < size) return;
    cursor = snap.docs[snap.docs.length - 1];
  }
}

/** One document at a time, in order (each is its own transaction or batch with its counters). */
export async function eachDoc(
  base: Query,
  handle: (snap: QueryDocumentSnapshot) => Promise<void>,
  size: number = PAGE_SIZE,
): Promise<void> {
  await eachPage(
    base,
    async (docs) => {
      for (const snap of docs) await handle(snap);
    },
    size,
  );
}
