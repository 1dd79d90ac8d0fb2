import { listenLater, pagedLater } from './listen-later';

describe('listenLater', () => {
  it('opens the listener once its module is in, and the unsubscribe closes it', async () => {
    const stop = vi.fn();
    const listen = vi.fn(() => stop);
    const unsubscribe = listenLater(() => Promise.resolve('module'), listen, vi.fn());
    await vi.waitFor(() => expect(listen).toHaveBeenCalledWith('module'));
    unsubscribe();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('never opens a listener closed before its module arrived', async () => {
    let arrive!: (m: string) => void;
    const listen = vi.fn(() => vi.fn());
    const unsubscribe = listenLater(() => new Promise<string>((r) => (arrive = r)), listen, vi.fn());
    await vi.waitFor(() => expect(arrive).toBeDefined());
    unsubscribe();
    arrive('module');
    await Promise.resolve();
    await Promise.resolve();
    expect(listen).not.toHaveBeenCalled();
  });

  it('reports a module that failed to load as the listener’s error', async () => {
    const onError = vi.fn();
    listenLater(() => Promise.reject(new Error('offline')), vi.fn(), onError);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('offline')));
  });
});

describe('pagedLater', () => {
  it('opens the newest page and reads older ones through the loaded source', async () => {
    const stop = vi.fn();
    const source = {
      size: 10,
      subscribeNewest: vi.fn(() => stop),
      fetchOlder: vi.fn(async () => []),
    };
    const paged = pagedLater(
      10,
      () => Promise.resolve(source),
      (m) => m,
    );
    const onNext = vi.fn();
    const unsubscribe = paged.subscribeNewest(onNext, vi.fn());
    await vi.waitFor(() => expect(source.subscribeNewest).toHaveBeenCalledWith(onNext, expect.any(Function)));
    await expect(paged.fetchOlder({ id: 'x', at: 0, item: null, cursor: null } as never)).resolves.toEqual(
      [],
    );
    unsubscribe();
    expect(stop).toHaveBeenCalled();
  });
});
