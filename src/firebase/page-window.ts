// What a paged list shows (docs/decisions/0025): the newest page, live, then what new items pushed out
// of it, then the older pages fetched once with a cursor. Pure: entries carry their cursor as an opaque
// value, so this is tested without Firestore. The list shown is always a contiguous run of the query's
// order, from the newest item down to the oldest one shown, so "Load older" never leaves a gap.

/** One document of a page: its id, its sort key, its typed item (null: left out) and its cursor. */
export interface PageEntry<T> {
  id: string;
  /** The ordered field as a number (a time in ms); ties are ordered by id, as Firestore does. */
  at: number;
  item: T | null;
  /** What the next page starts after (a DocumentSnapshot); opaque here. */
  cursor: unknown;
}

export interface PageWindow<T> {
  /** The live page as the listener last answered it. */
  live: PageEntry<T>[];
  /** The live page held `size` documents: there may be more behind it. */
  liveFull: boolean;
  /** Items new ones pushed out of the live page, newest first: still shown, no longer listened to. */
  displaced: PageEntry<T>[];
  /** Older pages, fetched once, newest first. */
  older: PageEntry<T>[];
  /** The last older page came back short: there is nothing older. */
  olderDone: boolean;
}

export const EMPTY_WINDOW: PageWindow<never> = {
  live: [],
  liveFull: false,
  displaced: [],
  older: [],
  olderDone: false,
};

/** Whether `a` comes after `b` in a newest-first order (older, or as old with a smaller id). */
function sortsAfter(a: PageEntry<unknown>, b: PageEntry<unknown>): boolean {
  return a.at < b.at || (a.at === b.at && a.id < b.id);
}

/**
 * The window after the live listener answered `page` (at most `size` documents). A short page holds
 * every document the query matches: it is the whole list. A full page covers everything down to its
 * last item: an item shown outside it that sorts inside that range was deleted (or moved into the page,
 * then it is shown there); one that sorts after it was pushed out by newer items and stays shown.
 */
export function withLivePage<T>(prev: PageWindow<T>, page: PageEntry<T>[], size: number): PageWindow<T> {
  if (page.length < size) return { ...EMPTY_WINDOW, live: page };
  const last = page[page.length - 1];
  const inPage = new Set(page.map((e) => e.id));
  const stillBehind = (e: PageEntry<T>) => !inPage.has(e.id) && sortsAfter(e, last);
  return {
    live: page,
    liveFull: true,
    // What left the previous live page sorts before everything displaced earlier.
    displaced: [...prev.live, ...prev.displaced].filter(stillBehind),
    older: prev.older.filter(stillBehind),
    olderDone: prev.olderDone,
  };
}

/** The window after an older page came back for the cursor of `oldestEntry(prev)`. */
export function withOlderPage<T>(prev: PageWindow<T>, page: PageEntry<T>[], size: number): PageWindow<T> {
  const shown = new Set(allEntries(prev).map((e) => e.id));
  return {
    ...prev,
    older: [...prev.older, ...page.filter((e) => !shown.has(e.id))],
    olderDone: page.length < size,
  };
}

function allEntries<T>(w: PageWindow<T>): PageEntry<T>[] {
  return [...w.live, ...w.displaced, ...w.older];
}

/** The items shown, newest first, each once. */
export function shownItems<T>(w: PageWindow<T>): T[] {
  const seen = new Set<string>();
  const items: T[] = [];
  for (const e of allEntries(w)) {
    if (seen.has(e.id)) continue;
    seen.add(e.id);
    if (e.item !== null) items.push(e.item);
  }
  return items;
}

/** The last document shown (left-out ones count): the next older page starts after it. */
export function oldestEntry<T>(w: PageWindow<T>): PageEntry<T> | undefined {
  return w.older.at(-1) ?? w.displaced.at(-1) ?? w.live.at(-1);
}

/** Whether "Load older" may find more: the live page was full and no older page came back short. */
export function hasOlder(w: PageWindow<unknown>): boolean {
  return w.liveFull && !w.olderDone;
}
