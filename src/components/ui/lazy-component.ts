// A component whose code is its own chunk, loaded when it first renders or when `prefetch()` is called
// (a menu that opens, a button that is pressed): dialogs and sections behind a tap stay out of a screen's
// first JavaScript (docs/decisions/0053-signed-in-screens-weight-2.md). The service worker precaches
// every chunk, so they open offline too.
import { lazy, type ComponentType } from 'react';

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const get = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (err: unknown) => {
        loading = undefined; // a later render or prefetch tries again
        throw err;
      },
    ));
  // Prefetched and in: a thenable that answers at once, which React.lazy reads as resolved on the spot,
  // so the first render draws it instead of suspending for a moment (decision 0062).
  const Lazy = lazy(() =>
    loaded
      ? ({
          then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve({ default: loaded! }),
        } as Promise<{
          default: ComponentType<P>;
        }>)
      : get().then((component) => ({ default: component })),
  );
  return Object.assign(Lazy, { prefetch: () => void get().catch(() => {}) });
}
