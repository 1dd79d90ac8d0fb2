import { query, where, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { pagedQuery, type PagedSource } from '@/firebase/subscribe-pages';
import type { FollowListKind } from '../model';
import { followsCol } from '@/firebase/collections';

/** Followers or following per page: the newest 30 live, older ones 30 at a time (decision 0025). */
const FOLLOWS_PAGE = 30;

/**
 * Spec section 7: follows where targetUserId (followers) or followerId (following) equals the user,
 * most recent follow first, in live pages; each item is the other user's id, whom the hook looks up.
 */
export function followPages(
  uid: string,
  kind: FollowListKind,
  db: Firestore = firestore(),
): PagedSource<string> {
  const [field, other] =
    kind === 'followers' ? ['targetUserId', 'followerId'] : ['followerId', 'targetUserId'];
  return pagedQuery(query(followsCol(db), where(field, '==', uid)), 'createdAt', FOLLOWS_PAGE, (_id, d) =>
    typeof d[other] === 'string' && d[other] !== '' ? (d[other] as string) : null,
  );
}
