// likes/{userId}_{targetId} and comments/{autoId}: the one shape of each, written by likes.ts and
// comments.ts and seeded from here by scripts and tests (decision 0036). The rules check both (section
// "social", docs/decisions/0006-social-layer.md).
import { serverTimestamp, type DocumentData } from 'firebase/firestore';

/** What a like or a comment is on: a post, a bill, or (likes only) a leaderboard card's user. */
export type ReactionKind = 'post' | 'bill' | 'user';

/** A like keeps its target's id in `billId` whatever it is, and the target's kind in `targetType`. */
export function newLike(uid: string, targetId: string, kind: ReactionKind): DocumentData {
  return { userId: uid, billId: targetId, targetType: kind, createdAt: serverTimestamp() };
}

/** A comment names its post in `postId`, or its bill in `billId`. */
export function newComment(uid: string, target: { kind: 'post' | 'bill'; id: string }, content: string) {
  return {
    userId: uid,
    [target.kind === 'post' ? 'postId' : 'billId']: target.id,
    content,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  } as DocumentData;
}
