import { getDoc, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { errorCode } from '@/firebase/error-code';
import type { ExtractedBill } from '../model/bill';
import { receiptKeyOf } from '../model/receipt-key';
import { receiptDoc } from '@/firebase/collections';

type ReceiptFields = Pick<ExtractedBill, 'restaurantName' | 'address' | 'totalAmount' | 'date'>;

/**
 * One-time read of receipts/{receiptKey}: true when some user already claimed this receipt. The rules
 * let anyone signed in read a missing receipt and one whose diner's spending history they may see
 * (decision 0043); a refused read is a receipt that exists, claimed by a diner who keeps it private.
 */
export async function isReceiptClaimed(bill: ReceiptFields, db: Firestore = firestore()): Promise<boolean> {
  try {
    return (await getDoc(receiptDoc(db, receiptKeyOf(bill)))).exists();
  } catch (err) {
    if (errorCode(err) === 'permission-denied') return true;
    throw err;
  }
}
