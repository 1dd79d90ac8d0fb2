import { useConnectivityStore } from '@/stores/connectivity-store';
import { settleWrite } from './settle-write';

afterEach(() => {
  useConnectivityStore.setState({ browserOnline: true, serverReachable: null });
  vi.useRealTimers();
});

const deferred = () => {
  let resolve!: () => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

test("'saved' when the server accepts the write", async () => {
  await expect(settleWrite(Promise.resolve(), { queueAfterMs: 1000, onLateError: vi.fn() })).resolves.toBe(
    'saved',
  );
});

test('a refusal while waiting is thrown, not queued', async () => {
  const refused = Object.assign(new Error('no'), { code: 'permission-denied' });
  await expect(
    settleWrite(Promise.reject(refused), { queueAfterMs: 1000, onLateError: vi.fn() }),
  ).rejects.toBe(refused);
});

test("'queued' at once while offline; a later refusal goes to onLateError", async () => {
  useConnectivityStore.setState({ browserOnline: false });
  const ack = deferred();
  const onLateError = vi.fn();
  await expect(settleWrite(ack.promise, { queueAfterMs: 1000, onLateError })).resolves.toBe('queued');
  ack.reject(new Error('refused later'));
  await vi.waitFor(() => expect(onLateError).toHaveBeenCalledTimes(1));
});

test("'queued' when the app goes offline while waiting, or no answer comes in time", async () => {
  const first = settleWrite(deferred().promise, { queueAfterMs: 60_000, onLateError: vi.fn() });
  useConnectivityStore.setState({ serverReachable: false });
  await expect(first).resolves.toBe('queued');

  useConnectivityStore.setState({ serverReachable: true });
  vi.useFakeTimers();
  const second = settleWrite(deferred().promise, { queueAfterMs: 500, onLateError: vi.fn() });
  await vi.advanceTimersByTimeAsync(500);
  await expect(second).resolves.toBe('queued');
});
