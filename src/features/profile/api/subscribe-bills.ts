import { query, where, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { pagedQuery, type PagedSource } from '@/firebase/subscribe-pages';
import type { MapDoc } from '@/firebase/subscribe-query';
import { restaurantKeyOf } from '@/domain/restaurant-key';
import { num, toDate } from '@/domain/user-record';
import type { Bill } from '../model';
import { billsCol } from '@/firebase/collections';

/** Bills per page: the newest 20 live, older ones 20 at a time (docs/decisions/0025-lists-as-pages.md). */
const BILLS_PAGE = 20;

const toBill: MapDoc<Bill> = (id, b) => ({
  id,
  restaurantName: typeof b.restaurantName === 'string' ? b.restaurantName : '',
  address: typeof b.address === 'string' ? b.address : '',
  // Every bill stores its key; one from before it did takes it from its name and address, as it was made.
  restaurantKey:
    typeof b.restaurantKey === 'string' && b.restaurantKey !== ''
      ? b.restaurantKey
      : restaurantKeyOf(String(b.restaurantName ?? ''), String(b.address ?? '')),
  totalAmount: typeof b.totalAmount === 'number' ? b.totalAmount : 0,
  date: typeof b.date === 'string' ? b.date : '',
  goldPointsEarned: typeof b.goldPointsEarned === 'number' ? b.goldPointsEarned : 0,
  verified: b.verified === true,
  likeCount: num(b.likeCount),
  commentCount: num(b.commentCount),
  createdAt: toDate(b.createdAt),
});

/** Spec section 7: bills where userId equals the user, newest first, in live pages. */
export function billPages(uid: string, db: Firestore = firestore()): PagedSource<Bill> {
  return pagedQuery(query(billsCol(db), where('userId', '==', uid)), 'createdAt', BILLS_PAGE, toBill);
}
