import { collection, getDocs, limit, query, where, type Firestore } from 'firebase/firestore';
import { firestore } from '@/lib/firebase';
import { toUserRecord, type UserRecord } from '@/lib/user-record';

/** One-time query (spec section 7): users by exact username, limit 1; case-insensitive via usernameLower. */
export async function fetchUserByUsername(
  username: string,
  db: Firestore = firestore(),
): Promise<UserRecord | null> {
  const snap = await getDocs(
    query(collection(db, 'users'), where('usernameLower', '==', username.trim().toLowerCase()), limit(1)),
  );
  const found = snap.docs[0];
  return found ? toUserRecord(found.id, found.data()) : null;
}
