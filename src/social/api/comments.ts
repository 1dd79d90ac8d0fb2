// Comments on posts and bills (spec sections 4, 5, 7 and 8). comments/{autoId} = { userId, postId or
// billId, content (trimmed), createdAt, updatedAt }. Adding one to a post or bill (bills: decision 0027)
// raises its commentCount and names it in lastCommentId in the same transaction; deleting lowers it, never
// below 0. A comment on
// someone else's post or bill notifies its author in the same transaction (id comment_{commentId}).
import { doc, increment, orderBy, query, where, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { runGuardedTransaction } from '@/firebase/guarded-transaction';
import { applyWriteSteps } from '@/firebase/write-steps';
import { newComment } from './reaction-docs';
import { actorOf, commentNotificationId, newNotification } from './notification-docs';
import { unreadNotificationsStep, unreadRecipientOf } from './unread-notifications';
import { recipientWants } from './notification-preferences';
import { subscribeQuery } from '@/firebase/subscribe-query';
import { toDate } from '@/domain/user-record';
import { AppError, type MessageKey } from '@/domain/app-error';
import { userDoc, billDoc, postDoc, commentsCol, commentDoc, notificationDoc } from '@/firebase/collections';

export const COMMENT_MAX = 1000;

type CommentTargetKind = 'post' | 'bill';

export interface CommentTarget {
  kind: CommentTargetKind;
  id: string;
}

export interface Comment {
  id: string;
  userId: string;
  content: string;
  createdAt: Date | null;
}

const fieldOf = (kind: CommentTargetKind) => (kind === 'post' ? 'postId' : 'billId');
const targetDocOf = (kind: CommentTargetKind) => (kind === 'post' ? postDoc : billDoc);

/** Why this comment text may not be sent (spec section 5), or null. */
export function commentProblem(content: string): AppError | null {
  const text = content.trim();
  if (!text) return new AppError('social:comments.errors.empty');
  if (text.length > COMMENT_MAX) return new AppError('social:comments.errors.tooLong', { max: COMMENT_MAX });
  return null;
}

/** One of the comment messages: thrown on as it is. */
const isKnown = (err: unknown) => err instanceof AppError && err.key.startsWith('social:comments.');
const TIMEOUT_MS = 15_000;
const MAX_ATTEMPTS = 20;

// Once the caller has been told a write failed (timeout), a later SDK retry must not write after all.
const guardsFor = (failed: MessageKey) => ({
  timeoutMs: TIMEOUT_MS,
  maxAttempts: MAX_ATTEMPTS,
  abandoned: failed,
});

function rethrow(err: unknown, fallback: MessageKey): never {
  if (isKnown(err)) throw err;
  throw new AppError(fallback, undefined, { cause: err });
}

/** Adds a comment as `uid`; resolves the new comment's id. */
export async function addComment(
  uid: string,
  target: CommentTarget,
  content: string,
  db: Firestore = firestore(),
): Promise<string> {
  const problem = commentProblem(content);
  if (problem) throw problem;
  const text = content.trim();
  const targetRef = targetDocOf(target.kind)(db, target.id);
  const commentRef = doc(commentsCol(db));
  try {
    await runGuardedTransaction(
      db,
      async (tx) => {
        const snap = await tx.get(targetRef);
        if (!snap.exists()) {
          throw new AppError(
            target.kind === 'post'
              ? 'social:comments.errors.postNotFound'
              : 'social:comments.errors.billNotFound',
          );
        }
        const owner: unknown = snap.get('userId');
        // Not when the author muted comments (decision 0029): the comment goes through without it.
        const notify =
          typeof owner === 'string' && owner !== uid && (await recipientWants(tx, db, owner, 'comment'));
        const actor = notify ? actorOf(await tx.get(userDoc(db, uid))) : null;
        tx.set(commentRef, newComment(uid, target, text));
        tx.update(targetRef, { commentCount: increment(1), lastCommentId: commentRef.id });
        if (actor && typeof owner === 'string') {
          const notificationId = commentNotificationId(commentRef.id);
          applyWriteSteps(tx, [unreadNotificationsStep(db, owner, notificationId, 1)]);
          tx.set(
            notificationDoc(db, notificationId),
            newNotification({
              recipientId: owner,
              actorId: uid,
              actor,
              type: 'comment',
              targetId: target.id,
              content: text,
            }),
          );
        }
      },
      guardsFor('social:comments.errors.addFailed'),
    );
    return commentRef.id;
  } catch (err) {
    rethrow(err, 'social:comments.errors.addFailed');
  }
}

/**
 * Deletes the author's own comment with its notification; its post's or bill's commentCount drops with it, never
 * below 0.
 */
export async function deleteComment(
  uid: string,
  commentId: string,
  db: Firestore = firestore(),
): Promise<void> {
  const commentRef = commentDoc(db, commentId);
  try {
    await runGuardedTransaction(
      db,
      async (tx) => {
        const snap = await tx.get(commentRef);
        if (!snap.exists()) throw new AppError('social:comments.errors.notFound');
        if (snap.get('userId') !== uid) throw new AppError('social:comments.errors.notAuthorized');
        const postId: unknown = snap.get('postId');
        const billId: unknown = snap.get('billId');
        const targetRef =
          typeof postId === 'string'
            ? postDoc(db, postId)
            : typeof billId === 'string'
              ? billDoc(db, billId)
              : null;
        const target = targetRef ? await tx.get(targetRef) : null;
        const notificationRef = notificationDoc(db, commentNotificationId(commentId));
        // Still unread: it comes off its recipient's badge count (decision 0027).
        const withdrawn = unreadRecipientOf(await tx.get(notificationRef));
        tx.delete(commentRef);
        // Its notification goes with it (none exists for a comment on one's own post: a no-op).
        tx.delete(notificationRef);
        if (withdrawn) {
          applyWriteSteps(tx, [unreadNotificationsStep(db, withdrawn, notificationRef.id, -1)]);
        }
        const count: unknown = target?.get('commentCount');
        if (target?.exists() && typeof count === 'number' && count > 0) {
          tx.update(target.ref, { commentCount: increment(-1), lastCommentId: commentId });
        }
      },
      guardsFor('social:comments.errors.deleteFailed'),
    );
  } catch (err) {
    rethrow(err, 'social:comments.errors.deleteFailed');
  }
}

/** Live (spec section 7): comments where postId or billId equals the id, newest first. */
export function subscribeToComments(
  target: CommentTarget,
  onNext: (comments: Comment[]) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeQuery(
    query(commentsCol(db), where(fieldOf(target.kind), '==', target.id), orderBy('createdAt', 'desc')),
    (id, c) => ({
      id,
      userId: typeof c.userId === 'string' ? c.userId : '',
      content: typeof c.content === 'string' ? c.content : '',
      createdAt: toDate(c.createdAt),
    }),
    onNext,
    onError,
  );
}
