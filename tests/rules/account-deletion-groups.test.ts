// Rules of an account's content deletion (decision 0032), part 2: notifications, groups, the marker.
// Allowed to the deleting user through the app's own writes (steps/notifications.ts, steps/groups.ts);
// refused without a marker, to another user, with a counter moved wrong, on what is not theirs.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDocs,
  getDoc,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { exitGroup } from '../../src/features/account/api/deletion/steps/groups';
import { removeNotifications } from '../../src/features/account/api/deletion/steps/notifications';
import { applyWriteSteps } from '../../src/firebase/write-steps';
import { unreadNotificationsStep } from '../../src/social/api/unread-notifications';
import { dbAs, peek, useRulesEnv } from './helpers';
import { ALONE, GOLD, GONE, INVITED, JOINED, MINE, dropMarker, seedDeletion } from './deletion-helpers';

const getEnv = useRulesEnv('demo-rules-account-deletion-groups');
const ctx = { uid: GONE, username: GONE };

/** A notification deleted, with ann's unread count moved by `by` naming it (or not moved). */
async function noticeGoes(db: Firestore, id: string, by?: 1 | -1) {
  const batch = writeBatch(db);
  batch.delete(doc(db, 'notifications', id));
  if (by) applyWriteSteps(batch, [unreadNotificationsStep(db, 'ann', id, by)]);
  await batch.commit();
}

const sent = (db: Firestore) => getDocs(query(collection(db, 'notifications'), where('actorId', '==', GONE)));

describe('notifications both ways', () => {
  test('the deleting user lists the ones they sent, and takes both ways; an unread one off its badge', async () => {
    await seedDeletion(getEnv());
    const db = dbAs(getEnv(), GONE);
    await assertSucceeds(sent(db));
    await assertSucceeds(removeNotifications(db, ctx));
    expect(await peek(getEnv(), 'notifications/toGone')).toBeUndefined();
    expect(await peek(getEnv(), 'notifications/fromGone')).toBeUndefined();
    expect(await peek(getEnv(), 'notifications/fromGoneRead')).toBeUndefined();
    expect(await peek(getEnv(), 'notifications/bobToAnn')).toBeDefined();
    expect(await peek(getEnv(), 'users/ann/private/unreadNotifications')).toMatchObject({ count: 1 });
  });

  test('refused: an unread one without its count, or moved wrong; others\u2019; without a marker', async () => {
    await seedDeletion(getEnv());
    const db = dbAs(getEnv(), GONE);
    await assertFails(noticeGoes(db, 'fromGone'));
    await assertFails(noticeGoes(db, 'fromGone', 1));
    await assertFails(noticeGoes(db, 'bobToAnn', -1));
    await assertFails(deleteDoc(doc(db, 'notifications', 'bobToAnn')));
    await assertFails(deleteDoc(doc(dbAs(getEnv(), 'bob'), 'notifications', 'toGone')));
    await dropMarker(getEnv());
    await assertFails(sent(db));
    await assertFails(deleteDoc(doc(db, 'notifications', 'toGone')));
    await assertFails(deleteDoc(doc(db, 'notifications', 'fromGoneRead')));
    await assertFails(noticeGoes(db, 'fromGone', -1));
  });
});

test('a sent unread one whose recipient counts 0 (from before the counters) goes alone', async () => {
  await seedDeletion(getEnv());
  await getEnv().withSecurityRulesDisabled(async (c) => {
    const admin = c.firestore() as unknown as Firestore;
    await updateDoc(doc(admin, 'users/ann/private/unreadNotifications'), { count: 0 });
  });
  const db = dbAs(getEnv(), GONE);
  await assertFails(noticeGoes(db, 'fromGone', -1));
  await assertSucceeds(removeNotifications(db, ctx));
  expect(await peek(getEnv(), 'notifications/fromGone')).toBeUndefined();
  expect(await peek(getEnv(), 'users/ann/private/unreadNotifications')).toMatchObject({ count: 0 });
});

test("a badge's lastNotificationId holding the deleting user's uid: unnamed, count kept; nothing else", async () => {
  await seedDeletion(getEnv());
  const counter = (db: Firestore) => doc(db, 'users/ann/private/unreadNotifications');
  const setLast = (id: string) =>
    getEnv().withSecurityRulesDisabled(async (c) => {
      await updateDoc(counter(c.firestore() as unknown as Firestore), { lastNotificationId: id });
    });
  const db = dbAs(getEnv(), GONE);
  await assertFails(updateDoc(counter(db), { lastNotificationId: '' })); // bobToAnn: not mine
  await setLast(`like_${GONE}_post1`);
  await assertFails(updateDoc(counter(db), { count: 1, lastNotificationId: '' }));
  await assertFails(updateDoc(counter(dbAs(getEnv(), 'bob')), { lastNotificationId: '' }));
  await assertSucceeds(updateDoc(counter(db), { lastNotificationId: '' }));
  await setLast(`follow_${GONE}_ann`);
  await dropMarker(getEnv());
  await assertFails(updateDoc(counter(db), { lastNotificationId: '' }));
});

