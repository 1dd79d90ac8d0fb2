import { useLazyLiveCount } from '@/hooks/use-lazy-live-count';

/**
 * The live total of the signed-in user's unread messages, for the bottom bar badge (decision 0005).
 * The shell is in the first chunk: the listener (and with it the full Firestore SDK) is loaded with a
 * dynamic import() only once someone is signed in. A failed listener shows no badge (0).
 */
export function useUnreadMessagesCount(uid: string | null): number {
  return useLazyLiveCount(uid, () =>
    import('../api/subscribe-unread-total').then((m) => m.subscribeToUnreadTotal),
  );
}
