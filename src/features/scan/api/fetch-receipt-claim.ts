import { doc, getDoc, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { type ExtractedBill } from '../model/bill';
import { receiptKeyOf } from '../model/receipt-key';

type ReceiptFields = Pick<ExtractedBill, 'restaurantName' | 'address' | 'totalAmount' | 'date'>;

/** One-time read of receipts/{receiptKey}: true when some user already claimed this receipt. */
export async function isReceiptClaimed(bill: ReceiptFields, db: Firestore = firestore()): Promise<boolean> {
  const snap = await getDoc(doc(db, 'receipts', receiptKeyOf(bill)));
  return snap.exists();
}
