// The documents of a group's event (decision 0051), built here once: the app's writes, the seeds and the
// rules tests apply the same named steps (src/firebase/write-steps.ts).
import { increment, serverTimestamp, Timestamp, type DocumentData, type Firestore } from 'firebase/firestore';
import type { WriteStep } from '@/firebase/write-steps';
import { eventAttendeeDoc, groupEventDoc, groupEventsCol } from '@/firebase/collections';
import { doc } from 'firebase/firestore';
import type { EventInput } from '../model/group-event';

/** A fresh id for an event of the group. */
export const newEventId = (db: Firestore, groupId: string): string => doc(groupEventsCol(db, groupId)).id;

const fieldsOf = (input: EventInput): DocumentData => ({
  title: input.title,
  startsAt: Timestamp.fromDate(input.startsAt),
  place: input.place,
  restaurantKey: input.restaurantKey,
  address: input.address,
  description: input.description,
  maxAttendees: input.maxAttendees,
});

/** A new event: nobody going, not cancelled, version 0. */
export function newEventDoc(input: EventInput): DocumentData {
  return {
    ...fieldsOf(input),
    goingCount: 0,
    cancelled: false,
    version: 0,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}

export type EventStepName = 'event';

export const createEventSteps = (
  db: Firestore,
  groupId: string,
  eventId: string,
  input: EventInput,
): WriteStep<EventStepName>[] => [
  { name: 'event', ref: groupEventDoc(db, groupId, eventId), set: newEventDoc(input) },
];

/** The creator's change: the fields, version +1. */
export const editEventSteps = (
  db: Firestore,
  groupId: string,
  eventId: string,
  input: EventInput,
): WriteStep<EventStepName>[] => [
  {
    name: 'event',
    ref: groupEventDoc(db, groupId, eventId),
    update: { ...fieldsOf(input), version: increment(1), updatedAt: serverTimestamp() },
  },
];

/** The cancellation: marked, version +1; the event stays listed. */
export const cancelEventSteps = (
  db: Firestore,
  groupId: string,
  eventId: string,
): WriteStep<EventStepName>[] => [
  {
    name: 'event',
    ref: groupEventDoc(db, groupId, eventId),
    update: { cancelled: true, version: increment(1), updatedAt: serverTimestamp() },
  },
];

export type GoingStepName = 'attendee' | 'event';

/** My attendance document (uid, group and event: the collection group finds mine). */
export const attendeeDoc = (groupId: string, eventId: string, uid: string): DocumentData => ({
  uid,
  groupId,
  eventId,
  createdAt: serverTimestamp(),
});

/** Going: my attendance created and the count +1; not going: deleted and -1. One write. */
export function goingSteps(
  db: Firestore,
  groupId: string,
  eventId: string,
  uid: string,
  going: boolean,
): WriteStep<GoingStepName>[] {
  const attendee = eventAttendeeDoc(db, groupId, eventId, uid);
  return [
    going
      ? { name: 'attendee', ref: attendee, set: attendeeDoc(groupId, eventId, uid) }
      : { name: 'attendee', ref: attendee, delete: true },
    {
      name: 'event',
      ref: groupEventDoc(db, groupId, eventId),
      update: { goingCount: increment(going ? 1 : -1) },
    },
  ];
}
