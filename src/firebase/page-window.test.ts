import {
  EMPTY_WINDOW,
  hasOlder,
  oldestEntry,
  shownItems,
  withLivePage,
  withOlderPage,
  type PageEntry,
  type PageWindow,
} from './page-window';

// Items are named by their time: n10 is newer than n9. The cursor is the entry's own id.
const e = (at: number, item: string | null = `n${at}`): PageEntry<string> => ({
  id: `id${String(at).padStart(3, '0')}`,
  at,
  item,
  cursor: `c${at}`,
});
const range = (from: number, to: number) => {
  const out: PageEntry<string>[] = [];
  for (let at = from; at >= to; at--) out.push(e(at));
  return out;
};
const names = (from: number, to: number) => range(from, to).map((x) => x.item);
const live = (page: PageEntry<string>[], prev: PageWindow<string> = EMPTY_WINDOW) =>
  withLivePage(prev, page, 3);

describe('page window', () => {
  it('shows a short live page as the whole list, with nothing older', () => {
    const w = live([e(2), e(1)]);
    expect(shownItems(w)).toEqual(['n2', 'n1']);
    expect(hasOlder(w)).toBe(false);
  });

  it('offers older items behind a full page, and stops when a page comes back short', () => {
    let w = live(range(10, 8));
    expect(hasOlder(w)).toBe(true);
    expect(oldestEntry(w)?.cursor).toBe('c8');
    w = withOlderPage(w, range(7, 5), 3);
    expect(shownItems(w)).toEqual(names(10, 5));
    expect(hasOlder(w)).toBe(true);
    expect(oldestEntry(w)?.cursor).toBe('c5');
    w = withOlderPage(w, range(4, 4), 3);
    expect(shownItems(w)).toEqual(names(10, 4));
    expect(hasOlder(w)).toBe(false);
  });

  it('keeps an item a new one pushed out of the full live page, before the older pages', () => {
    let w = withOlderPage(live(range(10, 8)), range(7, 5), 3);
    w = live(range(11, 9), w);
    expect(shownItems(w)).toEqual(names(11, 5));
    w = live(range(13, 11), w);
    expect(shownItems(w)).toEqual(names(13, 5));
    expect(w.displaced.map((x) => x.item)).toEqual(names(10, 8));
  });

  it('continues after a pushed-out item when no older page was loaded yet', () => {
    const w = live(range(11, 9), live(range(10, 8)));
    expect(shownItems(w)).toEqual(names(11, 8));
    expect(oldestEntry(w)?.cursor).toBe('c8');
  });

  it('drops an item deleted from the live page, and shows the one that moves up into it once', () => {
    let w = withOlderPage(live(range(10, 8)), range(7, 5), 3);
    w = live([e(10), e(8), e(7)], w); // n9 deleted: n7 moves up from the older page
    expect(shownItems(w)).toEqual(['n10', 'n8', 'n7', 'n6', 'n5']);
  });

  it('drops the last live item when it is deleted, though it sorts after the others', () => {
    let w = live(range(11, 9), live(range(10, 8))); // n8 displaced
    w = live([e(11), e(10), e(8)], w); // n9 deleted: n8 comes back into the live page
    expect(shownItems(w)).toEqual(['n11', 'n10', 'n8']);
    expect(w.displaced).toEqual([]);
  });

  it('keeps what sorts after the live page until a live answer covers its place again', () => {
    let w = live(range(10, 8));
    w = live([e(12), e(11), e(10)], w); // n9 deleted, n8 pushed out: both sort after n10
    // Neither can be told deleted from this answer alone (only the newest page is listened to), so
    // both stay shown until a live answer covers their place again.
    expect(shownItems(w)).toEqual(['n12', 'n11', 'n10', 'n9', 'n8']);
    w = live([e(12), e(10), e(8)], w); // n11 deleted: the window now reaches n8, and n9 is not in it
    expect(shownItems(w)).toEqual(['n12', 'n10', 'n8']);
  });

  it('drops what a short live page does not hold: every matching item is in it', () => {
    let w = withOlderPage(live(range(10, 8)), range(7, 5), 3);
    w = live([e(10), e(9)], w);
    expect(shownItems(w)).toEqual(['n10', 'n9']);
    expect(hasOlder(w)).toBe(false);
  });

  it('moves an item whose order changed to the top without showing it twice (a conversation)', () => {
    let w = withOlderPage(live(range(10, 8)), range(7, 5), 3);
    const moved = { ...e(6), at: 11, item: 'n6 again' };
    w = live([moved, e(10), e(9)], w);
    expect(shownItems(w)).toEqual(['n6 again', 'n10', 'n9', 'n8', 'n7', 'n5']);
  });

  it('keeps a left-out document as the cursor without showing it', () => {
    const w = live([e(10), e(9), e(8, null)]);
    expect(shownItems(w)).toEqual(['n10', 'n9']);
    expect(oldestEntry(w)?.cursor).toBe('c8');
  });

  it('orders ties by id, newest-first like Firestore', () => {
    const c = { id: 'c', at: 5, item: 'c', cursor: 'c' };
    const b = { id: 'b', at: 5, item: 'b', cursor: 'b' };
    let w = withLivePage(EMPTY_WINDOW, [c, b], 2);
    w = withLivePage(w, [e(9), c], 2); // b sorts after c: pushed out, still shown
    expect(shownItems(w)).toEqual(['n9', 'c', 'b']);
    w = withLivePage(w, [e(9), b], 2); // c deleted, b back in the page
    expect(shownItems(w)).toEqual(['n9', 'b']);
  });
});
