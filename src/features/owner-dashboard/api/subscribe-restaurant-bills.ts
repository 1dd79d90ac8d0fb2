import {
  Timestamp,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type Unsubscribe,
} from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { subscribeQuery } from '@/firebase/subscribe-query';
import { toDate } from '@/domain/user-record';
import type { MatchedBill } from '../model/revenue-window';
import { billsCol } from '@/firebase/collections';

/** Enough for the charts of a busy restaurant; the totals come from the statistics document. */
const MATCHED_BILLS_LIMIT = 2000;

/**
 * Live: the bills that matched this restaurant (restaurantKey, the receipt key's normalisation of
 * name and address) scanned since `since`, oldest first. Index: bills (restaurantKey, createdAt).
 */
export function subscribeToRestaurantBills(
  restaurantKey: string,
  since: Date,
  onNext: (bills: MatchedBill[]) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeQuery(
    query(
      billsCol(db),
      where('restaurantKey', '==', restaurantKey),
      where('createdAt', '>=', Timestamp.fromDate(since)),
      orderBy('createdAt', 'asc'),
      limit(MATCHED_BILLS_LIMIT),
    ),
    (id, b) => ({
      id,
      userId: typeof b.userId === 'string' ? b.userId : '',
      totalAmount: typeof b.totalAmount === 'number' ? b.totalAmount : 0,
      date: typeof b.date === 'string' ? b.date : '',
      createdAt: toDate(b.createdAt),
    }),
    onNext,
    onError,
  );
}
