import type { Query, QuerySnapshot } from 'firebase/firestore';
import { openListeners } from './live-listeners';
import { entriesOf, pagedQuery } from './subscribe-pages';

// The SDK's query builders stand in as plain records, so the test sees what pagedQuery asks for.
const sdk = vi.hoisted(() => ({
  listeners: [] as { target: unknown; next: (snap: unknown) => void; unsubscribe: () => void }[],
  gets: [] as unknown[],
  answer: { docs: [] as unknown[] },
}));
vi.mock('firebase/firestore', () => ({
  query: (base: unknown, ...parts: unknown[]) => ({ base, parts }),
  orderBy: (field: string, dir: string) => ({ orderBy: field, dir }),
  limit: (n: number) => ({ limit: n }),
  startAfter: (cursor: unknown) => ({ startAfter: cursor }),
  onSnapshot: (target: unknown, next: (snap: unknown) => void) => {
    const unsubscribe = vi.fn();
    sdk.listeners.push({ target, next, unsubscribe });
    return unsubscribe;
  },
  getDocs: async (target: unknown) => {
    sdk.gets.push(target);
    return sdk.answer;
  },
}));

const docSnap = (id: string, data: Record<string, unknown>, hasPendingWrites = false) => ({
  id,
  metadata: { hasPendingWrites },
  data: (options?: unknown) => {
    expect(options).toEqual({ serverTimestamps: 'estimate' });
    return data;
  },
  get: (field: string, options?: unknown) => {
    expect(options).toEqual({ serverTimestamps: 'estimate' });
    return data[field];
  },
});
const snap = (...docs: ReturnType<typeof docSnap>[]) => ({ docs }) as unknown as QuerySnapshot;
const toMillis = (ms: number) => ({ toMillis: () => ms });

beforeEach(() => {
  sdk.listeners.length = 0;
  sdk.gets.length = 0;
});

describe('entriesOf', () => {
  it('keeps each document as an entry: its id, its time, its item (null when left out) and itself as cursor', () => {
    const a = docSnap('a', { at: toMillis(20), n: 1 }, true);
    const b = docSnap('b', { at: toMillis(10), skip: true });
    const entries = entriesOf(snap(a, b), 'at', (id, d, meta) =>
      d.skip ? null : { id, pending: meta.pending },
    );
    expect(entries).toEqual([
      { id: 'a', at: 20, item: { id: 'a', pending: true }, cursor: a },
      { id: 'b', at: 10, item: null, cursor: b },
    ]);
  });
});

describe('pagedQuery', () => {
  const base = { name: 'notifications where me' } as unknown as Query;
  const source = pagedQuery(base, 'createdAt', 30, (id) => id);

  it('listens to the newest page only: ordered newest first, limited to the page size', () => {
    const onNext = vi.fn();
    const before = openListeners();
    const stop = source.subscribeNewest(onNext, () => {});
    expect(sdk.listeners[0].target).toEqual({
      base: { base, parts: [{ orderBy: 'createdAt', dir: 'desc' }] },
      parts: [{ limit: 30 }],
    });
    expect(openListeners()).toBe(before + 1);
    sdk.listeners[0].next(snap(docSnap('n2', { createdAt: toMillis(2) })));
    expect(onNext).toHaveBeenCalledWith([expect.objectContaining({ id: 'n2', at: 2, item: 'n2' })]);
    stop();
    expect(openListeners()).toBe(before);
  });

  it('reads an older page once, after the cursor of the oldest entry shown', async () => {
    const oldest = docSnap('n1', { createdAt: toMillis(1) });
    sdk.answer = snap(docSnap('n0', { createdAt: toMillis(0) }));
    const page = await source.fetchOlder({ id: 'n1', at: 1, item: 'n1', cursor: oldest });
    expect(sdk.gets[0]).toEqual({
      base: { base, parts: [{ orderBy: 'createdAt', dir: 'desc' }] },
      parts: [{ startAfter: oldest }, { limit: 30 }],
    });
    expect(page.map((e) => e.id)).toEqual(['n0']);
    expect(sdk.listeners).toHaveLength(0);
  });
});
