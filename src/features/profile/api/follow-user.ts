import { doc, increment, runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore';
import { firestore } from '@/lib/firebase';
import { withTimeout } from '@/lib/with-timeout';
import { followIdOf, followRefusal, MSG } from '../model';

/** A transaction needs the server; past this the button stops spinning and the error shows. */
export const FOLLOW_TIMEOUT_MS = 15_000;

/**
 * Follow (spec section 4): in ONE transaction, create follows/{follower}_{target}, add 1 to the
 * follower's `following` (stamping lastFollowId, which the rules follow) and 1 to the target's
 * `followers` — the write shape firestore.rules accepts (tests/rules/helpers.ts `follow`).
 * Already following: nothing is written and it resolves false. Throws 'You can't follow yourself'
 * before any write, and 'Failed to update follow status' for any failure of the write.
 */
export async function followUser(
  followerId: string,
  targetUserId: string,
  db: Firestore = firestore(),
): Promise<boolean> {
  const refusal = followRefusal(followerId, targetUserId);
  if (refusal) throw new Error(refusal);
  const followRef = doc(db, 'follows', followIdOf(followerId, targetUserId));
  try {
    return await withTimeout(
      runTransaction(db, async (tx) => {
        // Read inside the transaction: a double tap or a second tab cannot count twice.
        if ((await tx.get(followRef)).exists()) return false;
        tx.set(followRef, { followerId, targetUserId, createdAt: serverTimestamp() });
        tx.update(doc(db, 'users', followerId), {
          following: increment(1),
          lastFollowId: followRef.id,
          updatedAt: serverTimestamp(),
        });
        tx.update(doc(db, 'users', targetUserId), { followers: increment(1) });
        return true;
      }),
      FOLLOW_TIMEOUT_MS,
    );
  } catch (err) {
    throw new Error(MSG.followFailed, { cause: err });
  }
}
