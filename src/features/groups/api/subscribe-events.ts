// A group's events for its members (decision 0051): the upcoming ones live, soonest first, at most
// UPCOMING_EVENTS_SHOWN; the past ones in pages, latest first (decision 0025). Both are bounded reads,
// whatever the group's history. `now` splits them (the screen fixes it when it opens).
import {
  Timestamp,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type Unsubscribe,
} from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { pagedQuery, type PagedSource } from '@/firebase/subscribe-pages';
import { subscribeQuery } from '@/firebase/subscribe-query';
import { attendeesGroup, groupEventsCol } from '@/firebase/collections';
import { PAST_EVENTS_PAGE, UPCOMING_EVENTS_SHOWN, toGroupEvent, type GroupEvent } from '../model/group-event';

export function subscribeUpcomingEvents(
  groupId: string,
  now: Date,
  onNext: (events: GroupEvent[]) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  const q = query(
    groupEventsCol(db, groupId),
    where('startsAt', '>', Timestamp.fromDate(now)),
    orderBy('startsAt', 'asc'),
    limit(UPCOMING_EVENTS_SHOWN),
  );
  return subscribeQuery(q, toGroupEvent(groupId), onNext, onError);
}

export function pagedPastEvents(
  groupId: string,
  now: Date,
  db: Firestore = firestore(),
): PagedSource<GroupEvent> {
  return pagedQuery(
    query(groupEventsCol(db, groupId), where('startsAt', '<=', Timestamp.fromDate(now))),
    'startsAt',
    PAST_EVENTS_PAGE,
    toGroupEvent(groupId),
  );
}

/**
 * Live: which of `eventIds` (the open upcoming events shown, at most UPCOMING_EVENTS_SHOWN) I am going
 * to, in one query over my attendance documents (the rules' collection-group read of my own), whatever
 * the group's history.
 */
export function subscribeMyGoing(
  groupId: string,
  eventIds: readonly string[],
  uid: string,
  onNext: (going: ReadonlySet<string>) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  const q = query(
    attendeesGroup(db),
    where('uid', '==', uid),
    where('groupId', '==', groupId),
    where('eventId', 'in', [...eventIds]),
  );
  return subscribeQuery(
    q,
    (_id, d) => String(d.eventId),
    (ids) => onNext(new Set(ids)),
    onError,
  );
}
