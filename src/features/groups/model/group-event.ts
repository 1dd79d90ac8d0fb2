// A group's event as the screens see it (decision 0051), the creator's form checked before it is saved,
// the places left, and the stored sentences of its notifications (the rules compare them word for word).
import { num, text, toDate } from '@/domain/user-record';

export const EVENT_TITLE_MAX = 100;
export const EVENT_PLACE_MAX = 100;
export const EVENT_ADDRESS_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 1000;
export const EVENT_MAX_ATTENDEES = 1000;
/** Upcoming events shown (the soonest first), and past events per page (the latest first). */
export const UPCOMING_EVENTS_SHOWN = 10;
export const PAST_EVENTS_PAGE = 10;
/**
 * Notifications per write: each recipient's preferences, block, attendance and notification cost up to 5
 * of the 20 document accesses a write may make, beside the group, the event and the actor (3 x 5 + 3).
 */
export const EVENT_NOTICES_PER_WRITE = 3;

export interface GroupEvent {
  id: string;
  groupId: string;
  title: string;
  startsAt: Date | null;
  place: string;
  /** The restaurant page the place links to, or '' when typed freely. */
  restaurantKey: string;
  address: string;
  description: string;
  /** null: no cap. */
  maxAttendees: number | null;
  goingCount: number;
  cancelled: boolean;
  /** The creator's changes so far (0: as created). */
  version: number;
}

type Data = Record<string, unknown>;

export function toGroupEvent(groupId: string) {
  return (id: string, d: Data): GroupEvent => ({
    id,
    groupId,
    title: text(d.title),
    startsAt: toDate(d.startsAt),
    place: text(d.place),
    restaurantKey: text(d.restaurantKey),
    address: text(d.address),
    description: text(d.description),
    maxAttendees: typeof d.maxAttendees === 'number' ? d.maxAttendees : null,
    goingCount: num(d.goingCount),
    cancelled: d.cancelled === true,
    version: num(d.version),
  });
}

/** Places left, or null when the event has no cap. */
export function placesLeft(e: Pick<GroupEvent, 'maxAttendees' | 'goingCount'>): number | null {
  return e.maxAttendees === null ? null : Math.max(0, e.maxAttendees - e.goingCount);
}

export const isFull = (e: Pick<GroupEvent, 'maxAttendees' | 'goingCount'>) => placesLeft(e) === 0;

export const isPast = (e: Pick<GroupEvent, 'startsAt'>, now: Date = new Date()) =>
  e.startsAt !== null && e.startsAt.getTime() <= now.getTime();

/** What the creator types: the form's fields as text, the time as the date-time field's local value. */
export interface EventDraft {
  title: string;
  /** 'YYYY-MM-DDTHH:mm', the viewer's local time. */
  startsAt: string;
  place: string;
  restaurantKey: string;
  address: string;
  description: string;
  /** '' for no cap. */
  maxAttendees: string;
}

export const EMPTY_EVENT_DRAFT: EventDraft = {
  title: '',
  startsAt: '',
  place: '',
  restaurantKey: '',
  address: '',
  description: '',
  maxAttendees: '',
};

/** The fields a saved event writes. */
export interface EventInput {
  title: string;
  startsAt: Date;
  place: string;
  restaurantKey: string;
  address: string;
  description: string;
  maxAttendees: number | null;
}

export type EventField = 'title' | 'startsAt' | 'place' | 'address' | 'description' | 'maxAttendees';
export type EventFieldError = 'required' | 'tooLong' | 'past' | 'invalidTime' | 'invalidMax' | 'underGoing';

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as the date-time field's value, in local time. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An event as the form's draft (editing). */
export function draftOf(e: GroupEvent): EventDraft {
  return {
    title: e.title,
    startsAt: e.startsAt ? toLocalInput(e.startsAt) : '',
    place: e.place,
    restaurantKey: e.restaurantKey,
    address: e.address,
    description: e.description,
    maxAttendees: e.maxAttendees === null ? '' : String(e.maxAttendees),
  };
}

/**
 * The draft checked: each field's problem, or the input to save. `goingCount`: a cap may not fall under
 * the members already going (editing).
 */
export function checkEventDraft(
  d: EventDraft,
  now: Date = new Date(),
  goingCount = 0,
): { errors: Partial<Record<EventField, EventFieldError>>; input: EventInput | null } {
  const errors: Partial<Record<EventField, EventFieldError>> = {};
  const title = d.title.trim();
  const place = d.place.trim();
  const address = d.address.trim();
  const description = d.description.trim();
  if (!title) errors.title = 'required';
  else if (title.length > EVENT_TITLE_MAX) errors.title = 'tooLong';
  if (!place) errors.place = 'required';
  else if (place.length > EVENT_PLACE_MAX) errors.place = 'tooLong';
  if (!address) errors.address = 'required';
  else if (address.length > EVENT_ADDRESS_MAX) errors.address = 'tooLong';
  if (description.length > EVENT_DESCRIPTION_MAX) errors.description = 'tooLong';
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(d.startsAt);
  const startsAt = m
    ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]))
    : null;
  if (!d.startsAt) errors.startsAt = 'required';
  else if (!startsAt || Number.isNaN(startsAt.getTime())) errors.startsAt = 'invalidTime';
  else if (startsAt.getTime() <= now.getTime()) errors.startsAt = 'past';
  let maxAttendees: number | null = null;
  const max = d.maxAttendees.trim();
  if (max) {
    const n = Number(max);
    if (!/^\d+$/.test(max) || n < 1 || n > EVENT_MAX_ATTENDEES) errors.maxAttendees = 'invalidMax';
    else if (n < goingCount) errors.maxAttendees = 'underGoing';
    else maxAttendees = n;
  }
  if (Object.keys(errors).length > 0 || !startsAt) return { errors, input: null };
  return {
    errors,
    input: { title, startsAt, place, restaurantKey: d.restaurantKey, address, description, maxAttendees },
  };
}

/** Upcoming events (soonest first) before past ones (latest first), each list as it came. */
export function eventsInOrder(upcoming: readonly GroupEvent[], past: readonly GroupEvent[]): GroupEvent[] {
  const seen = new Set(upcoming.map((e) => e.id));
  return [...upcoming, ...past.filter((e) => !seen.has(e.id))];
}

// The notifications of an event (stored English sentences, firestore.rules checks them; the reader sees
// them in their own language, src/features/notifications/model.ts).
export type EventNotice = 'created' | 'changed' | 'cancelled';

const EVENT_NOTICE_TEXT: Record<EventNotice, string> = {
  created: 'created the event ',
  changed: 'changed the event ',
  cancelled: 'cancelled the event ',
};

export const eventNoticeContent = (notice: EventNotice, title: string) => EVENT_NOTICE_TEXT[notice] + title;

/** One notification per event version and recipient: group_event_{groupId}_{eventId}_{version}_{uid}. */
export const eventNotificationId = (groupId: string, eventId: string, version: number, uid: string) =>
  `group_event_${groupId}_${eventId}_${version}_${uid}`;

/** What a version of the event tells: its creation, a change, or its cancellation. */
export const noticeOf = (e: Pick<GroupEvent, 'version' | 'cancelled'>): EventNotice =>
  e.version === 0 ? 'created' : e.cancelled ? 'cancelled' : 'changed';
