// Step: others' likes on the user's card and bills. Card likes go without a counter (the card's
// likeCount was on the user document, gone with step 1), a page to a batch; each like on a bill goes
// with the bill's likeCount -1 (bills stay, anonymised later: decision 0031). Likes on posts go with the
// posts (posts.ts).
import { query, where, writeBatch, type Firestore } from 'firebase/firestore';
import { chunk } from '@/firebase/in-query-chunks';
import type { DeletionContext } from '../../../model/deletion/deletion-step';
import { removeLikeOnMine } from './counted-removals';
import { eachDoc, eachPage } from './pages';
import { billsCol, billDoc, likesCol } from '@/firebase/collections';

const BILLS_PAGE = 30; // one `in` query of likes per page of bills

export async function removeLikesOnCard(db: Firestore, { uid }: DeletionContext): Promise<void> {
  const likes = query(likesCol(db), where('billId', '==', uid), where('targetType', '==', 'user'));
  await eachPage(likes, async (docs) => {
    const batch = writeBatch(db);
    // My own like on my card is an unlike (removeLikesMade, the step before).
    const others = docs.filter((like) => like.get('userId') !== uid);
    if (others.length === 0) return;
    for (const like of others) batch.delete(like.ref);
    await batch.commit();
  });
}

export async function removeLikesOnBills(db: Firestore, { uid }: DeletionContext): Promise<void> {
  const bills = query(billsCol(db), where('userId', '==', uid));
  await eachPage(
    bills,
    async (page) => {
      for (const ids of chunk(page.map((b) => b.id))) {
        await eachDoc(query(likesCol(db), where('billId', 'in', ids)), async (like) => {
          if (like.get('userId') === uid) return; // mine: removeLikesMade
          await removeLikeOnMine(db, like.id, billDoc(db, String(like.get('billId'))));
        });
      }
    },
    BILLS_PAGE,
  );
}
