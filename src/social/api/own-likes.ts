// Which targets the signed-in user likes, live: what a screen that shows likes needs at once. Liking
// and unliking (./likes.ts, with its notification and counter writes) load on the first tap (decision
// 0057).
import { query, where, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { subscribeInChunks } from '@/firebase/subscribe-query';
import { likesCol } from '@/firebase/collections';

/**
 * Live: which of these targets `uid` likes (likes where userId == uid and billId in ids, one listener
 * per 30). For lists whose documents carry their own like count (posts' likeCount): the reads are
 * the user's own likes, never every like of every item shown.
 */
export function subscribeToOwnLikes(
  targetIds: readonly string[],
  uid: string,
  onNext: (liked: Record<string, boolean>) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeInChunks(
    targetIds.filter(Boolean),
    (part) => query(likesCol(db), where('userId', '==', uid), where('billId', 'in', part)),
    (snap, part) => {
      const page: Record<string, boolean> = Object.fromEntries(part.map((id) => [id, false]));
      for (const d of snap.docs) page[d.get('billId') as string] = true;
      return page;
    },
    onNext,
    onError,
  );
}
