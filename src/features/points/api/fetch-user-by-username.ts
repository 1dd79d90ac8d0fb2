import { collection, getDocs, limit, query, where, type Firestore } from 'firebase/firestore';
import { firestore } from '@/lib/firebase';
import { toUserRecord } from '@/lib/user-record';
import type { Recipient } from '../model';

/** One-time (spec section 7): the user with this username, whatever its case; null when there is none. */
export async function fetchUserByUsername(
  username: string,
  db: Firestore = firestore(),
): Promise<Recipient | null> {
  const snap = await getDocs(
    query(collection(db, 'users'), where('usernameLower', '==', username.toLowerCase()), limit(1)),
  );
  const d = snap.docs[0];
  if (!d) return null;
  const user = toUserRecord(d.id, d.data());
  return { uid: user.uid, username: user.username, photoURL: user.photoURL, followed: false };
}
