import { increment, serverTimestamp, type Firestore, type Transaction } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { runGuardedTransaction } from '@/firebase/guarded-transaction';
import { applyWriteSteps, type WriteStep } from '@/firebase/write-steps';
import {
  actorOf,
  followNotificationId,
  newNotification,
  NOTIFICATION_TEXT,
  type NotificationActor,
} from '@/social/api/notification-docs';
import { unreadNotificationsStep, unreadRecipientOf } from '@/social/api/unread-notifications';
import { recipientWants } from '@/social/api/notification-preferences';
import { followIdOf, followRefusal } from '../model';
import { AppError } from '@/domain/app-error';
import { userDoc, followDoc, notificationDoc } from '@/firebase/collections';

/**
 * A transaction needs the server; past this the button stops spinning and the error shows. Offline it
 * fails at once (firebase/guarded-transaction).
 */
const FOLLOW_TIMEOUT_MS = 15_000;

/** The documents a follow or an unfollow writes, by name. */
export type FollowStepName = 'follow' | 'notification' | 'unread' | 'follower' | 'target';

export interface FollowWriteInput {
  followerId: string;
  targetUserId: string;
  /** true: follow; false: unfollow. */
  follow: boolean;
  /**
   * The follower's username and photo as read in the transaction (a follow's notification shows them);
   * null: no notification (an unfollow, or the target muted follows).
   */
  actor: NotificationActor | null;
  /** follows/{followId}: followIdOf(followerId, targetUserId). */
  followId?: string;
  /**
   * The follow's notification is already there unread (a re-follow before the target saw it): it stays
   * one unread notification, so the target's badge count does not move (decision 0027).
   */
  noticeStillUnread?: boolean;
}

/**
 * Create or delete follows/{follower}_{target}, the target's 'follow' notification with a follow
 * (under its one id follow_{followId}: a re-follow writes that same document again), and the
 * follower's `following` and the target's `followers` moved by the same 1, with lastFollowId, which the
 * rules follow (docs/decisions/0002, "Write shapes", 8). The notification, written unread, raises the
 * target's unread count (decision 0027) unless it was unread already.
 */
export function followWriteSteps(db: Firestore, input: FollowWriteInput): WriteStep<FollowStepName>[] {
  const { followerId, targetUserId, follow, actor } = input;
  const followId = input.followId ?? followIdOf(followerId, targetUserId);
  const followRef = followDoc(db, followId);
  const step = follow ? 1 : -1;
  const notificationId = followNotificationId(followId);
  return [
    follow
      ? { name: 'follow', ref: followRef, set: { followerId, targetUserId, createdAt: serverTimestamp() } }
      : { name: 'follow', ref: followRef, delete: true },
    ...(follow && actor
      ? [
          {
            name: 'notification' as const,
            ref: notificationDoc(db, notificationId),
            set: newNotification({
              recipientId: targetUserId,
              actorId: followerId,
              actor,
              type: 'follow',
              targetId: followId,
              content: NOTIFICATION_TEXT.followed,
            }),
          },
          ...(input.noticeStillUnread ? [] : [unreadNotificationsStep(db, targetUserId, notificationId, 1)]),
        ]
      : []),
    {
      name: 'follower',
      ref: userDoc(db, followerId),
      update: { following: increment(step), lastFollowId: followId, updatedAt: serverTimestamp() },
    },
    { name: 'target', ref: userDoc(db, targetUserId), update: { followers: increment(step) } },
  ];
}

/** Read in the follow's transaction: is its notification (from an earlier follow) there and still unread? */
export async function followNoticeStillUnread(tx: Transaction, db: Firestore, followId: string) {
  return unreadRecipientOf(await tx.get(notificationDoc(db, followNotificationId(followId)))) !== null;
}

/**
 * Follow (`follow` true) or unfollow (spec section 4): ONE transaction of followWriteSteps.
 * Already in the wanted state: nothing is written and it resolves false. Throws the AppError
 * 'profile:errors.followSelf' before any write, and 'profile:errors.followFailed' for any failure of
 * the write.
 */
export async function setFollowing(
  followerId: string,
  targetUserId: string,
  follow: boolean,
  db: Firestore = firestore(),
): Promise<boolean> {
  const refusal = followRefusal(followerId, targetUserId);
  if (refusal) throw refusal;
  const followRef = followDoc(db, followIdOf(followerId, targetUserId));
  try {
    return await runGuardedTransaction(
      db,
      async (tx) => {
        // Read inside the transaction: a double tap or a second tab cannot count twice.
        if ((await tx.get(followRef)).exists() === follow) return false;
        // No notification when the target muted follows (decision 0029): the follow goes through.
        const notify = follow && (await recipientWants(tx, db, targetUserId, 'follow'));
        const actor = notify ? actorOf(await tx.get(userDoc(db, followerId))) : null;
        const noticeStillUnread =
          notify && (await followNoticeStillUnread(tx, db, followIdOf(followerId, targetUserId)));
        applyWriteSteps(
          tx,
          followWriteSteps(db, { followerId, targetUserId, follow, actor, noticeStillUnread }),
        );
        return true;
      },
      { timeoutMs: FOLLOW_TIMEOUT_MS, abandoned: 'profile:errors.followFailed' },
    );
  } catch (err) {
    throw new AppError('profile:errors.followFailed', undefined, { cause: err });
  }
}
