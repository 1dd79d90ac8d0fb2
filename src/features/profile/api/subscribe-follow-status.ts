import { doc, onSnapshot, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { counted } from '@/firebase/live-listeners';
import { followIdOf } from '../model';

/** Live follows/{followerId}_{targetUserId}: whether the follower follows the target. */
export function subscribeToFollowStatus(
  pair: { followerId: string; targetUserId: string },
  onNext: (following: boolean) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return counted(
    onSnapshot(
      doc(db, 'follows', followIdOf(pair.followerId, pair.targetUserId)),
      (snap) => onNext(snap.exists()),
      onError,
    ),
  );
}
