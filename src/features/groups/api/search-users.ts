import { collection, getDocs, limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { toUserRecord, type UserRecord } from '@/domain/user-record';
import { INVITE_SEARCH_LIMIT } from '../model/group';

/**
 * Spec section 5: users by username prefix (case-insensitive, on usernameLower), ordered by username, at
 * most 10 after leaving out `exclude` (members and invited users); an empty query finds nobody.
 */
export async function searchUsersByPrefix(
  prefix: string,
  exclude: readonly string[],
  db: Firestore = firestore(),
): Promise<UserRecord[]> {
  const p = prefix.trim().toLowerCase();
  if (!p) return [];
  const skip = new Set(exclude);
  const snap = await getDocs(
    query(
      collection(db, 'users'),
      where('usernameLower', '>=', p),
      where('usernameLower', '<=', `${p}\uf8ff`),
      orderBy('usernameLower'),
      limit(INVITE_SEARCH_LIMIT + skip.size),
    ),
  );
  return snap.docs
    .map((d) => toUserRecord(d.id, d.data()))
    .filter((u) => !skip.has(u.uid))
    .slice(0, INVITE_SEARCH_LIMIT);
}
