import { limit, orderBy, query, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { subscribeDoc, subscribeQuery, type DocMeta } from '@/firebase/subscribe-query';
import { toDate } from '@/domain/user-record';
import { FEED_PAGE_SIZE, toPost, type Post } from '../post';
import { postsCol, postDoc } from '@/firebase/collections';

const toFeedPost = (id: string, data: Record<string, unknown>, meta: DocMeta) =>
  toPost(id, data, toDate, meta.pending);

/**
 * Live (spec section 7): posts ordered by createdAt descending, limit 20. A post written here while
 * offline is marked pending until the server has it (docs/decisions/0011).
 */
export function subscribeToFeed(
  onNext: (posts: Post[]) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeQuery(
    query(postsCol(db), orderBy('createdAt', 'desc'), limit(FEED_PAGE_SIZE)),
    toFeedPost,
    onNext,
    onError,
    { metadata: true },
  );
}

/** Live: one post, or null when there is none with this id. */
export function subscribeToPost(
  id: string,
  onNext: (post: Post | null) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeDoc(postDoc(db, id), toFeedPost, onNext, onError, { metadata: true });
}
