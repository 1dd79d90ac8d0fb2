// Group events (decision 0051): eliteGroups/{id}/events/{eventId} and their attendees/{uid}. The legal
// moves are the app's own api/ functions; the attacks apply the app's own steps with one document
// changed or left out. goingCount moves only with its attendance document, never past maxAttendees.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { setGoing } from '../../src/features/groups/api/event-attendance';
import {
  attendeeDoc,
  cancelEventSteps,
  createEventSteps,
  editEventSteps,
  goingSteps,
  newEventDoc,
} from '../../src/features/groups/api/event-docs';
import { eventNoticeSteps, notifyEvent } from '../../src/features/groups/api/notify-event';
import { cancelEvent, createEvent, editEvent } from '../../src/features/groups/api/save-event';
import {
  eventNotificationId,
  toGroupEvent,
  type EventInput,
  type GroupEvent,
} from '../../src/features/groups/model/group-event';
import { applyWriteSteps, type WriteStep } from '../../src/firebase/write-steps';
import { GROUP, seedGroup } from './groups-helpers';
import { dbAnon, dbAs, peek, seed, tampered, userDoc, useRulesEnv, type Tamper } from './helpers';

const getEnv = useRulesEnv('demo-rules-group-events');
const as = (uid: string) => dbAs(getEnv(), uid);
const EVENT = 'ev1';
const DAY = 86_400_000;

const input = (over: Partial<EventInput> = {}): EventInput => ({
  title: 'Chef table',
  startsAt: new Date(Date.now() + 7 * DAY),
  place: 'Trattoria Bella',
  restaurantKey: '',
  address: 'Via Roma 1',
  description: '',
  maxAttendees: 2,
  ...over,
});

/** The group (alice creator; bob and erin members; carol invited; dave outside) and one event. */
async function seedEvent(event: DocumentData = {}) {
  await seedGroup(getEnv(), { members: ['alice', 'bob', 'erin'], totalUsers: 3 });
  await seed(getEnv(), {
    'users/erin': userDoc('erin', { goldPoints: 10, joinedGroups: [GROUP] }),
    [`eliteGroups/${GROUP}/events/${EVENT}`]: {
      ...newEventDoc(input()),
      startsAt: Timestamp.fromDate(new Date(Date.now() + 7 * DAY)),
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
      ...event,
    },
  });
}

const eventPath = `eliteGroups/${GROUP}/events/${EVENT}`;
const attendee = (uid: string) => `${eventPath}/attendees/${uid}`;
const going = async (uid: string) =>
  seed(getEnv(), { [attendee(uid)]: { uid, groupId: GROUP, eventId: EVENT, createdAt: Timestamp.now() } });

async function commit<K extends string>(db: Firestore, steps: WriteStep<K>[], tamper?: Tamper<K>) {
  const batch = writeBatch(db);
  applyWriteSteps(batch, tampered(steps, tamper));
  await batch.commit();
}

/** A write by `uid` of steps built on that user's own db. */
async function act<K extends string>(
  uid: string,
  build: (db: Firestore) => WriteStep<K>[],
  tamper?: Tamper<K>,
) {
  const db = as(uid);
  await commit(db, build(db), tamper);
}

const stored = async (): Promise<GroupEvent> =>
  toGroupEvent(GROUP)(EVENT, (await peek(getEnv(), eventPath)) ?? {});

