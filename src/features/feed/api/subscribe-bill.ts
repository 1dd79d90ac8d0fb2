import type { Firestore, Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { subscribeDoc } from '@/firebase/subscribe-query';
import { restaurantKeyOf } from '@/domain/restaurant-key';
import { num, toDate } from '@/domain/user-record';
import { billDoc } from '@/firebase/collections';

export interface BillSummary {
  id: string;
  userId: string;
  restaurantName: string;
  address: string;
  /** The restaurant's page: /restaurants/{restaurantKey} (decision 0038). */
  restaurantKey: string;
  totalAmount: number;
  date: string;
  /** Kept on the bill with each like (decision 0027): the screen never counts the likes themselves. */
  likeCount: number;
  createdAt: Date | null;
}

/**
 * Live: one bill by id (the /post/{targetId} screen shows a bill when the id is a bill's,
 * {uid}_{millis}), or null; live so that its like count follows a like.
 */
export function subscribeToBill(
  id: string,
  onNext: (bill: BillSummary | null) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeDoc(
    billDoc(db, id),
    (billId, b) => ({
      id: billId,
      userId: typeof b.userId === 'string' ? b.userId : '',
      restaurantName: typeof b.restaurantName === 'string' ? b.restaurantName : '',
      address: typeof b.address === 'string' ? b.address : '',
      // Every bill stores its key; one from before it did takes it from its name and address.
      restaurantKey:
        typeof b.restaurantKey === 'string' && b.restaurantKey !== ''
          ? b.restaurantKey
          : restaurantKeyOf(String(b.restaurantName ?? ''), String(b.address ?? '')),
      totalAmount: typeof b.totalAmount === 'number' ? b.totalAmount : 0,
      date: typeof b.date === 'string' ? b.date : '',
      likeCount: num(b.likeCount),
      createdAt: toDate(b.createdAt),
    }),
    onNext,
    onError,
  );
}
