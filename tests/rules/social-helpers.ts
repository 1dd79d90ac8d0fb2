// Fixtures for the social rules tests (decision 0006): a post and a bill by bob, and raw writes that build
// each legal social move from the app's own document builders (newLike, newComment, newNotification,
// newPost; decision 0036), with `tamper` to change one document of the move or leave it out ('skip').
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  doc,
  increment,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { newPost as newPostDoc } from '../../src/features/feed/api/post-doc';
import { newNotification, type NotificationType } from '../../src/social/api/notification-docs';
import { newComment, newLike } from '../../src/social/api/reaction-docs';
import { stamped } from '../../fixtures/step-docs';
import { seed, userDoc, type Tamper } from './helpers';

/** Bob's post: an auto-id, 20 letters and digits, as the rules require of a new post (decision 0006). */
export const POST = 'bobsPost000000000001';
export const BILL = 'bob_1700000000000';

export type LikeKind = 'post' | 'bill' | 'user';

export function postDoc(userId: string, overrides: DocumentData = {}): DocumentData {
  return { ...stamped(newPostDoc(userId, { content: 'Lovely risotto' }), new Date()), ...overrides };
}

export function billDoc(userId: string): DocumentData {
  return {
    userId,
    restaurantName: 'Trattoria Roma',
    address: 'Via Appia 1, Rome',
    totalAmount: 42.5,
    date: '2026-11-20',
    items: [],
    goldPointsEarned: 42,
    status: 'processed',
    receiptKey: 'k',
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  };
}

/** alice, bob (with photo), carol; bob's post1 and bob's bill. */
export async function seedSocial(env: RulesTestEnvironment, post: DocumentData = {}) {
  await seed(env, {
    'users/alice': userDoc('alice', { photoURL: 'https://img.example/alice.jpg' }),
    'users/bob': userDoc('bob', { photoURL: 'https://img.example/bob.jpg' }),
    'users/carol': userDoc('carol'),
    [`posts/${POST}`]: postDoc('bob', post),
    [`bills/${BILL}`]: billDoc('bob'),
  });
}

const actorFields = (uid: string) => ({
  username: uid,
  photoURL: uid === 'carol' ? '' : `https://img.example/${uid}.jpg`,
});

export function notification(
  actorId: string,
  recipientId: string,
  type: string,
  targetId: string,
  content: string,
): DocumentData {
  // Attacks pass types the app never writes: the rules must refuse them.
  const kind = type as NotificationType;
  return newNotification({
    recipientId,
    actorId,
    actor: actorFields(actorId),
    type: kind,
    targetId,
    content,
  });
}

function apply(
  batch: ReturnType<typeof writeBatch>,
  ref: ReturnType<typeof doc>,
  t: unknown,
  data: DocumentData,
  how: 'set' | 'update',
) {
  if (t === 'skip') return;
  const d = t && typeof t === 'object' ? { ...data, ...t } : data;
  if (how === 'set') batch.set(ref, d);
  else batch.update(ref, d);
}

/**
 * Like a post (likeCount +1) or a bill/user (no counter), with the owner's notification when given. The
 * like's targetType is `kind`, else 'post' with `post`, else 'bill' for a bill-shaped id, else 'user'.
 */
export async function likeRaw(
  db: Firestore,
  uid: string,
  targetId: string,
  opts: {
    post?: boolean;
    kind?: LikeKind;
    notifyOwner?: string;
    likeId?: string;
    notificationId?: string;
    tamper?: Tamper<'like' | 'post' | 'counter' | 'notification'>;
  } = {},
) {
  const kind = opts.kind ?? (opts.post ? 'post' : targetId.includes('_') ? 'bill' : 'user');
  const batch = writeBatch(db);
  apply(
    batch,
    doc(db, 'likes', opts.likeId ?? `${uid}_${targetId}`),
    opts.tamper?.like,
    newLike(uid, targetId, kind),
    'set',
  );
  if (opts.post)
    apply(batch, doc(db, 'posts', targetId), opts.tamper?.post, { likeCount: increment(1) }, 'update');
  // A user card's or bill's likeCount (decision 0027). Merged, so that a target that is none is a refused
  // create, never a not-found.
  if (kind !== 'post') counter(batch, doc(db, `${kind}s`, targetId), opts.tamper?.counter, { likeCount: 1 });
  if (opts.notifyOwner !== undefined) {
    apply(
      batch,
      doc(db, 'notifications', opts.notificationId ?? `like_${opts.likeId ?? `${uid}_${targetId}`}`),
      opts.tamper?.notification,
      notification(
        uid,
        opts.notifyOwner,
        'like',
        targetId,
        opts.post ? 'liked your post' : 'liked your bill',
      ),
      'set',
    );
  }
  await batch.commit();
}

