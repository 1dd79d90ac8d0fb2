import { doc, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { subscribeDoc } from '@/firebase/subscribe-query';
import { followIdOf } from '../model';

/** Live follows/{followerId}_{targetUserId}: whether the follower follows the target. */
export function subscribeToFollowStatus(
  pair: { followerId: string; targetUserId: string },
  onNext: (following: boolean) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeDoc(
    doc(db, 'follows', followIdOf(pair.followerId, pair.targetUserId)),
    () => true,
    (follow) => onNext(follow !== null),
    onError,
  );
}
