import { useEffect, useState } from 'react';

type SubscribeCount = (
  uid: string,
  onNext: (count: number) => void,
  onError: (err: Error) => void,
) => () => void;

/**
 * A live count for a badge in the shell (the first chunk): `load` fetches the listener with a dynamic
 * import(), so the full Firestore SDK loads only once someone is signed in. The badge is a hint: when
 * loading or listening fails it shows nothing (0) rather than a stale number; 0 as well for no user.
 */
export function useLazyLiveCount(uid: string | null, load: () => Promise<SubscribeCount>): number {
  const [state, setState] = useState<{ uid: string; count: number } | null>(null);

  useEffect(() => {
    if (!uid) return;
    let closed = false;
    let stop: (() => void) | undefined;
    load().then(
      (subscribe) => {
        if (closed) return;
        stop = subscribe(
          uid,
          (count) => setState({ uid, count }),
          () => setState({ uid, count: 0 }),
        );
      },
      () => setState({ uid, count: 0 }),
    );
    return () => {
      closed = true;
      stop?.();
    };
    // `load` is a fresh closure each render; the user says when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uid]);

  return uid && state?.uid === uid ? state.count : 0;
}
