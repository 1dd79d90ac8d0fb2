import { or, query, where, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { pagedQuery, type PagedSource } from '@/firebase/subscribe-pages';
import type { MapDoc } from '@/firebase/subscribe-query';
import { toDate } from '@/domain/user-record';
import type { PointTransfer } from '../model';
import { pointTransactionsCol } from '@/firebase/collections';

/** Transfers per page: the newest 20 live, older ones 20 at a time (decision 0025). */
const TRANSFERS_PAGE = 20;

const toTransfer: MapDoc<PointTransfer> = (id, t) => ({
  id,
  senderId: typeof t.senderId === 'string' ? t.senderId : '',
  receiverId: typeof t.receiverId === 'string' ? t.receiverId : '',
  amount: typeof t.amount === 'number' ? t.amount : 0,
  createdAt: toDate(t.createdAt),
});

/**
 * Spec section 7: pointTransactions where senderId or receiverId equals the user, newest first, in live
 * pages. One `or` query, so one order and one cursor: the rules check each side (a user reads only
 * transfers that name them); production needs the two composite indexes (firestore.indexes.json).
 */
export function transferPages(uid: string, db: Firestore = firestore()): PagedSource<PointTransfer> {
  return pagedQuery(
    query(pointTransactionsCol(db), or(where('senderId', '==', uid), where('receiverId', '==', uid))),
    'createdAt',
    TRANSFERS_PAGE,
    toTransfer,
  );
}
