import { collection, getDocs, query, where, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { toDate, type UserRecord } from '@/domain/user-record';
import type { FollowListKind } from '../model';
import { loadUsers } from '@/firebase/user-cache';

/**
 * One-time query (spec section 7): follows where targetUserId (followers) or followerId (following)
 * equals the user, then the users through the session's user cache. Most recent follow first; follows
 * of deleted users are left out.
 */
export async function fetchFollowList(
  uid: string,
  kind: FollowListKind,
  db?: Firestore,
): Promise<UserRecord[]> {
  const [field, other] =
    kind === 'followers' ? ['targetUserId', 'followerId'] : ['followerId', 'targetUserId'];
  const snap = await getDocs(query(collection(db ?? firestore(), 'follows'), where(field, '==', uid)));
  const follows = snap.docs
    .map((d) => ({ uid: d.get(other) as unknown, at: toDate(d.get('createdAt'))?.getTime() ?? 0 }))
    .filter((f): f is { uid: string; at: number } => typeof f.uid === 'string' && f.uid !== '')
    .sort((a, b) => b.at - a.at);
  const users = await loadUsers(
    follows.map((f) => f.uid),
    db,
  );
  return follows.flatMap((f) => users.get(f.uid) ?? []);
}
