import {
  collection,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  type Firestore,
  type Unsubscribe,
} from 'firebase/firestore';
import { firestore } from '@/lib/firebase';
import { toDate } from '@/lib/user-record';
import { FEED_PAGE_SIZE, toPost, type Post } from '../model';

/** Live (spec section 7): posts ordered by createdAt descending, limit 20. */
export function subscribeToFeed(
  onNext: (posts: Post[]) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return onSnapshot(
    query(collection(db, 'posts'), orderBy('createdAt', 'desc'), limit(FEED_PAGE_SIZE)),
    (snap) => onNext(snap.docs.map((d) => toPost(d.id, d.data({ serverTimestamps: 'estimate' }), toDate))),
    onError,
  );
}

/** Live: one post, or null when there is none with this id. */
export function subscribeToPost(
  id: string,
  onNext: (post: Post | null) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return onSnapshot(
    doc(db, 'posts', id),
    (snap) =>
      onNext(snap.exists() ? toPost(snap.id, snap.data({ serverTimestamps: 'estimate' }), toDate) : null),
    onError,
  );
}
