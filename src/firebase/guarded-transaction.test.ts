import { runTransaction, type Firestore, type Transaction } from 'firebase/firestore';
import { writesInFlight } from '@/platform/in-flight-writes';
import { isOfflineError, useConnectivityStore } from '@/stores/connectivity-store';
import { runGuardedTransaction, whileOnline } from './guarded-transaction';

// runTransaction stands in for Firestore: it runs the update function once per call, with no reads.
vi.mock('firebase/firestore', () => ({ runTransaction: vi.fn() }));
const run = vi.mocked(runTransaction);
const db = {} as Firestore;
const tx = {} as Transaction;
const denied = () => Object.assign(new Error('denied'), { code: 'permission-denied' });
const options = { timeoutMs: 1000, maxAttempts: 7, abandoned: 'social:like.errors.failed' as const };

describe('runGuardedTransaction', () => {
  beforeEach(() => {
    run.mockReset();
    run.mockImplementation(async (_db, update) => update(tx));
  });

  afterEach(() => useConnectivityStore.setState({ browserOnline: true, serverReachable: null }));

  it("fails at once while offline ('unavailable', the offline message), without starting the transaction", async () => {
    useConnectivityStore.setState({ browserOnline: false });
    const failure = await runGuardedTransaction(db, async () => 'done', options).catch((err: unknown) => err);
    expect(failure).toMatchObject({ code: 'unavailable', key: 'common:offline.action' });
    expect(isOfflineError(failure)).toBe(true);
    expect(run).not.toHaveBeenCalled();
  });

  it('is a write in flight until it has settled: leaving the page asks first meanwhile', async () => {
    let commit!: () => void;
    run.mockImplementation(
      (_db, update) => new Promise((resolve) => (commit = () => resolve(update(tx) as never))),
    );
    const running = runGuardedTransaction(db, async () => 'done', options);
    expect(writesInFlight()).toBe(1);
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    commit();
    await expect(running).resolves.toBe('done');
    expect(writesInFlight()).toBe(0);
  });

  it('runs with the defaults when given no options', async () => {
    await expect(runGuardedTransaction(db, async () => 'done')).resolves.toBe('done');
    expect(run).toHaveBeenCalledWith(db, expect.any(Function), { maxAttempts: 5 });
  });

  it('gives up as soon as the server is out of reach, and a later retry writes nothing', async () => {
    let retry!: () => Promise<unknown>;
    run.mockImplementation((_db, update) => {
      retry = () => update(tx);
      return new Promise(() => {});
    });
    const body = vi.fn(async () => 'written');
    const pending = runGuardedTransaction(db, body, options);
    useConnectivityStore.setState({ serverReachable: false });
    await expect(pending).rejects.toMatchObject({ code: 'unavailable' });
    await expect(retry()).rejects.toThrow('social:like.errors.failed');
    expect(body).not.toHaveBeenCalled();
  });

  it("resolves the body's result and passes maxAttempts on", async () => {
    await expect(runGuardedTransaction(db, async () => 'done', options)).resolves.toBe('done');
    expect(run).toHaveBeenCalledWith(db, expect.any(Function), { maxAttempts: 7 });
  });

  it('throws a failure as it came, and runs a denied commit only once by default', async () => {
    const body = vi.fn(async () => {
      throw denied();
    });
    await expect(runGuardedTransaction(db, body, options)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(body).toHaveBeenCalledTimes(1);
  });

  it('runs a denied commit again up to rulesRaceRuns times, but no other failure', async () => {
    const body = vi.fn(async () => {
      throw denied();
    });
    await expect(runGuardedTransaction(db, body, { ...options, rulesRaceRuns: 3 })).rejects.toThrow('denied');
    expect(body).toHaveBeenCalledTimes(3);

    const refused = vi.fn(async () => {
      throw new Error('Comment not found');
    });
    await expect(runGuardedTransaction(db, refused, { ...options, rulesRaceRuns: 3 })).rejects.toThrow(
      'Comment not found',
    );
    expect(refused).toHaveBeenCalledTimes(1);

    let calls = 0;
    const racing = async () => {
      calls += 1;
      if (calls === 1) throw denied();
      return 'second run';
    };
    await expect(runGuardedTransaction(db, racing, { ...options, rulesRaceRuns: 3 })).resolves.toBe(
      'second run',
    );
  });

  it('times out with code timeout, and an SDK retry after that throws the abandoned message unwritten', async () => {
    let retry!: () => Promise<unknown>;
    run.mockImplementation((_db, update) => {
      retry = () => update(tx);
      return new Promise(() => {});
    });
    const body = vi.fn(async () => 'written');
    await expect(runGuardedTransaction(db, body, { ...options, timeoutMs: 10 })).rejects.toMatchObject({
      code: 'timeout',
    });
    await expect(retry()).rejects.toThrow('social:like.errors.failed');
    expect(body).not.toHaveBeenCalled();
  });

  it('does not commit a run whose caller gave up while its reads were on the way', async () => {
    let read!: () => void;
    const body = vi.fn(async (t: Transaction) => {
      await new Promise<void>((resolve) => (read = resolve));
      return t;
    });
    const pending = runGuardedTransaction(db, body, { ...options, timeoutMs: 10 });
    await expect(pending).rejects.toMatchObject({ code: 'timeout' });
    read();
    // runTransaction rejects instead of committing: the body's writes are never sent.
    await expect(run.mock.results[0]!.value).rejects.toThrow('social:like.errors.failed');
  });

  it("stops at once when the caller's signal is aborted, and no run writes", async () => {
    const controller = new AbortController();
    controller.abort();
    const body = vi.fn(async () => 'written');
    await expect(
      runGuardedTransaction(db, body, { ...options, signal: controller.signal, rulesRaceRuns: 3 }),
    ).rejects.toThrow('social:like.errors.failed');
    expect(body).not.toHaveBeenCalled();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('tells onSettled when the transaction has ended, also after the caller was told it failed', async () => {
    let finish!: () => void;
    run.mockImplementation(async (_db, update) => {
      await new Promise<void>((resolve) => (finish = resolve));
      return update(tx);
    });
    const onSettled = vi.fn();
    await expect(
      runGuardedTransaction(db, async () => 'written', { ...options, timeoutMs: 10, onSettled }),
    ).rejects.toMatchObject({ code: 'timeout' });
    expect(onSettled).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(onSettled).toHaveBeenCalledTimes(1));
    run.mockImplementation(async (_db, update) => update(tx));
    await expect(runGuardedTransaction(db, async () => 'done', { ...options, onSettled })).resolves.toBe(
      'done',
    );
    expect(onSettled).toHaveBeenCalledTimes(2);
  });
});

describe('whileOnline', () => {
  afterEach(() => useConnectivityStore.setState({ browserOnline: true, serverReachable: null }));

  it('does not start the work while offline', async () => {
    useConnectivityStore.setState({ serverReachable: false });
    const work = vi.fn(async () => 'sent');
    const failure = await whileOnline(work, 1000).catch((err: unknown) => err);
    expect(isOfflineError(failure)).toBe(true);
    expect(work).not.toHaveBeenCalled();
  });

  it("passes the work's answer or failure on while online", async () => {
    await expect(whileOnline(async () => 'sent', 1000)).resolves.toBe('sent');
    await expect(
      whileOnline(async () => {
        throw new Error('Receipt already claimed');
      }, 1000),
    ).rejects.toThrow('Receipt already claimed');
  });

  it('fails with the offline error as soon as the app goes offline while waiting', async () => {
    const waiting = whileOnline(() => new Promise(() => {}), 1000);
    useConnectivityStore.setState({ browserOnline: false });
    await expect(waiting).rejects.toMatchObject({ code: 'unavailable', key: 'common:offline.action' });
  });
});
