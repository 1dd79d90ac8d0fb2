import type { Firestore, Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { subscribeDoc } from '@/firebase/subscribe-query';
import { followIdOf } from '../model';
import { followDoc } from '@/firebase/collections';

/** Live follows/{followerId}_{targetUserId}: whether the follower follows the target. */
export function subscribeToFollowStatus(
  pair: { followerId: string; targetUserId: string },
  onNext: (following: boolean) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeDoc(
    followDoc(db, followIdOf(pair.followerId, pair.targetUserId)),
    () => true,
    (follow) => onNext(follow !== null),
    onError,
  );
}
