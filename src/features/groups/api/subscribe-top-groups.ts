import { limit, orderBy, query, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { subscribeQuery } from '@/firebase/subscribe-query';
import { ELITE_GROUPS_SHOWN, toGroup, type EliteGroup } from '../model/group';
import { groupsCol } from '@/firebase/collections';

/** Live (spec section 7): eliteGroups ordered by totalPoints descending, limit 3. */
export function subscribeToTopGroups(
  onNext: (groups: EliteGroup[]) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeQuery(
    query(groupsCol(db), orderBy('totalPoints', 'desc'), limit(ELITE_GROUPS_SHOWN)),
    toGroup,
    onNext,
    onError,
  );
}
