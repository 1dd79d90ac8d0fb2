// Step: the comments the user wrote. Each goes through the app's own deleteComment: the comment, its
// post's or bill's commentCount -1 and its notification (off its recipient's unread count if unread), in
// one transaction.
import { query, where, type Firestore } from 'firebase/firestore';
import { isAppError } from '@/domain/app-error';
import { deleteComment } from '@/social/api/comments';
import type { DeletionContext } from '../../../model/deletion/deletion-step';
import { eachDoc } from './pages';
import { commentsCol } from '@/firebase/collections';

export async function removeCommentsMade(db: Firestore, { uid }: DeletionContext): Promise<void> {
  await eachDoc(query(commentsCol(db), where('userId', '==', uid)), async (comment) => {
    try {
      await deleteComment(uid, comment.id, db);
    } catch (err) {
      // Gone since the page was read (a second tab running the same step): nothing left to do.
      if (!isAppError(err, 'social:comments.errors.notFound')) throw err;
    }
  });
}
