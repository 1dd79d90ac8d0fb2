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
import { subscribeDoc, subscribeQuery } from '@/firebase/subscribe-query';
import { eventAttendeeDoc, groupEventsCol } from '@/firebase/collections';
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

/** Live: whether I am going (my attendance document exists). */
export function subscribeMyAttendance(
  groupId: string,
  eventId: string,
  uid: string,
  onNext: (going: boolean) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeDoc(
    eventAttendeeDoc(db, groupId, eventId, uid),
    () => true,
    (v) => onNext(v === true),
    onError,
  );
}
