import { useEffect, useState } from 'react';

/**
 * The live count of the signed-in user's unread notifications, for the menu badge. The header is in
 * the first chunk: the listener and the full Firestore SDK load by dynamic import, only for a
 * signed-in user.
 */
export function useUnreadNotificationsCount(uid: string | null): number {
  const [state, setState] = useState<{ uid: string; count: number } | null>(null);

  useEffect(() => {
    if (!uid) return;
    let unsubscribe: (() => void) | undefined;
    let closed = false;
    import('../api/subscribe-notifications').then(
      ({ subscribeToUnreadCount }) => {
        if (closed) return;
        unsubscribe = subscribeToUnreadCount(
          uid,
          (count) => setState({ uid, count }),
          // The badge is a hint: on failure it shows nothing rather than a stale number.
          () => setState({ uid, count: 0 }),
        );
      },
      () => setState({ uid, count: 0 }),
    );
    return () => {
      closed = true;
      unsubscribe?.();
    };
  }, [uid]);

  return uid && state?.uid === uid ? state.count : 0;
}
