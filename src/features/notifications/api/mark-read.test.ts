import type { Firestore } from 'firebase/firestore';
import { useConnectivityStore } from '@/stores/connectivity-store';
import { markNotificationsRead } from './mark-read';

// The batch's commit is the test's to answer: accepted, refused, or not yet.
const sdk = vi.hoisted(() => ({ commits: [] as { resolve: () => void; reject: (e: unknown) => void }[] }));
// The badge count's lookup is the counter's own module (unread-count.ts): nothing to take off here.
vi.mock('./unread-count', () => ({ unreadCountDown: async () => null }));
vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, ...path: string[]) => path.join('/'),
  serverTimestamp: () => 'now',
  writeBatch: () => ({
    update: () => {},
    commit: () =>
      new Promise<void>((resolve, reject) => {
        sdk.commits.push({ resolve, reject });
      }),
  }),
}));

const db = {} as Firestore;
const refused = () => Object.assign(new Error('denied'), { code: 'permission-denied' });

describe('markNotificationsRead', () => {
  beforeEach(() => {
    sdk.commits = [];
    useConnectivityStore.setState({ browserOnline: true, serverReachable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    useConnectivityStore.setState({ browserOnline: true, serverReachable: null });
  });

  it("says 'saved' when the server accepts the batch", async () => {
    const done = markNotificationsRead(['n1', 'n2'], db);
    sdk.commits[0].resolve();
    await expect(done).resolves.toBe('saved');
  });

  it("on a timeout says 'queued', not failed: the batch lands later without an error", async () => {
    vi.useFakeTimers();
    const onLateError = vi.fn();
    const done = markNotificationsRead(['n1'], db, onLateError);
    await vi.advanceTimersByTimeAsync(15_000);
    await expect(done).resolves.toBe('queued');
    sdk.commits[0].resolve(); // the queued batch reaches the server
    await vi.advanceTimersByTimeAsync(0);
    expect(onLateError).not.toHaveBeenCalled();
  });

  it("offline says 'queued' at once; a refusal that comes later is still reported", async () => {
    useConnectivityStore.setState({ browserOnline: false });
    const onLateError = vi.fn();
    await expect(markNotificationsRead(['n1'], db, onLateError)).resolves.toBe('queued');
    sdk.commits[0].reject(refused());
    await vi.waitFor(() =>
      expect(onLateError).toHaveBeenCalledWith(expect.objectContaining({ key: 'notifications:markFailed' })),
    );
  });

  it('a refusal while waiting fails with the message', async () => {
    const done = markNotificationsRead(['n1'], db);
    sdk.commits[0].reject(refused());
    await expect(done).rejects.toThrow('notifications:markFailed');
  });

  it('writes one batch per 500 and waits for all of them', async () => {
    const ids = Array.from({ length: 501 }, (_, i) => `n${i}`);
    const done = markNotificationsRead(ids, db);
    expect(sdk.commits).toHaveLength(2);
    sdk.commits.forEach((c) => c.resolve());
    await expect(done).resolves.toBe('saved');
  });
});
