import { getDocs, query, where, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { loadUsers } from '@/users/user-cache';
import { toRecipient, type Recipient } from '../model';
import { followsCol } from '@/firebase/collections';

/** One-time (spec section 7): the follows of `uid`, then those users in batches of 30. */
// `db` is left out in the app, so the users come from the session's one cache (src/users/user-cache.ts).
export async function fetchFollowedUsers(uid: string, db?: Firestore): Promise<Recipient[]> {
  const follows = await getDocs(query(followsCol(db ?? firestore()), where('followerId', '==', uid)));
  const ids = follows.docs
    .map((d) => d.get('targetUserId'))
    .filter((id): id is string => typeof id === 'string');
  // A follow whose user is gone simply has no row.
  return [...(await loadUsers(ids, db)).values()].map((user) => toRecipient(user, true));
}
