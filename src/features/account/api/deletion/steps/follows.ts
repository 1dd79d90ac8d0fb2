// Step: follows both ways. A follow of mine lowers its target's followers, a follow of me its
// follower's following, by 1 in the follow's own transaction (my own counters went with my user
// document). The follow notifications go with the notifications step.
import { collection, query, where, type Firestore } from 'firebase/firestore';
import type { DeletionContext } from '../../../model/deletion/deletion-step';
import { removeFollow } from './counted-removals';
import { eachDoc } from './pages';

export async function removeFollows(db: Firestore, { uid }: DeletionContext): Promise<void> {
  await eachDoc(query(collection(db, 'follows'), where('followerId', '==', uid)), (follow) =>
    removeFollow(db, follow.id, String(follow.get('targetUserId')), 'followers'),
  );
  await eachDoc(query(collection(db, 'follows'), where('targetUserId', '==', uid)), (follow) =>
    removeFollow(db, follow.id, String(follow.get('followerId')), 'following'),
  );
}
