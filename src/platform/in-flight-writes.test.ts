import { asWriteInFlight, writesInFlight } from './in-flight-writes';

/** What the browser does before leaving or reloading: true when the page asks first. */
function leavingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

function deferred() {
  let resolve!: () => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('writes in flight', () => {
  it('asks before leaving only while a write is in flight', async () => {
    expect(leavingAsks()).toBe(false);
    const write = deferred();
    const running = asWriteInFlight(() => write.promise);
    expect(writesInFlight()).toBe(1);
    expect(leavingAsks()).toBe(true);
    write.resolve();
    await running;
    expect(writesInFlight()).toBe(0);
    expect(leavingAsks()).toBe(false);
  });

  it('keeps asking until the last of several writes has settled, failed ones included', async () => {
    const first = deferred();
    const second = deferred();
    const a = asWriteInFlight(() => first.promise);
    const b = asWriteInFlight(() => second.promise).catch((err: unknown) => err);
    first.resolve();
    await a;
    expect(leavingAsks()).toBe(true);
    second.reject(new Error('refused'));
    expect(await b).toEqual(new Error('refused'));
    expect(writesInFlight()).toBe(0);
    expect(leavingAsks()).toBe(false);
  });

  it('passes on what the write returns, and a write that throws at once is not left in flight', async () => {
    await expect(asWriteInFlight(async () => 'written')).resolves.toBe('written');
    await expect(
      asWriteInFlight(() => {
        throw new Error('bad input');
      }),
    ).rejects.toThrow('bad input');
    expect(writesInFlight()).toBe(0);
  });
});
