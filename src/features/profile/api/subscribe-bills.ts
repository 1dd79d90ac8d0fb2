import { collection, orderBy, query, where, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { subscribeQuery } from '@/firebase/subscribe-query';
import { num, toDate } from '@/domain/user-record';
import type { Bill } from '../model';

/** Live query (spec section 7): bills where userId equals the user, newest first. */
export function subscribeToBills(
  uid: string,
  onNext: (bills: Bill[]) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeQuery(
    query(collection(db, 'bills'), where('userId', '==', uid), orderBy('createdAt', 'desc')),
    (id, b) => ({
      id,
      restaurantName: typeof b.restaurantName === 'string' ? b.restaurantName : '',
      address: typeof b.address === 'string' ? b.address : '',
      totalAmount: typeof b.totalAmount === 'number' ? b.totalAmount : 0,
      date: typeof b.date === 'string' ? b.date : '',
      goldPointsEarned: typeof b.goldPointsEarned === 'number' ? b.goldPointsEarned : 0,
      likeCount: num(b.likeCount),
      commentCount: num(b.commentCount),
      createdAt: toDate(b.createdAt),
    }),
    onNext,
    onError,
  );
}
