import { getDoc, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import type { ExtractedBill } from '../model/bill';
import { billRestaurantKey } from '../model/receipt-key';
import { restaurantDoc } from '@/firebase/collections';

/**
 * The owner of the bill's restaurant (spec section 7, "users where isRestaurantOwner is true and
 * restaurantProfile name and address match a bill"): one read of the claim restaurants/{restaurantKey}
 * (decision 0008: one owner per restaurant, keyed by the folded name and address, so 'TRATTORIA ROMA' on a
 * receipt finds 'Trattoria Roma'). No claim, no owner. The transaction reads the owner again.
 */
export async function findMatchingOwnerIds(
  bill: Pick<ExtractedBill, 'restaurantName' | 'address'>,
  db: Firestore = firestore(),
): Promise<string[]> {
  const snap = await getDoc(restaurantDoc(db, billRestaurantKey(bill)));
  const ownerId: unknown = snap.data()?.ownerId;
  return typeof ownerId === 'string' && ownerId ? [ownerId] : [];
}
