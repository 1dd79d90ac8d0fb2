// notifications/{id}: the one shape every feature writes (decision 0006). A notification is created
// only by its actor, in the same transaction or batch as the action it reports, never for the actor's
// own action, under an id derived from the action (at most one per action); firestore.rules
// checks all of that (section "social", docs/decisions/0006-social-layer.md).
import { serverTimestamp, type DocumentData, type DocumentSnapshot } from 'firebase/firestore';

export type NotificationType =
  | 'like'
  | 'comment'
  | 'points'
  | 'follow'
  | 'group_invite'
  | 'offer'
  /** A group's event: new, changed or cancelled (decision 0051). */
  | 'group_event';

/**
 * The texts the rules expect for each action (the comment notification carries the comment itself). Stored
 * data, not shown texts: they are written in English whatever the writer's language, and the
 * notifications screen shows a notification in its reader's language from its type and actor.
 */
export const NOTIFICATION_TEXT = {
  likedPost: 'liked your post',
  likedBill: 'liked your bill',
  followed: 'started following you',
  points: (amount: number) => `sent you ${amount} silver points`,
} as const;

export interface NotificationActor {
  username: string;
  photoURL: string;
}

/** The actor's username and photo as stored on users/{uid} (the rules compare them). */
export function actorOf(userSnap: DocumentSnapshot): NotificationActor {
  const username: unknown = userSnap.get('username');
  const photoURL: unknown = userSnap.get('photoURL');
  return {
    username: typeof username === 'string' ? username : '',
    photoURL: typeof photoURL === 'string' ? photoURL : '',
  };
}

/** Id of a like's notification: one per like, deleted again with an unlike. */
export const likeNotificationId = (likeId: string) => `like_${likeId}`;

/** Id of a comment's notification: the rules find the comment through it. */
export const commentNotificationId = (commentId: string) => `comment_${commentId}`;

/**
 * Id of a follow's notification: one per follower and target (decision 0006). An unfollow leaves it; a
 * re-follow writes it again (unread, now), so toggling never piles notifications up.
 */
export const followNotificationId = (followId: string) => `follow_${followId}`;

/** Id of a transfer's notification: one per pointTransactions document (decision 0006). */
export const pointsNotificationId = (txId: string) => `points_${txId}`;

export function newNotification(input: {
  recipientId: string;
  actorId: string;
  actor: NotificationActor;
  type: NotificationType;
  targetId: string;
  content: string;
}): DocumentData {
  return {
    recipientId: input.recipientId,
    actorId: input.actorId,
    actor: { username: input.actor.username, photoURL: input.actor.photoURL },
    type: input.type,
    targetId: input.targetId,
    content: input.content,
    read: false,
    readAt: null,
    createdAt: serverTimestamp(),
  };
}
