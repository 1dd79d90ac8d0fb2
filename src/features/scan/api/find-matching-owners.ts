import { collection, getDocs, query, where, type Firestore } from 'firebase/firestore';
import { firestore } from '@/lib/firebase';
import type { ExtractedBill } from '../model/bill';

/**
 * One-time query (spec section 7): owners whose restaurant profile name and address equal the bill's.
 * A transaction cannot query, so this runs before it and the transaction reads each owner again.
 */
export async function findMatchingOwnerIds(
  bill: Pick<ExtractedBill, 'restaurantName' | 'address'>,
  db: Firestore = firestore(),
): Promise<string[]> {
  const snap = await getDocs(
    query(
      collection(db, 'users'),
      where('isRestaurantOwner', '==', true),
      where('restaurantProfile.name', '==', bill.restaurantName),
      where('restaurantProfile.address', '==', bill.address),
    ),
  );
  return snap.docs.map((d) => d.id);
}
