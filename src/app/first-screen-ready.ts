/**
 * How long main.tsx keeps the HTML's frame up for the first screen's chunk. Past it the app renders
 * anyway, and React.lazy's Suspense shows the spinner until the chunk is in: a stalled chunk holds back
 * that one screen, never the whole app.
 */
export const FIRST_SCREEN_WAIT_MS = 3_000;

/**
 * Resolves when the first screen's chunks are in (failed or not) and `startSdks` has run, or after
 * `maxWaitMs`, whichever comes first. Never rejects: a failure is the screen's to report.
 */
export function waitForFirstScreen(
  chunks: readonly Promise<unknown>[],
  startSdks: () => Promise<unknown>,
  maxWaitMs: number = FIRST_SCREEN_WAIT_MS,
): Promise<void> {
  if (chunks.length === 0) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ready = Promise.allSettled(chunks)
    // These screens are signed-in ones: the SDKs they open at once start first, in tasks of their own.
    .then(() => startSdks())
    .then(
      () => undefined,
      () => undefined,
    );
  const bounded = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, maxWaitMs);
  });
  return Promise.race([ready, bounded]).finally(() => clearTimeout(timer));
}
