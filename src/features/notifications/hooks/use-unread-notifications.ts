import { useLazyLiveCount } from '@/hooks/use-lazy-live-count';

/**
 * The live count of the signed-in user's unread notifications, for the menu badge: one listener on one
 * counter document (decision 0027). The header is in
 * the first chunk: the listener and the full Firestore SDK load by dynamic import, only for a
 * signed-in user. A failed listener shows no badge (0).
 */
export function useUnreadNotificationsCount(uid: string | null): number {
  return useLazyLiveCount(uid, () => import('../api/unread-count').then((m) => m.subscribeToUnreadCount));
}
