// User lookups that several features need (profile, send points, later messages and groups): one copy
// here rather than one per feature (docs/decisions/0001-architecture.md).
import { documentId, getDocs, limit, query, where, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { chunk } from '@/firebase/in-query-chunks';
import { toUserRecord, type UserRecord } from '@/domain/user-record';
import { usersCol } from '@/firebase/collections';

/** One-time (spec section 7): users by exact username, limit 1; case-insensitive via usernameLower. */
export async function fetchUserByUsername(
  username: string,
  db: Firestore = firestore(),
): Promise<UserRecord | null> {
  const snap = await getDocs(
    query(usersCol(db), where('usernameLower', '==', username.trim().toLowerCase()), limit(1)),
  );
  const found = snap.docs[0];
  return found ? toUserRecord(found.id, found.data()) : null;
}

/** Users by uid, 30 per `in` query, never a query per user. Missing ones are left out. */
export async function fetchUsersByIds(
  ids: readonly string[],
  db: Firestore = firestore(),
): Promise<UserRecord[]> {
  const unique = [...new Set(ids.filter(Boolean))];
  const pages = await Promise.all(
    chunk(unique).map((part) => getDocs(query(usersCol(db), where(documentId(), 'in', part)))),
  );
  return pages.flatMap((snap) => snap.docs.map((d) => toUserRecord(d.id, d.data())));
}
