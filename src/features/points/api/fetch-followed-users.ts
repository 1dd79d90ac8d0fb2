import { collection, documentId, getDocs, query, where, type Firestore } from 'firebase/firestore';
import { firestore } from '@/lib/firebase';
import { toUserRecord } from '@/lib/user-record';
import { chunks, type Recipient } from '../model';

/**
 * One-time (spec section 7): the follows of `uid`, then those users by id, 30 per query (the most an
 * `in` filter takes), so the number of reads does not grow with one query per follow.
 */
export async function fetchFollowedUsers(uid: string, db: Firestore = firestore()): Promise<Recipient[]> {
  const follows = await getDocs(query(collection(db, 'follows'), where('followerId', '==', uid)));
  const ids = [
    ...new Set(follows.docs.map((d) => d.get('targetUserId')).filter((id) => typeof id === 'string')),
  ];
  const pages = await Promise.all(
    chunks(ids).map((batch) => getDocs(query(collection(db, 'users'), where(documentId(), 'in', batch)))),
  );
  // A follow whose user is gone simply has no row.
  return pages.flatMap((page) =>
    page.docs.map((d) => {
      const user = toUserRecord(d.id, d.data());
      return { uid: user.uid, username: user.username, photoURL: user.photoURL, followed: true };
    }),
  );
}
