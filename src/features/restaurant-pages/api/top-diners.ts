import { getDocs, limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { toDinerRecord, type DinerRecord } from '@/domain/restaurant-page';
import { dinersCol } from '@/firebase/collections';

/** How many diners the page lists, by the gold they earned there. */
export const TOP_DINERS = 10;

/**
 * One-time: the restaurant's top diners by gold earned there, only those who allow it. The rules let
 * others read a diner record only when it is visible, so the query must say `visible == true`.
 */
export async function fetchTopDiners(
  restaurantKey: string,
  db: Firestore = firestore(),
): Promise<DinerRecord[]> {
  const snap = await getDocs(
    query(
      dinersCol(db, restaurantKey),
      where('visible', '==', true),
      orderBy('gold', 'desc'),
      limit(TOP_DINERS),
    ),
  );
  return snap.docs.map((d) => toDinerRecord(d.data()));
}
