// Group events through the app's own api/ code against the Firestore emulator with the real
// firestore.rules (decision 0051): a creator's event with 2 places, members racing for the places from
// their own clients, the count exact; the past events read a page at a time.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  doc,
  getDoc,
  setDoc,
  setLogLevel,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { createGroup, newGroupId } from '@/features/groups/api/create-group';
import { inviteMembers } from '@/features/groups/api/invite-members';
import { joinGroup } from '@/features/groups/api/membership';
import { setGoing } from '@/features/groups/api/event-attendance';
import { removeEventAttendance } from '@/features/account/api/deletion/steps/event-attendance';
import { newEventDoc } from '@/features/groups/api/event-docs';
import { createEvent } from '@/features/groups/api/save-event';
import { pagedPastEvents, subscribeMyGoing } from '@/features/groups/api/subscribe-events';
import { PAST_EVENTS_PAGE, eventNotificationId, type GroupEvent } from '@/features/groups/model/group-event';
import type { PageEntry } from '@/firebase/page-window';
import { newUserDoc } from '../../fixtures/user-doc';
import { storageURL } from '../rules/storage-url';
import { createRulesEnv } from '../rules/helpers';

let env: RulesTestEnvironment;
const MEMBERS = ['bob', 'carol', 'dave', 'erin'];

beforeAll(async () => {
  env = await createRulesEnv('demo-int-group-events');
  setLogLevel('silent');
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    for (const uid of ['alice', ...MEMBERS])
      await setDoc(doc(db, 'users', uid), newUserDoc(uid, { goldPoints: 400 }));
  });
});

/** Each call is a client of its own, as two phones are. */
const as = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;

async function peek(path: string): Promise<DocumentData | undefined> {
  let data: DocumentData | undefined;
  await env.withSecurityRulesDisabled(async (ctx) => {
    data = (await getDoc(doc(ctx.firestore() as unknown as Firestore, path))).data();
  });
  return data;
}

async function groupWithMembers(): Promise<string> {
  const id = newGroupId(as('alice'));
  const form = { name: 'Golden Romans', city: 'Rome', region: 'Monti', description: 'Big spenders' };
  await createGroup('alice', id, form, storageURL('group-photos/alice/g.jpg'), as('alice'));
  await inviteMembers(id, 'alice', MEMBERS, as('alice'));
  for (const u of MEMBERS) await joinGroup(id, u, as(u));
  return id;
}

const input = {
  title: 'Chef table',
  startsAt: new Date(Date.now() + 3 * 86_400_000),
  place: 'Trattoria Bella',
  restaurantKey: '',
  address: 'Via Roma 1',
  description: 'Six courses',
  maxAttendees: 2,
};

test('four members race for 2 places from their own clients: exactly 2 get in, the rest are told it is full', async () => {
  const groupId = await groupWithMembers();
  const { eventId } = await createEvent(groupId, 'alice', input, as('alice'));
  for (const u of MEMBERS) {
    expect(await peek(`notifications/${eventNotificationId(groupId, eventId, 0, u)}`)).toMatchObject({
      type: 'group_event',
      actorId: 'alice',
    });
  }
  const results = await Promise.allSettled(MEMBERS.map((u) => setGoing(groupId, eventId, u, true, as(u))));
  const inside = MEMBERS.filter((_, i) => results[i]?.status === 'fulfilled');
  expect(inside).toHaveLength(2);
  for (const r of results.filter((x) => x.status === 'rejected')) {
    expect((r as PromiseRejectedResult).reason).toMatchObject({ key: 'groups:events.errors.full' });
  }
  expect(await peek(`eliteGroups/${groupId}/events/${eventId}`)).toMatchObject({ goingCount: 2 });
  for (const u of MEMBERS) {
    const doc1 = await peek(`eliteGroups/${groupId}/events/${eventId}/attendees/${u}`);
    expect(doc1 !== undefined).toBe(inside.includes(u));
  }

  // Each member's one listener over their own attendance answers for the open events shown (the
  // rules' collection-group read of one's own).
  const { eventId: otherId } = await createEvent(
    groupId,
    'alice',
    { ...input, title: 'Brunch' },
    as('alice'),
  );
  for (const u of MEMBERS) {
    const going = await new Promise<ReadonlySet<string>>((resolve, reject) => {
      const stop = subscribeMyGoing(
        groupId,
        [eventId, otherId],
        u,
        (ids) => {
          stop();
          resolve(ids);
        },
        reject,
        as(u),
      );
    });
    expect([...going]).toEqual(inside.includes(u) ? [eventId] : []);
  }

  // One takes it back and the first one left out gets in; the count stays exact.
  const outside = MEMBERS.filter((u) => !inside.includes(u));
  await setGoing(groupId, eventId, inside[0]!, false, as(inside[0]!));
  await setGoing(groupId, eventId, outside[0]!, true, as(outside[0]!));
  expect(await peek(`eliteGroups/${groupId}/events/${eventId}`)).toMatchObject({ goingCount: 2 });
});

test('the past events read one page at a time, whatever the history', async () => {
  const groupId = await groupWithMembers();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    for (let i = 0; i < 25; i++) {
      await setDoc(doc(db, 'eliteGroups', groupId, 'events', `past${String(i).padStart(2, '0')}`), {
        ...newEventDoc({ ...input, title: `Dinner ${i}` }),
        startsAt: Timestamp.fromMillis(Date.now() - (i + 1) * 86_400_000),
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
      });
    }
  });
  const source = pagedPastEvents(groupId, new Date(), as('bob'));
  const first = await new Promise<PageEntry<GroupEvent>[]>((resolve, reject) => {
    const stop = source.subscribeNewest((page) => {
      stop();
      resolve(page);
    }, reject);
  });
  expect(first).toHaveLength(PAST_EVENTS_PAGE);
  expect(first.map((e) => e.item?.title).slice(0, 2)).toEqual(['Dinner 0', 'Dinner 1']);
  const second = await source.fetchOlder(first[first.length - 1]!);
  expect(second.map((e) => e.item?.title)[0]).toBe(`Dinner ${PAST_EVENTS_PAGE}`);
});

test("a deletion gives back the user's places with their events' counts, and leaves the others'", async () => {
  const groupId = await groupWithMembers();
  const first = await createEvent(groupId, 'alice', input, as('alice'));
  const second = await createEvent(groupId, 'alice', { ...input, maxAttendees: null }, as('alice'));
  for (const { eventId } of [first, second]) {
    await setGoing(groupId, eventId, 'bob', true, as('bob'));
    await setGoing(groupId, eventId, 'carol', true, as('carol'));
  }
  await removeEventAttendance(as('bob'), { uid: 'bob', username: 'bob' });
  for (const { eventId } of [first, second]) {
    expect(await peek(`eliteGroups/${groupId}/events/${eventId}`)).toMatchObject({ goingCount: 1 });
    expect(await peek(`eliteGroups/${groupId}/events/${eventId}/attendees/bob`)).toBeUndefined();
    expect(await peek(`eliteGroups/${groupId}/events/${eventId}/attendees/carol`)).toBeDefined();
  }
  // Run again, it finds nothing left to do.
  await removeEventAttendance(as('bob'), { uid: 'bob', username: 'bob' });
  expect(await peek(`eliteGroups/${groupId}/events/${first.eventId}`)).toMatchObject({ goingCount: 1 });
});
