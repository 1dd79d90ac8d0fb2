// Step: follows both ways. A follow of mine lowers its target's followers, a follow of me its
// follower's following, by 1 in the follow's own transaction (my own counters went with my user
// document). The follow notifications go with the notifications step.
import { query, where, type Firestore } from 'firebase/firestore';
import type { DeletionContext } from '../../../model/deletion/deletion-step';
import { removeFollow } from './counted-removals';
import { eachDoc } from './pages';
import { followsCol } from '@/firebase/collections';

export async function removeFollows(db: Firestore, { uid }: DeletionContext): Promise<void> {
  await eachDoc(query(followsCol(db), where('followerId', '==', uid)), (follow) =>
    removeFollow(db, follow.id, String(follow.get('targetUserId')), 'followers'),
  );
  await eachDoc(query(followsCol(db), where('targetUserId', '==', uid)), (follow) =>
    removeFollow(db, follow.id, String(follow.get('followerId')), 'following'),
  );
}
