import { doc, increment, serverTimestamp, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { runGuardedTransaction } from '@/firebase/guarded-transaction';
import {
  actorOf,
  followNotificationId,
  newNotification,
  NOTIFICATION_TEXT,
} from '@/social/api/notification-docs';
import { followIdOf, followRefusal, MSG } from '../model';

/**
 * A transaction needs the server; past this the button stops spinning and the error shows. Offline it
 * fails at once (firebase/guarded-transaction).
 */
export const FOLLOW_TIMEOUT_MS = 15_000;

/**
 * Follow (`follow` true) or unfollow (spec section 4): in ONE transaction, create or delete
 * follows/{follower}_{target} and move the follower's `following` and the target's `followers` by the
 * same 1, stamping lastFollowId, which the rules follow (docs/decisions/0002, "Write shapes", 8);
 * a follow also writes the target's 'follow' notification in the same transaction, under its one id
 * follow_{followId}: a re-follow after an unfollow writes that same document again.
 * Already in the wanted state: nothing is written and it resolves false. Throws "You can't follow
 * yourself" before any write, and 'Failed to update follow status' for any failure of the write.
 */
export async function setFollowing(
  followerId: string,
  targetUserId: string,
  follow: boolean,
  db: Firestore = firestore(),
): Promise<boolean> {
  const refusal = followRefusal(followerId, targetUserId);
  if (refusal) throw new Error(refusal);
  const followRef = doc(db, 'follows', followIdOf(followerId, targetUserId));
  const step = follow ? 1 : -1;
  try {
    return await runGuardedTransaction(
      db,
      async (tx) => {
        // Read inside the transaction: a double tap or a second tab cannot count twice.
        if ((await tx.get(followRef)).exists() === follow) return false;
        // A follow notifies the target in the same write (its username and photo joined in), one
        // notification per follower and target: set() creates it, or rewrites it on a re-follow.
        const actor = follow ? actorOf(await tx.get(doc(db, 'users', followerId))) : null;
        if (follow) tx.set(followRef, { followerId, targetUserId, createdAt: serverTimestamp() });
        else tx.delete(followRef);
        if (actor) {
          tx.set(
            doc(db, 'notifications', followNotificationId(followRef.id)),
            newNotification({
              recipientId: targetUserId,
              actorId: followerId,
              actor,
              type: 'follow',
              targetId: followRef.id,
              content: NOTIFICATION_TEXT.followed,
            }),
          );
        }
        tx.update(doc(db, 'users', followerId), {
          following: increment(step),
          lastFollowId: followRef.id,
          updatedAt: serverTimestamp(),
        });
        tx.update(doc(db, 'users', targetUserId), { followers: increment(step) });
        return true;
      },
      { timeoutMs: FOLLOW_TIMEOUT_MS, abandonedMessage: MSG.followFailed },
    );
  } catch (err) {
    throw new Error(MSG.followFailed, { cause: err });
  }
}
