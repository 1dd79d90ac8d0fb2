import type { DocumentReference, Query, QuerySnapshot } from 'firebase/firestore';
import { handoff } from '@/platform/first-paint-handoff';
import { openListeners } from './live-listeners';
import { subscribeCounter, subscribeDoc, subscribeInChunks, subscribeQuery } from './subscribe-query';

// onSnapshot stands in for Firestore: each call is recorded with its target and callbacks.
type Listener = {
  target: unknown;
  options: unknown;
  next: (snap: unknown) => void;
  error: (err: Error) => void;
  unsubscribe: ReturnType<typeof vi.fn>;
};
const listeners: Listener[] = [];
// getDocFromServer stands in for the server's answer to subscribeDoc's confirmMissing check.
const server = vi.hoisted(() => ({ getDoc: vi.fn() }));

vi.mock('firebase/firestore', () => ({
  getDocFromServer: (ref: unknown) => server.getDoc(ref),
  onSnapshot: (target: unknown, ...rest: unknown[]) => {
    const unsubscribe = vi.fn();
    const [options, next, error] = (typeof rest[0] === 'function' ? [undefined, ...rest] : rest) as [
      unknown,
      Listener['next'],
      Listener['error'],
    ];
    listeners.push({ target, options, next, error, unsubscribe });
    return unsubscribe;
  },
}));

const docSnap = (id: string, data: Record<string, unknown>, hasPendingWrites = false, fromCache = false) => ({
  id,
  metadata: { hasPendingWrites, fromCache },
  data: (options?: unknown) => {
    expect(options).toEqual({ serverTimestamps: 'estimate' });
    return data;
  },
  get: (field: string) => data[field],
});
const querySnap = (...docs: ReturnType<typeof docSnap>[]) => ({ docs }) as unknown as QuerySnapshot;

beforeEach(() => {
  listeners.length = 0;
  server.getDoc.mockReset();
});

