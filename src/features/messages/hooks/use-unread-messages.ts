import { useEffect, useState } from 'react';

/**
 * The live total of the signed-in user's unread messages, for the bottom bar badge (messages issue).
 * The shell is in the first chunk: the listener (and with it the full Firestore SDK) is loaded with a
 * dynamic import() only once someone is signed in. A failed listener shows no badge (0).
 */
export function useUnreadMessagesCount(uid: string | null): number {
  const [state, setState] = useState<{ uid: string; total: number } | null>(null);

  useEffect(() => {
    if (!uid) return;
    let closed = false;
    let stop: (() => void) | undefined;
    import('../api/subscribe-unread-total').then(
      ({ subscribeToUnreadTotal }) => {
        if (closed) return;
        stop = subscribeToUnreadTotal(
          uid,
          (total) => setState({ uid, total }),
          () => setState({ uid, total: 0 }),
        );
      },
      () => setState({ uid, total: 0 }),
    );
    return () => {
      closed = true;
      stop?.();
    };
  }, [uid]);

  return uid && state?.uid === uid ? state.total : 0;
}
