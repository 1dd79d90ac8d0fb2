// Each test loads the module afresh: its promise settles once per page.
async function fresh() {
  vi.resetModules();
  return import('./first-screen');
}

describe('firstScreenDrawn', () => {
  afterEach(() => vi.useRealTimers());

  it('settles after the drawn screen’s paint, not before', async () => {
    const m = await fresh();
    m.awaitFirstScreenDrawn();
    const done = vi.fn();
    void m.firstScreenDrawn().then(done);
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    m.markFirstScreenDrawn();
    await vi.waitFor(() => expect(done).toHaveBeenCalled());
  });

  it('settles at once when the start does not wait for a screen, or the screen cannot draw', async () => {
    const m = await fresh();
    await expect(m.firstScreenDrawn()).resolves.toBeUndefined();
    m.awaitFirstScreenDrawn();
    m.noFirstScreenToWaitFor();
    await expect(m.firstScreenDrawn()).resolves.toBeUndefined();
  });

  it('settles after its bound when the screen never draws', async () => {
    vi.useFakeTimers();
    const m = await fresh();
    m.awaitFirstScreenDrawn(3_000);
    const done = vi.fn();
    void m.firstScreenDrawn().then(done);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
  });
});
