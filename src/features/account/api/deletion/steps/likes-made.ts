// Step: the likes the user made. Each is an unlike through the app's own setLiked: the like, its
// target's likeCount -1 and its notification (off its recipient's unread count if unread), in one
// transaction. None of it needs the user document that step 1 deleted.
import { query, where, type Firestore } from 'firebase/firestore';
import { setLiked, type LikeTargetKind } from '@/social/api/likes';
import type { DeletionContext } from '../../../model/deletion/deletion-step';
import { eachDoc } from './pages';
import { likesCol } from '@/firebase/collections';

const KINDS: readonly string[] = ['post', 'bill', 'user'];

export async function removeLikesMade(db: Firestore, { uid }: DeletionContext): Promise<void> {
  await eachDoc(query(likesCol(db), where('userId', '==', uid)), async (like) => {
    const stored: unknown = like.get('targetType');
    // An unlike goes by the stored kind (setLiked reads it again); a like from before targetType: 'post'.
    const kind = (typeof stored === 'string' && KINDS.includes(stored) ? stored : 'post') as LikeTargetKind;
    await setLiked(uid, { kind, id: String(like.get('billId')) }, false, db);
  });
}
