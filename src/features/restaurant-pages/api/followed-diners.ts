import { getDocs, limit, query, where, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { chunk } from '@/firebase/in-query-chunks';
import { toDinerRecord, type DinerRecord } from '@/domain/restaurant-page';
import { dinersCol, followsCol } from '@/firebase/collections';

/**
 * How many of my follows are checked: 300 (10 `in` queries of 30). Someone who follows more sees the
 * followed diners among the first 300 follows only; the reads stay bounded whatever the follow count.
 */
const FOLLOWEES_CHECKED = 300;

/**
 * One-time: the people `uid` follows who have eaten at the restaurant and allow being listed there.
 * My follows (one query, at most FOLLOWEES_CHECKED), then their diner records here, 30 ids per `in`
 * query with `visible == true` (the rules refuse a query that could return a hidden record). Most
 * visits first.
 */
export async function fetchFollowedDiners(
  restaurantKey: string,
  uid: string,
  db: Firestore = firestore(),
): Promise<DinerRecord[]> {
  const follows = await getDocs(
    query(followsCol(db), where('followerId', '==', uid), limit(FOLLOWEES_CHECKED)),
  );
  const ids = [
    ...new Set(
      follows.docs
        .map((d) => d.get('targetUserId') as unknown)
        .filter((id): id is string => typeof id === 'string' && id !== '' && id !== uid),
    ),
  ];
  const diners = dinersCol(db, restaurantKey);
  const pages = await Promise.all(
    chunk(ids).map((part) =>
      getDocs(query(diners, where('visible', '==', true), where('userId', 'in', part))),
    ),
  );
  return pages
    .flatMap((snap) => snap.docs.map((d) => toDinerRecord(d.data())))
    .sort((a, b) => b.visits - a.visits || b.lastVisit.localeCompare(a.lastVisit));
}