describe('allowed', () => {
  test('the creator creates an event; members read it and are told, the creator is not', async () => {
    await seedEvent();
    const { eventId, notifyFailed } = await createEvent(GROUP, 'alice', input(), as('alice'));
    expect(notifyFailed).toBe(false);
    for (const uid of ['alice', 'bob', 'erin']) {
      const snap = await assertSucceeds(getDocs(collection(as(uid), 'eliteGroups', GROUP, 'events')));
      expect(snap.size).toBe(2);
    }
    for (const uid of ['bob', 'erin']) {
      const n = await peek(getEnv(), `notifications/${eventNotificationId(GROUP, eventId, 0, uid)}`);
      expect(n).toMatchObject({
        type: 'group_event',
        content: 'created the event Chef table',
        targetId: GROUP,
      });
      expect(await peek(getEnv(), `users/${uid}/private/unreadNotifications`)).toMatchObject({ count: 1 });
    }
    expect(
      await peek(getEnv(), `notifications/${eventNotificationId(GROUP, eventId, 0, 'alice')}`),
    ).toBeUndefined();
  });

  test('a member says Going and takes it back; the count follows', async () => {
    await seedEvent();
    await assertSucceeds(setGoing(GROUP, EVENT, 'bob', true, as('bob')));
    expect((await stored()).goingCount).toBe(1);
    await assertSucceeds(getDoc(doc(as('bob'), attendee('bob'))));
    await assertSucceeds(setGoing(GROUP, EVENT, 'bob', false, as('bob')));
    expect((await stored()).goingCount).toBe(0);
    expect(await peek(getEnv(), attendee('bob'))).toBeUndefined();
  });

  test('the creator edits and cancels; only the members going are told, each version once', async () => {
    await seedEvent({ goingCount: 1 });
    await going('bob');
    await assertSucceeds(
      editEvent(GROUP, EVENT, 'alice', input({ title: 'Chef table II', maxAttendees: 1 }), as('alice')),
    );
    expect(await stored()).toMatchObject({ title: 'Chef table II', version: 1, maxAttendees: 1 });
    expect(
      await peek(getEnv(), `notifications/${eventNotificationId(GROUP, EVENT, 1, 'bob')}`),
    ).toMatchObject({
      content: 'changed the event Chef table II',
    });
    expect(
      await peek(getEnv(), `notifications/${eventNotificationId(GROUP, EVENT, 1, 'erin')}`),
    ).toBeUndefined();
    await assertSucceeds(cancelEvent(GROUP, EVENT, 'alice', as('alice')));
    expect(await stored()).toMatchObject({ cancelled: true, version: 2 });
    expect(
      await peek(getEnv(), `notifications/${eventNotificationId(GROUP, EVENT, 2, 'bob')}`),
    ).toMatchObject({
      content: 'cancelled the event Chef table II',
    });
    // Sending again does nothing (each version's notification exists).
    expect(await notifyEvent(GROUP, EVENT, 'alice', as('alice'))).toBe(0);
    // A cancelled event's place can still be given back.
    await assertSucceeds(setGoing(GROUP, EVENT, 'bob', false, as('bob')));
  });

  test('a member who muted group events is not told', async () => {
    await seedEvent();
    await seed(getEnv(), { 'users/bob/preferences/notifications': { group_event: false } });
    const { eventId } = await createEvent(GROUP, 'alice', input(), as('alice'));
    expect(
      await peek(getEnv(), `notifications/${eventNotificationId(GROUP, eventId, 0, 'bob')}`),
    ).toBeUndefined();
    expect(
      await peek(getEnv(), `notifications/${eventNotificationId(GROUP, eventId, 0, 'erin')}`),
    ).toBeDefined();
  });

  test('the last place taken twice at once: one gets it, the other is told the event is full', async () => {
    await seedEvent({ goingCount: 1, maxAttendees: 2 });
    await going('alice');
    const results = await Promise.allSettled([
      setGoing(GROUP, EVENT, 'bob', true, as('bob')),
      setGoing(GROUP, EVENT, 'erin', true, as('erin')),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ key: 'groups:events.errors.full' });
    expect((await stored()).goingCount).toBe(2);
  });
});

describe('a deletion (decisions 0031, 0032)', () => {
  test('the creator deleting their account alone in the group deletes its events; not while others are in it', async () => {
    await seedEvent();
    await seed(getEnv(), { 'users/alice/private/deletion': { goldPoints: 400 } });
    await assertFails(deleteDoc(doc(as('alice'), eventPath)));
    await seedGroup(getEnv(), { members: ['alice'], totalUsers: 1 });
    await assertSucceeds(deleteDoc(doc(as('alice'), eventPath)));
    // A place at an event that is gone is given back alone.
    await going('bob');
    await assertSucceeds(deleteDoc(doc(as('bob'), attendee('bob'))));
  });
});

