import { doc, increment, runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore';
import { firestore } from '@/lib/firebase';
import { withTimeout } from '@/lib/with-timeout';
import { followIdOf, followRefusal, MSG } from '../model';
import { FOLLOW_TIMEOUT_MS } from './follow-user';

/**
 * Unfollow (spec section 4): in ONE transaction, delete follows/{follower}_{target} and take 1 from
 * both counters (tests/rules/helpers.ts `unfollow`). Not following: nothing is written and it resolves
 * false. Throws 'Failed to update follow status' for any failure of the write.
 */
export async function unfollowUser(
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
        if (!(await tx.get(followRef)).exists()) return false;
        tx.delete(followRef);
        tx.update(doc(db, 'users', followerId), {
          following: increment(-1),
          lastFollowId: followRef.id,
          updatedAt: serverTimestamp(),
        });
        tx.update(doc(db, 'users', targetUserId), { followers: increment(-1) });
        return true;
      }),
      FOLLOW_TIMEOUT_MS,
    );
  } catch (err) {
    throw new Error(MSG.followFailed, { cause: err });
  }
}