describe('subscribeQuery', () => {
  it('maps every document with estimated server timestamps, leaves out the nulls, and passes errors on', () => {
    const q = {} as Query;
    const onNext = vi.fn();
    const onError = vi.fn();
    const stop = subscribeQuery(q, (id, d) => (d.skip ? null : { id, n: d.n as number }), onNext, onError);
    expect(listeners).toHaveLength(1);
    expect(listeners[0].target).toBe(q);
    listeners[0].next(
      querySnap(docSnap('a', { n: 1 }), docSnap('b', { skip: true }), docSnap('c', { n: 3 })),
    );
    expect(onNext).toHaveBeenCalledWith([
      { id: 'a', n: 1 },
      { id: 'c', n: 3 },
    ]);
    const err = new Error('permission-denied');
    listeners[0].error(err);
    expect(onError).toHaveBeenCalledWith(err);
    stop();
    expect(listeners[0].unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('tells the converter which documents wait for the server, and listens to metadata when asked', () => {
    const onNext = vi.fn();
    subscribeQuery({} as Query, (id, _d, meta) => ({ id, pending: meta.pending }), onNext, vi.fn());
    expect(listeners[0].options).toBeUndefined();
    subscribeQuery({} as Query, (id, _d, meta) => ({ id, pending: meta.pending }), onNext, vi.fn(), {
      metadata: true,
    });
    expect(listeners[1].options).toEqual({ includeMetadataChanges: true });
    listeners[1].next(querySnap(docSnap('mine', {}, true), docSnap('theirs', {})));
    expect(onNext).toHaveBeenLastCalledWith([
      { id: 'mine', pending: true },
      { id: 'theirs', pending: false },
    ]);
  });
});

describe('subscribeDoc', () => {
  it('maps an existing document and gives null for a missing one', () => {
    const ref = {} as DocumentReference;
    const onNext = vi.fn();
    subscribeDoc(ref, (id, d) => ({ id, name: d.name as string }), onNext, vi.fn());
    expect(listeners[0].target).toBe(ref);
    listeners[0].next({ ...docSnap('g1', { name: 'Gourmets' }), exists: () => true });
    expect(onNext).toHaveBeenLastCalledWith({ id: 'g1', name: 'Gourmets' });
    listeners[0].next({ ...docSnap('g1', {}), exists: () => false });
    expect(onNext).toHaveBeenLastCalledWith(null);
  });

  describe('confirmMissing: a document missing from the cache is asked of the server', () => {
    const missingFromCache = () => ({ ...docSnap('u1', {}, false, true), exists: () => false });
    const found = { ...docSnap('u1', { name: 'Giulia' }), exists: () => true };
    const listen = (onNext = vi.fn()) => {
      const ref = {} as DocumentReference;
      const stop = subscribeDoc(ref, (id, d) => ({ id, name: d.name as string }), onNext, vi.fn(), {
        confirmMissing: true,
      });
      return { ref, onNext, stop, next: listeners[0].next };
    };

    it('passes nothing on until the server says it is missing too', async () => {
      server.getDoc.mockResolvedValue({ exists: () => false });
      const { ref, onNext, next } = listen();
      next(missingFromCache());
      expect(onNext).not.toHaveBeenCalled();
      expect(server.getDoc).toHaveBeenCalledWith(ref);
      await vi.waitFor(() => expect(onNext).toHaveBeenCalledWith(null));
    });

    it('the server has it: the listener brings it, the check passes nothing on', async () => {
      let answer!: (snap: unknown) => void;
      server.getDoc.mockReturnValue(new Promise((resolve) => (answer = resolve)));
      const { onNext, next } = listen();
      next(missingFromCache());
      next(found);
      answer({ exists: () => true });
      await new Promise((resolve) => setTimeout(resolve));
      expect(onNext.mock.calls).toEqual([[{ id: 'u1', name: 'Giulia' }]]);
    });

    it("a check answered after the listener's newer answer is dropped", async () => {
      let answer!: (snap: unknown) => void;
      server.getDoc.mockReturnValue(new Promise((resolve) => (answer = resolve)));
      const { onNext, next } = listen();
      next(missingFromCache());
      next(found); // e.g. sign-up's own write, before the server has it
      answer({ exists: () => false });
      await new Promise((resolve) => setTimeout(resolve));
      expect(onNext.mock.calls).toEqual([[{ id: 'u1', name: 'Giulia' }]]);
    });

    it("offline, the check fails and the cache's answer stands; nothing after the listener stops", async () => {
      server.getDoc.mockRejectedValueOnce(new Error('offline'));
      const first = listen();
      first.next(missingFromCache());
      await vi.waitFor(() => expect(first.onNext).toHaveBeenCalledWith(null));

      listeners.length = 0;
      let answer!: (snap: unknown) => void;
      server.getDoc.mockReturnValue(new Promise((resolve) => (answer = resolve)));
      const second = listen();
      second.next(missingFromCache());
      second.stop();
      answer({ exists: () => false });
      await new Promise((resolve) => setTimeout(resolve));
      expect(second.onNext).not.toHaveBeenCalled();
    });

    it("a missing document the server's own snapshot reports is passed on at once", () => {
      const { onNext, next } = listen();
      next({ ...docSnap('u1', {}), exists: () => false });
      expect(onNext).toHaveBeenCalledWith(null);
    });
  });
});

describe('subscribeCounter', () => {
  it("answers the counter's count; a missing document, a negative or a non-number is 0", () => {
    const onNext = vi.fn();
    subscribeCounter({} as DocumentReference, onNext, vi.fn());
    listeners[0].next({ ...docSnap('c', { count: 4 }), exists: () => true });
    listeners[0].next({ ...docSnap('c', {}), exists: () => false });
    listeners[0].next({ ...docSnap('c', { count: -2 }), exists: () => true });
    listeners[0].next({ ...docSnap('c', { count: 'x' }), exists: () => true });
    expect(onNext.mock.calls).toEqual([[4], [0], [0], [0]]);
  });
});

describe('subscribeInChunks', () => {
  const count = (snap: QuerySnapshot, part: string[]) => {
    const page: Record<string, number> = {};
    for (const id of part) page[id] = 0;
    for (const d of snap.docs) page[d.get('target') as string] += 1;
    return page;
  };

  it('answers {} at once for no ids, with no listener', () => {
    const onNext = vi.fn();
    const stop = subscribeInChunks([], () => ({}) as Query, count, onNext, vi.fn());
    expect(onNext).toHaveBeenCalledWith({});
    expect(listeners).toHaveLength(0);
    stop();
  });

  it('opens one listener per 30 distinct ids and emits the merged pages once all have answered', () => {
    const ids = Array.from({ length: 31 }, (_, i) => `t${i}`);
    const parts: string[][] = [];
    const onNext = vi.fn();
    const stop = subscribeInChunks(
      [...ids, 't0'],
      (part) => {
        parts.push(part);
        return {} as Query;
      },
      count,
      onNext,
      vi.fn(),
    );
    expect(parts.map((p) => p.length)).toEqual([30, 1]);
    listeners[0].next(querySnap(docSnap('l1', { target: 't0' }), docSnap('l2', { target: 't0' })));
    expect(onNext).not.toHaveBeenCalled();
    listeners[1].next(querySnap(docSnap('l3', { target: 't30' })));
    expect(onNext).toHaveBeenCalledTimes(1);
    const merged = onNext.mock.calls[0][0] as Record<string, number>;
    expect(Object.keys(merged)).toHaveLength(31);
    expect(merged.t0).toBe(2);
    expect(merged.t30).toBe(1);
    expect(merged.t5).toBe(0);
    stop();
    expect(listeners.every((l) => l.unsubscribe.mock.calls.length === 1)).toBe(true);
  });
});

describe('open listener count', () => {
  it('counts every listener as open until its unsubscribe, once however often it is called', () => {
    const before = openListeners();
    const stopQuery = subscribeQuery({} as Query, () => null, vi.fn(), vi.fn());
    const stopDoc = subscribeDoc({} as DocumentReference, () => null, vi.fn(), vi.fn());
    const ids = Array.from({ length: 31 }, (_, i) => `t${i}`);
    const stopChunks = subscribeInChunks(
      ids,
      () => ({}) as Query,
      () => ({}),
      vi.fn(),
      vi.fn(),
    );
    expect(openListeners()).toBe(before + 4);
    stopQuery();
    stopQuery();
    expect(openListeners()).toBe(before + 3);
    stopDoc();
    stopChunks();
    expect(openListeners()).toBe(before);
    expect(listeners.every((l) => l.unsubscribe.mock.calls.length >= 1)).toBe(true);
    expect(handoff().listeners?.open).toBe(before);
  });
});
