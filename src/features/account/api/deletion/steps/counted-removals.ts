// The one-document removals of the content steps that move a counter others see, each one transaction
// with that counter (decision 0032): the rules check the counter moved by exactly the document deleted
// in the same write, so two such documents on one target never share a write.
import { increment, type DocumentReference, type Firestore, type Transaction } from 'firebase/firestore';
import { runGuardedTransaction } from '@/firebase/guarded-transaction';
import { userDoc, followDoc, likeDoc, commentDoc } from '@/firebase/collections';

/** Contention on one popular post is retried; a step is run again anyway when it fails. */
const GUARDS = { timeoutMs: 20_000, maxAttempts: 10, rulesRaceRuns: 3 } as const;

export const inTransaction = <T>(db: Firestore, body: (tx: Transaction) => Promise<T>) =>
  runGuardedTransaction(db, body, GUARDS);

const positive = (v: unknown) => typeof v === 'number' && v > 0;

/**
 * Another's like on my post or bill: the like, and the target's likeCount -1 (at 0, left at 0) naming it
 * in lastLikeId. A target already gone cannot prove the like was on mine: nothing is written.
 */
export async function removeLikeOnMine(db: Firestore, likeId: string, target: DocumentReference) {
  const likeRef = likeDoc(db, likeId);
  await inTransaction(db, async (tx) => {
    const [like, on] = await Promise.all([tx.get(likeRef), tx.get(target)]);
    if (!like.exists() || !on.exists()) return;
    tx.delete(likeRef);
    tx.update(target, {
      ...(positive(on.get('likeCount')) ? { likeCount: increment(-1) } : {}),
      lastLikeId: likeId,
    });
  });
}

/** Another's comment on my post: the comment, and the post's commentCount -1 naming it (at 0, left). */
export async function removeCommentOnMyPost(db: Firestore, commentId: string, post: DocumentReference) {
  const commentRef = commentDoc(db, commentId);
  await inTransaction(db, async (tx) => {
    const [comment, on] = await Promise.all([tx.get(commentRef), tx.get(post)]);
    if (!comment.exists() || !on.exists()) return;
    tx.delete(commentRef);
    if (positive(on.get('commentCount'))) {
      tx.update(post, { commentCount: increment(-1), lastCommentId: commentId });
    }
  });
}

/**
 * A follow of mine or of me: the follow, and the other user's `followers` (mine) or `following` (of me)
 * -1 (at 0, or the other user gone: left).
 */
export async function removeFollow(
  db: Firestore,
  followId: string,
  otherId: string,
  field: 'followers' | 'following',
) {
  const followRef = followDoc(db, followId);
  const otherRef = userDoc(db, otherId);
  await inTransaction(db, async (tx) => {
    const [follow, other] = await Promise.all([tx.get(followRef), tx.get(otherRef)]);
    if (!follow.exists()) return;
    tx.delete(followRef);
    if (!other.exists() || !positive(other.get(field))) return;
    // The follower's public lastFollowId naming this follow holds my uid: it goes too.
    const strip = field === 'following' && other.get('lastFollowId') === followId ? { lastFollowId: '' } : {};
    tx.update(otherRef, { [field]: increment(-1), ...strip });
  });
}
