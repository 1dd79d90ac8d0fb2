// Step: the user's posts. Each post's likes and comments by others go first, one transaction each with
// the post's counter (so the post others still see counts right at every moment), then the post, which
// the rules let go only with both counters at 0: nothing left on it names it. Its notifications to the
// user go with the notifications step; its images with Storage (decision 0031).
import { query, where, type Firestore } from 'firebase/firestore';
import { setLiked } from '@/social/api/likes';
import type { DeletionContext } from '../../../model/deletion/deletion-step';
import { inTransaction, removeCommentOnMyPost, removeLikeOnMine } from './counted-removals';
import { eachDoc } from './pages';
import { postsCol, postDoc, likesCol, commentsCol } from '@/firebase/collections';

const POSTS_PAGE = 10;

const POST_STILL_COUNTED = 'A post still has likes or comments; run the step again.';

export async function removePosts(db: Firestore, { uid }: DeletionContext): Promise<void> {
  const posts = query(postsCol(db), where('userId', '==', uid));
  await eachDoc(posts, (post) => removePost(db, uid, post.id), POSTS_PAGE);
}

async function removePost(db: Firestore, uid: string, postId: string) {
  const postRef = postDoc(db, postId);
  await eachDoc(query(likesCol(db), where('billId', '==', postId)), async (like) => {
    if (like.get('userId') === uid) await setLiked(uid, { kind: 'post', id: postId }, false, db);
    else await removeLikeOnMine(db, like.id, postRef);
  });
  await eachDoc(query(commentsCol(db), where('postId', '==', postId)), async (comment) => {
    // Mine went with removeCommentsMade, the step before.
    if (comment.get('userId') !== uid) await removeCommentOnMyPost(db, comment.id, postRef);
  });
  await inTransaction(db, async (tx) => {
    const post = await tx.get(postRef);
    if (!post.exists()) return;
    // A like or comment that came in meanwhile: the rules refuse the delete; the next run takes it.
    if (post.get('likeCount') !== 0 || post.get('commentCount') !== 0) throw new Error(POST_STILL_COUNTED);
    tx.delete(postRef);
  });
}
