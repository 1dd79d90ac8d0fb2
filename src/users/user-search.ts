// People search by username prefix, shared by the group invite dialog and the search page (decision
// 0040): users whose usernameLower starts with the typed text, in name order, a page at a time.
import { getDocs, limit, orderBy, query, startAfter, where, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { toUserRecord, type UserRecord } from '@/domain/user-record';
import { usersCol } from '@/firebase/collections';

/** The typed text as it is matched: trimmed, lower case (usernameLower); '' finds nobody. */
export const userSearchTerm = (text: string): string => text.trim().toLowerCase();

export interface UserSearchPage {
  users: UserRecord[];
  /** usernameLower of the last user read: the next page starts after it (null: no more). */
  next: string | null;
}

/**
 * Spec section 5: users by username prefix (case-insensitive, on usernameLower), ordered by username,
 * `size` at most after leaving out `exclude`, starting after `after` (a usernameLower). One read more
 * than needed says whether another page exists.
 */
export async function searchUsersPage(
  text: string,
  { size, exclude = [], after }: { size: number; exclude?: readonly string[]; after?: string },
  db: Firestore = firestore(),
): Promise<UserSearchPage> {
  const p = userSearchTerm(text);
  if (!p) return { users: [], next: null };
  const skip = new Set(exclude);
  const snap = await getDocs(
    query(
      usersCol(db),
      where('usernameLower', '>=', p),
      where('usernameLower', '<=', `${p}\uf8ff`),
      orderBy('usernameLower'),
      ...(after ? [startAfter(after)] : []),
      limit(size + skip.size + 1),
    ),
  );
  const kept = snap.docs.filter((d) => !skip.has(d.id));
  const shown = kept.slice(0, size);
  const more = kept.length > size;
  const last = shown[shown.length - 1];
  return {
    users: shown.map((d) => toUserRecord(d.id, d.data())),
    next: more && last ? String(last.get('usernameLower')) : null,
  };
}

/** The first `size` users of the prefix, `exclude` left out (the invite dialog: one page, no more). */
export async function searchUsersByPrefix(
  prefix: string,
  exclude: readonly string[],
  size: number,
  db: Firestore = firestore(),
): Promise<UserRecord[]> {
  return (await searchUsersPage(prefix, { size, exclude }, db)).users;
}
