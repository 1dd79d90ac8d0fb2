// Whether the viewer may read a diner's spending history (decision 0043), asked before the bills are:
// the diner's users/{uid}/preferences/privacy (readable by signed-in users) and, for "People I follow",
// whether the diner follows the viewer (follows/{diner}_{viewer}). The rules decide the same way
// (bills.rules, spendingVisibleTo), so the history modal and a bill's page never ask for bills they
// would be refused. The follow id is {follower}_{target}, as the profile feature's followIdOf.
import { getDoc, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { maySeeSpending, spendingHistoryOf } from '@/domain/spending-history';
import { privacyPreferencesDoc, followDoc } from '@/firebase/collections';

/** The diner of a bill id {uid}_{digits} (uids hold no '_'): whose history a bill belongs to. */
export const billDinerId = (billId: string): string => billId.split('_')[0] ?? '';

/** One-time: true when `viewerId` may read `dinerId`'s bills (always their own). */
export async function fetchMaySeeSpending(
  dinerId: string,
  viewerId: string,
  db: Firestore = firestore(),
): Promise<boolean> {
  if (dinerId === viewerId) return true;
  const choice = spendingHistoryOf((await getDoc(privacyPreferencesDoc(db, dinerId))).data());
  const dinerFollowsViewer =
    choice === 'following' && (await getDoc(followDoc(db, `${dinerId}_${viewerId}`))).exists();
  return maySeeSpending(choice, { self: false, dinerFollowsViewer });
}
