import { doc, getDoc, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { toDate } from '@/domain/user-record';

export interface BillSummary {
  id: string;
  userId: string;
  restaurantName: string;
  address: string;
  totalAmount: number;
  date: string;
  createdAt: Date | null;
}

/** One bill by id (the /post/{targetId} screen shows a bill when the id is a bill's, {uid}_{millis}), or null. */
export async function fetchBill(id: string, db: Firestore = firestore()): Promise<BillSummary | null> {
  const snap = await getDoc(doc(db, 'bills', id));
  if (!snap.exists()) return null;
  const b = snap.data();
  return {
    id: snap.id,
    userId: typeof b.userId === 'string' ? b.userId : '',
    restaurantName: typeof b.restaurantName === 'string' ? b.restaurantName : '',
    address: typeof b.address === 'string' ? b.address : '',
    totalAmount: typeof b.totalAmount === 'number' ? b.totalAmount : 0,
    date: typeof b.date === 'string' ? b.date : '',
    createdAt: toDate(b.createdAt),
  };
}
