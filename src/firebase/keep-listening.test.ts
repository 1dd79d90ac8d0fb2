import { keepListening, reopenDelay, REOPEN_MAX_MS } from './keep-listening';

/** A stand-in listener source: records each listener it opens and whether it was closed. */
function fakeSource() {
  const opened: { onNext: (n: number) => void; onError: (err: Error) => void; closed: boolean }[] = [];
  const subscribe = (onNext: (n: number) => void, onError: (err: Error) => void) => {
    const listener = { onNext, onError, closed: false };
    opened.push(listener);
    return () => {
      listener.closed = true;
    };
  };
  const open = () => opened.filter((l) => !l.closed);
  return { opened, open, subscribe };
}

describe('keepListening', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reopens a listener after an error, after the backoff and not before', () => {
    const source = fakeSource();
    const onNext = vi.fn();
    const onError = vi.fn();
    const kept = keepListening(source.subscribe, onNext, onError, new EventTarget());
    expect(source.opened).toHaveLength(1);

    source.opened[0].onError(new Error('unavailable'));
    expect(onError).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(reopenDelay(1) - 1);
    expect(source.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(source.opened).toHaveLength(2);
    expect(source.opened[0].closed).toBe(true);

    source.opened[1].onNext(7);
    expect(onNext).toHaveBeenCalledWith(7);
    kept.stop();
    expect(source.open()).toHaveLength(0);
  });

  it('waits longer after each error in a row, never more than the cap, and an answer resets it', () => {
    expect([1, 2, 3, 4].map(reopenDelay)).toEqual([1000, 2000, 4000, 8000]);
    expect(reopenDelay(50)).toBe(REOPEN_MAX_MS);

    const source = fakeSource();
    keepListening(
      source.subscribe,
      () => {},
      () => {},
      new EventTarget(),
    );
    source.opened[0].onError(new Error('x'));
    vi.advanceTimersByTime(reopenDelay(1));
    source.opened[1].onError(new Error('x'));
    vi.advanceTimersByTime(reopenDelay(2) - 1);
    expect(source.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(source.opened).toHaveLength(3);

    source.opened[2].onNext(1); // in sync again: the next error starts from the first wait
    source.opened[2].onError(new Error('x'));
    vi.advanceTimersByTime(reopenDelay(1));
    expect(source.opened).toHaveLength(4);
  });

  it('reopens at once when the browser comes back online, and only a failed listener', () => {
    const source = fakeSource();
    const events = new EventTarget();
    keepListening(
      source.subscribe,
      () => {},
      () => {},
      events,
    );

    events.dispatchEvent(new Event('online'));
    expect(source.opened).toHaveLength(1); // healthy: left alone

    source.opened[0].onError(new Error('unavailable'));
    events.dispatchEvent(new Event('online'));
    expect(source.opened).toHaveLength(2);
    vi.advanceTimersByTime(REOPEN_MAX_MS); // the backoff's reopen was dropped
    expect(source.opened).toHaveLength(2);
  });

  it('reopen() opens a new listener now and drops the pending backoff', () => {
    const source = fakeSource();
    const kept = keepListening(
      source.subscribe,
      () => {},
      () => {},
      new EventTarget(),
    );
    source.opened[0].onError(new Error('x'));
    kept.reopen();
    expect(source.opened).toHaveLength(2);
    expect(source.open()).toHaveLength(1);
    vi.advanceTimersByTime(REOPEN_MAX_MS);
    expect(source.opened).toHaveLength(2);
  });

  it('ignores a closed listener and reopens nothing after stop()', () => {
    const source = fakeSource();
    const onNext = vi.fn();
    const events = new EventTarget();
    const kept = keepListening(source.subscribe, onNext, () => {}, events);
    kept.reopen();
    source.opened[0].onNext(1); // the first one, already closed
    expect(onNext).not.toHaveBeenCalled();

    source.opened[1].onError(new Error('x'));
    kept.stop();
    events.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(REOPEN_MAX_MS);
    kept.reopen();
    expect(source.opened).toHaveLength(2);
  });
});
