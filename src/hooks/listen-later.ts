// A listener whose module loads when it opens: a screen that imports its data layer this way does not
// make its chunk wait for the Firebase SDK, so its first render (drawn from what the HTML read, or its
// loading state) paints before the SDK has even arrived. On a screen drawn before the SDKs, the module
// is asked for only once that screen has painted (src/platform/first-screen.ts; decision 0062).

import type { PagedSource } from '@/firebase/subscribe-pages';
import { afterFirstScreen } from '@/platform/first-screen';

type Unsubscribe = () => void;

/**
 * Opens `listen` once `load` has answered; the returned unsubscribe closes it, or stops it from opening.
 * A module that fails to load is the listener's error.
 */
export function listenLater<M>(
  load: () => Promise<M>,
  listen: (module: M) => Unsubscribe,
  onError: (err: Error) => void,
): Unsubscribe {
  let stop: Unsubscribe | undefined;
  let closed = false;
  afterFirstScreen(load).then(
    (module) => {
      if (!closed) stop = listen(module);
    },
    (err: unknown) => {
      if (!closed) onError(err instanceof Error ? err : new Error(String(err)));
    },
  );
  return () => {
    closed = true;
    stop?.();
  };
}

/** A paged list (useLivePages) whose module loads when its first page is asked for. */
export function pagedLater<T, M>(
  size: number,
  load: () => Promise<M>,
  source: (module: M) => PagedSource<T>,
): PagedSource<T> {
  return {
    size,
    subscribeNewest: (onNext, onError) =>
      listenLater(load, (m) => source(m).subscribeNewest(onNext, onError), onError),
    fetchOlder: async (oldest) => source(await load()).fetchOlder(oldest),
  };
}