describe('denied', () => {
  test('a member, an invited user or an outsider creates an event', async () => {
    await seedEvent();
    for (const uid of ['bob', 'carol', 'dave']) {
      await assertFails(act(uid, (db) => createEventSteps(db, GROUP, 'x', input())));
    }
  });

  test('an event in the past, without a title, with a cap of 0, or already with people going', async () => {
    await seedEvent();
    const db = as('alice');
    await assertFails(
      commit(db, createEventSteps(db, GROUP, 'x', input({ startsAt: new Date(Date.now() - DAY) }))),
    );
    await assertFails(commit(db, createEventSteps(db, GROUP, 'x', input({ title: '' }))));
    await assertFails(commit(db, createEventSteps(db, GROUP, 'x', input({ maxAttendees: 0 }))));
    await assertFails(commit(db, createEventSteps(db, GROUP, 'x', input()), { event: { goingCount: 3 } }));
    await assertFails(commit(db, createEventSteps(db, GROUP, 'x', input()), { event: { cancelled: true } }));
  });

  test('a non-member, an invited user and a signed-out visitor read events', async () => {
    await seedEvent();
    await assertFails(getDocs(collection(as('dave'), 'eliteGroups', GROUP, 'events')));
    await assertFails(getDoc(doc(as('carol'), eventPath)));
    await assertFails(getDocs(collection(dbAnon(getEnv()), 'eliteGroups', GROUP, 'events')));
    await assertFails(getDoc(doc(as('dave'), attendee('bob'))));
  });

  test('a member edits or cancels; the creator edits a cancelled event or sets the cap under the going', async () => {
    await seedEvent({ goingCount: 2 });
    await assertFails(act('bob', (db) => editEventSteps(db, GROUP, EVENT, input({ title: 'Mine' }))));
    await assertFails(act('bob', (db) => cancelEventSteps(db, GROUP, EVENT)));
    await assertFails(act('alice', (db) => editEventSteps(db, GROUP, EVENT, input({ maxAttendees: 1 }))));
    await assertFails(
      act('alice', (db) => editEventSteps(db, GROUP, EVENT, input()), { event: { goingCount: 0 } }),
    );
    await assertFails(
      act('alice', (db) => editEventSteps(db, GROUP, EVENT, input()), { event: { version: 5 } }),
    );
    await seedEvent({ cancelled: true, version: 1 });
    await assertFails(act('alice', (db) => editEventSteps(db, GROUP, EVENT, input())));
    await assertFails(act('alice', (db) => cancelEventSteps(db, GROUP, EVENT)));
    await expect(editEvent(GROUP, EVENT, 'alice', input(), as('alice'))).rejects.toMatchObject({
      key: 'groups:events.errors.cancelled',
    });
  });

  test('Going at the cap: the app says full, and the rules refuse the write made anyway', async () => {
    await seedEvent({ goingCount: 2, maxAttendees: 2 });
    await expect(setGoing(GROUP, EVENT, 'bob', true, as('bob'))).rejects.toMatchObject({
      key: 'groups:events.errors.full',
    });
    await assertFails(act('bob', (db) => goingSteps(db, GROUP, EVENT, 'bob', true)));
  });

  test('Going to a cancelled or past event', async () => {
    await seedEvent({ cancelled: true, version: 1 });
    await assertFails(act('bob', (db) => goingSteps(db, GROUP, EVENT, 'bob', true)));
    await seedEvent({ startsAt: Timestamp.fromDate(new Date(Date.now() - DAY)) });
    await assertFails(act('bob', (db) => goingSteps(db, GROUP, EVENT, 'bob', true)));
  });

  test('a non-member or an invited user says Going', async () => {
    await seedEvent();
    for (const uid of ['dave', 'carol']) {
      await assertFails(act(uid, (db) => goingSteps(db, GROUP, EVENT, uid, true)));
    }
  });

  test('the counter moved without its attendance document, or the document without the counter', async () => {
    await seedEvent({ goingCount: 1 });
    await going('bob');
    const db = as('erin');
    await assertFails(commit(db, goingSteps(db, GROUP, EVENT, 'erin', true), { attendee: 'skip' }));
    await assertFails(commit(db, goingSteps(db, GROUP, EVENT, 'erin', true), { event: 'skip' }));
    await assertFails(
      commit(db, goingSteps(db, GROUP, EVENT, 'erin', true), { event: { goingCount: increment(2) } }),
    );
    await assertFails(updateDoc(doc(db, eventPath), { goingCount: increment(-1) }));
    await assertFails(commit(db, goingSteps(db, GROUP, EVENT, 'erin', false)));
    await assertFails(commit(db, goingSteps(db, GROUP, EVENT, 'erin', true), { attendee: { uid: 'bob' } }));
  });

  test('a member says Going or Not going for someone else', async () => {
    await seedEvent({ goingCount: 1 });
    await going('bob');
    const db = as('erin');
    const batch = writeBatch(db);
    batch.set(doc(db, attendee('alice')), attendeeDoc(GROUP, EVENT, 'alice'));
    batch.update(doc(db, eventPath), { goingCount: increment(1) });
    await assertFails(batch.commit());
    const back = writeBatch(db);
    back.delete(doc(db, attendee('bob')));
    back.update(doc(db, eventPath), { goingCount: increment(-1) });
    await assertFails(back.commit());
    await assertFails(deleteDoc(doc(db, attendee('bob'))));
  });

  test("an event's notification by a member, to a member not going, of a version to come, or reworded", async () => {
    await seedEvent({ version: 1 });
    await going('bob');
    await seed(getEnv(), { [eventPath]: { ...((await peek(getEnv(), eventPath)) ?? {}), goingCount: 1 } });
    const event = await stored();
    const actor = { username: 'alice', photoURL: (await peek(getEnv(), 'users/alice'))?.photoURL ?? '' };
    const notice =
      (by: string, to: string, e: GroupEvent = event) =>
      (db: Firestore) =>
        eventNoticeSteps(db, {
          event: e,
          actorId: by,
          actor: by === 'alice' ? actor : { username: by, photoURL: '' },
          recipientId: to,
        });
    await assertSucceeds(act('alice', notice('alice', 'bob')));
    await assertFails(act('bob', notice('bob', 'erin')));
    await assertFails(act('alice', notice('alice', 'erin')));
    await assertFails(act('alice', notice('alice', 'dave')));
    await assertFails(act('alice', notice('alice', 'bob', { ...event, version: 2 })));
    await assertFails(
      act('alice', notice('alice', 'bob', { ...event, version: 0 }), {
        notification: { content: 'created the event Chef table' },
      }),
    );
  });

  test("a member looks up a creator's missing event notification; a member lists others' attendance", async () => {
    await seedEvent({ goingCount: 1 });
    await going('bob');
    const nid = eventNotificationId(GROUP, EVENT, 0, 'erin');
    await assertSucceeds(getDoc(doc(as('alice'), 'notifications', nid)));
    await assertFails(getDoc(doc(as('bob'), 'notifications', nid)));
    const mine = (uid: string, of: string) =>
      getDocs(query(collectionGroup(as(uid), 'attendees'), where('uid', '==', of)));
    expect((await assertSucceeds(mine('bob', 'bob'))).size).toBe(1);
    await assertFails(mine('erin', 'bob'));
  });

  test('the event deleted by anyone but its deleting creator, alone in the group', async () => {
    await seedEvent();
    await assertFails(deleteDoc(doc(as('alice'), eventPath)));
    await assertFails(setDoc(doc(as('alice'), eventPath), { ...newEventDoc(input()) }));
  });
});