describe('groups', () => {
  test('leave, hand over, decline and unname, delete alone with the chat', async () => {
    await seedDeletion(getEnv());
    const db = dbAs(getEnv(), GONE);
    for (const g of [JOINED, MINE, INVITED, ALONE]) await assertSucceeds(exitGroup(db, GONE, g, GOLD));
    expect(await peek(getEnv(), `eliteGroups/${JOINED}`)).toMatchObject({
      members: ['ann'],
      totalUsers: 1,
      totalPoints: 500 - GOLD,
      lastMemberId: '',
    });
    expect(await peek(getEnv(), `eliteGroups/${MINE}`)).toMatchObject({
      creatorId: 'bob',
      members: ['bob', 'ann'],
      totalUsers: 2,
      totalPoints: 700 - GOLD,
    });
    expect(await peek(getEnv(), `eliteGroups/${INVITED}`)).toMatchObject({
      pendingInvites: ['ann'],
      lastMemberId: '',
    });
    expect(await peek(getEnv(), `eliteGroups/${ALONE}`)).toBeUndefined();
    expect(await peek(getEnv(), `eliteGroups/${ALONE}/messages/m1`)).toBeUndefined();
  });

  const leave = (extra: Record<string, unknown> = {}) => ({
    members: ['ann'],
    totalUsers: 1,
    totalPoints: 500 - GOLD,
    lastMemberId: '',
    updatedAt: serverTimestamp(),
    ...extra,
  });

  test('refused: points wrong, the uid kept, handed to another, others\u2019 invites, not alone', async () => {
    await seedDeletion(getEnv());
    const db = dbAs(getEnv(), GONE);
    const group = (id: string) => doc(db, 'eliteGroups', id);
    await assertFails(updateDoc(group(JOINED), leave({ totalPoints: 500 })));
    await assertFails(updateDoc(group(JOINED), leave({ lastMemberId: GONE })));
    const handOver = {
      members: ['bob', 'ann'],
      totalUsers: 2,
      totalPoints: 400,
      lastMemberId: '',
      updatedAt: serverTimestamp(),
    };
    await assertFails(updateDoc(group(MINE), { ...handOver, creatorId: 'ann', members: ['ann', 'bob'] }));
    await assertFails(updateDoc(group(MINE), handOver));
    await assertFails(
      updateDoc(group(INVITED), { pendingInvites: [GONE], lastMemberId: '', updatedAt: serverTimestamp() }),
    );
    await assertFails(deleteDoc(group(MINE)));
    await assertFails(deleteDoc(doc(db, 'eliteGroups', MINE, 'messages', 'any')));
    await assertSucceeds(updateDoc(group(JOINED), leave()));
  });

  test('refused without a marker, and to another user', async () => {
    await seedDeletion(getEnv());
    const bob = dbAs(getEnv(), 'bob');
    await assertFails(
      updateDoc(doc(bob, 'eliteGroups', INVITED), {
        pendingInvites: [GONE],
        lastMemberId: '',
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(deleteDoc(doc(bob, 'eliteGroups', ALONE)));
    await dropMarker(getEnv());
    const db = dbAs(getEnv(), GONE);
    await assertFails(updateDoc(doc(db, 'eliteGroups', JOINED), leave()));
    await assertFails(
      updateDoc(doc(db, 'eliteGroups', MINE), {
        creatorId: 'bob',
        members: ['bob', 'ann'],
        totalUsers: 2,
        totalPoints: 400,
        lastMemberId: '',
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(
      updateDoc(doc(db, 'eliteGroups', INVITED), {
        pendingInvites: ['ann'],
        lastMemberId: '',
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(deleteDoc(doc(db, 'eliteGroups', ALONE, 'messages', 'm1')));
    await assertFails(deleteDoc(doc(db, 'eliteGroups', ALONE)));
  });
});

test('the marker: only its owner reads it', async () => {
  await seedDeletion(getEnv());
  await assertSucceeds(getDoc(doc(dbAs(getEnv(), GONE), 'users', GONE, 'private', 'deletion')));
  await assertFails(getDoc(doc(dbAs(getEnv(), 'ann'), 'users', GONE, 'private', 'deletion')));
});
