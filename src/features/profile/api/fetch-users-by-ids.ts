import { collection, documentId, getDocs, query, where, type Firestore } from 'firebase/firestore';
import { firestore } from '@/lib/firebase';
import { toUserRecord, type UserRecord } from '@/lib/user-record';
import { chunk } from '../model';

/** Users by uid, in batches of 30 (one `in` query each, never a query per user). Missing ones are left out. */
export async function fetchUsersByIds(
  ids: readonly string[],
  db: Firestore = firestore(),
): Promise<UserRecord[]> {
  const unique = [...new Set(ids.filter(Boolean))];
  const pages = await Promise.all(
    chunk(unique).map((part) => getDocs(query(collection(db, 'users'), where(documentId(), 'in', part)))),
  );
  return pages.flatMap((snap) => snap.docs.map((d) => toUserRecord(d.id, d.data())));
}
