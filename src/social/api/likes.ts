// Likes (spec sections 4 and 7): likes/{userId}_{targetId} = { userId, billId: targetId, targetType,
// createdAt }, one per user per target; the target is a post, a bill or a user (leaderboard cards), and
// targetType says which (the rules look the target up in that collection only: decision 0006, "Every target
// has one kind"). Posts, bills and users (the last two: decision 0027) keep a likeCount, moved in the same
// transaction (post, bill and user ids never coincide). A like on someone else's post or bill
// notifies its author in the same transaction. firestore.rules keeps all of it.
import { getDocs, increment, query, where, type Firestore, type DocumentReference } from 'firebase/firestore';
import { isOfflineError } from '@/stores/connectivity-store';
import { firestore } from '@/firebase/firebase';
import { runGuardedTransaction } from '@/firebase/guarded-transaction';
import { applyWriteSteps } from '@/firebase/write-steps';
import { newLike } from './reaction-docs';
import { actorOf, likeNotificationId, newNotification, NOTIFICATION_TEXT } from './notification-docs';
import { unreadNotificationsStep, unreadRecipientOf } from './unread-notifications';
import { recipientWants } from './notification-preferences';
import { chunk } from '@/firebase/in-query-chunks';
import { AppError, isAppError } from '@/domain/app-error';
import { billDoc, likeDoc, likesCol, notificationDoc, postDoc, userDoc } from '@/firebase/collections';

const likeIdOf = (userId: string, targetId: string) => `${userId}_${targetId}`;

/** What a like is on: stored as the like's targetType. */
export type LikeTargetKind = 'post' | 'bill' | 'user';

export interface LikeTarget {
  kind: LikeTargetKind;
  id: string;
}

const TARGET_DOC: Record<LikeTargetKind, (db: Firestore, id: string) => DocumentReference> = {
  post: postDoc,
  bill: billDoc,
  user: userDoc,
};

export interface LikeState {
  count: number;
  liked: boolean;
}

/** Many concurrent likes on one post all retry on the post document. */
const MAX_ATTEMPTS = 20;
const TIMEOUT_MS = 15_000;
const RULES_RACE_RUNS = 3;

/**
 * Like (`like` true) or unlike `target` as `uid`, in ONE transaction: the like document (naming the
 * target's kind), the target's likeCount, and the author's notification for a
 * new like on someone else's post or bill, unless the author muted likes. The target is looked up only in its own collection. Already
 * in the wanted state: nothing is written, resolves false.
 */
export async function setLiked(
  uid: string | null,
  target: LikeTarget,
  like: boolean,
  db: Firestore = firestore(),
): Promise<boolean> {
  if (!uid) throw new AppError('social:like.signIn');
  const { id: targetId } = target;
  const likeRef = likeDoc(db, likeIdOf(uid, targetId));
  try {
    return await runGuardedTransaction(
      db,
      async (tx) => {
        const likeSnap = await tx.get(likeRef);
        if (likeSnap.exists() === like) return false;
        // An unlike goes by the kind the like stored (the rules do); a like from before targetType
        // moved the count of a post of its id, if there is one.
        const stored: unknown = like ? target.kind : likeSnap.get('targetType');
        const kind = typeof stored === 'string' ? stored : 'legacy';
        const isPost = kind === 'post' || kind === 'legacy';
        // Every target keeps its count on its document (users and bills: decision 0027).
        const counted = isPost || kind === 'user' || kind === 'bill';
        const targetRef = (isPost ? postDoc : TARGET_DOC[target.kind])(db, targetId);
        const targetSnap = like || counted ? await tx.get(targetRef) : null;
        if (like && !targetSnap?.exists()) throw new AppError('social:like.errors.notFound');
        const owner: unknown = kind === 'post' || kind === 'bill' ? targetSnap?.get('userId') : null;
        // Not when the author muted likes (decision 0029): the like goes through without it.
        const notify =
          like && typeof owner === 'string' && owner !== uid && (await recipientWants(tx, db, owner, 'like'));
        const actor = notify ? actorOf(await tx.get(userDoc(db, uid))) : null;
        const notificationRef = notificationDoc(db, likeNotificationId(likeRef.id));
        // An unlike takes its notification away: if it is still unread, off its recipient's badge count.
        const withdrawn = !like && kind !== 'user' ? unreadRecipientOf(await tx.get(notificationRef)) : null;
        if (like) {
          tx.set(likeRef, newLike(uid, targetId, target.kind));
        } else {
          tx.delete(likeRef);
          // An unlike takes the like's notification with it (a no-op where there was none).
          tx.delete(notificationRef);
          if (withdrawn) {
            applyWriteSteps(tx, [unreadNotificationsStep(db, withdrawn, notificationRef.id, -1)]);
          }
        }
        if (counted && targetSnap?.exists()) {
          const count: unknown = targetSnap.get('likeCount');
          // Never below 0 (the rules refuse it): an unlike at 0 (or none yet) leaves the count alone.
          if (like || (typeof count === 'number' && count > 0)) {
            tx.update(targetRef, { likeCount: increment(like ? 1 : -1) });
          }
        }
        if (notify && actor && typeof owner === 'string') {
          tx.set(
            notificationRef,
            newNotification({
              recipientId: owner,
              actorId: uid,
              actor,
              type: 'like',
              targetId,
              content: kind === 'post' ? NOTIFICATION_TEXT.likedPost : NOTIFICATION_TEXT.likedBill,
            }),
          );
          applyWriteSteps(tx, [unreadNotificationsStep(db, owner, notificationRef.id, 1)]);
        }
        return true;
      },
      {
        timeoutMs: TIMEOUT_MS,
        maxAttempts: MAX_ATTEMPTS,
        abandoned: 'social:like.errors.failed',
        // A double tap whose twin committed first can come back 'permission-denied' (the like exists
        // now): the next run on fresh reads finds the like in the wanted state.
        rulesRaceRuns: RULES_RACE_RUNS,
      },
    );
  } catch (err) {
    // Offline says so (the spec has no message for a failed like); nothing was written.
    if (isOfflineError(err) || isAppError(err, 'social:like.errors.notFound')) throw err;
    throw new AppError('social:like.errors.failed', undefined, { cause: err });
  }
}

/** One-time: which of these targets `uid` likes (likes where userId == uid and billId in ids, 30 a query). */
export async function fetchLikedTargets(
  uid: string,
  targetIds: readonly string[],
  db: Firestore = firestore(),
): Promise<Set<string>> {
  const ids = [...new Set(targetIds.filter(Boolean))];
  const pages = await Promise.all(
    chunk(ids).map((part) =>
      getDocs(query(likesCol(db), where('userId', '==', uid), where('billId', 'in', part))),
    ),
  );
  return new Set(pages.flatMap((snap) => snap.docs.map((d) => d.get('billId') as string)));
}