export async function unlikeRaw(
  db: Firestore,
  uid: string,
  targetId: string,
  opts: {
    post?: boolean;
    counted?: boolean;
    tamper?: Tamper<'like' | 'post' | 'counter' | 'notification'>;
  } = {},
) {
  const batch = writeBatch(db);
  if (opts.tamper?.like !== 'skip') batch.delete(doc(db, 'likes', `${uid}_${targetId}`));
  if (opts.tamper?.notification !== 'skip') batch.delete(doc(db, 'notifications', `like_${uid}_${targetId}`));
  if (opts.post)
    apply(batch, doc(db, 'posts', targetId), opts.tamper?.post, { likeCount: increment(-1) }, 'update');
  // A user card's or bill's likeCount (a bill's id holds '_').
  const kind = targetId.includes('_') ? 'bills' : 'users';
  if (opts.counted) counter(batch, doc(db, kind, targetId), opts.tamper?.counter, { likeCount: -1 });
  await batch.commit();
}

/** Counters moved by their n (merged), or as `t` changes them, or left out ('skip'); `also` set as is. */
function counter(
  batch: ReturnType<typeof writeBatch>,
  ref: ReturnType<typeof doc>,
  t: Record<string, unknown> | 'skip' | undefined,
  moves: Record<string, number>,
  also: DocumentData = {},
) {
  if (t === 'skip') return;
  const data = Object.fromEntries(Object.entries(moves).map(([k, n]) => [k, increment(n)]));
  batch.set(ref, { ...data, ...also, ...(t ?? {}) }, { merge: true });
}

/** A comment on a post (commentCount +1, lastCommentId) or a bill, with the owner's notification. */
export async function commentRaw(
  db: Firestore,
  uid: string,
  target: { kind: 'post' | 'bill'; id: string },
  content: string,
  opts: {
    commentId?: string;
    notifyOwner?: string;
    notificationId?: string;
    tamper?: Tamper<'comment' | 'post' | 'bill' | 'notification'>;
  } = {},
): Promise<string> {
  const ref = opts.commentId ? doc(db, 'comments', opts.commentId) : doc(collection(db, 'comments'));
  const batch = writeBatch(db);
  apply(batch, ref, opts.tamper?.comment, newComment(uid, target, content), 'set');
  if (target.kind === 'post') {
    apply(
      batch,
      doc(db, 'posts', target.id),
      opts.tamper?.post,
      {
        commentCount: increment(1),
        lastCommentId: ref.id,
      },
      'update',
    );
  } else {
    // A bill's commentCount (decision 0027), merged like a like's counter.
    counter(
      batch,
      doc(db, 'bills', target.id),
      opts.tamper?.bill,
      { commentCount: 1 },
      { lastCommentId: ref.id },
    );
  }
  if (opts.notifyOwner !== undefined) {
    apply(
      batch,
      doc(db, 'notifications', opts.notificationId ?? `comment_${ref.id}`),
      opts.tamper?.notification,
      notification(uid, opts.notifyOwner, 'comment', target.id, content),
      'set',
    );
  }
  await batch.commit();
  return ref.id;
}

export async function deleteCommentRaw(
  db: Firestore,
  commentId: string,
  postId: string | null,
  tamper?: Tamper<'post'>,
) {
  const batch = writeBatch(db);
  batch.delete(doc(db, 'comments', commentId));
  if (postId) {
    apply(
      batch,
      doc(db, 'posts', postId),
      tamper?.post,
      {
        commentCount: increment(-1),
        lastCommentId: commentId,
      },
      'update',
    );
  }
  await batch.commit();
}

/** A new post by alice as the composer writes it (counters at 0, stamped by the server), plus `extra`. */
export function newPost(extra: DocumentData = {}): DocumentData {
  return { ...newPostDoc('alice', { content: 'Best carbonara in town' }), ...extra };
}
