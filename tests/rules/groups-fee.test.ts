// Elite group creation: eliteGroups/{autoId} + the creator's 100 gold fee, one transaction.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { createGroup, dbAnon, dbAs, peek, sampleGroup, seedUser, useRulesEnv } from './helpers';
import { storageURL } from './storage-url';

const getEnv = useRulesEnv('demo-rules-groups');

beforeEach(async () => {
  await seedUser(getEnv(), 'alice', { goldPoints: 150, joinedGroups: ['old-group'] });
  await seedUser(getEnv(), 'bob', { goldPoints: 99 });
  await seedUser(getEnv(), 'carol', { goldPoints: 100 });
});

const alice = () => dbAs(getEnv(), 'alice');

describe('allowed', () => {
  test('the creator pays 100 gold and becomes the only member; totalPoints is the gold before the fee', async () => {
    const id = await assertSucceeds(createGroup(alice(), 'alice', sampleGroup));
    expect(await peek(getEnv(), 'users/alice')).toMatchObject({
      goldPoints: 50,
      joinedGroups: ['old-group', id],
      lastGroupId: id,
    });
    expect(await peek(getEnv(), `eliteGroups/${id}`)).toMatchObject({
      ...sampleGroup,
      creatorId: 'alice',
      members: ['alice'],
      pendingInvites: [],
      totalUsers: 1,
      totalPoints: 150,
    });
  });

  test('exactly 100 gold is enough', async () => {
    const image = storageURL('group-photos/carol/abc.jpg');
    await assertSucceeds(createGroup(dbAs(getEnv(), 'carol'), 'carol', { ...sampleGroup, image }));
    expect((await peek(getEnv(), 'users/carol'))?.goldPoints).toBe(0);
  });

  test('anyone reads groups, by id and the top 3 by totalPoints', async () => {
    const id = await createGroup(alice(), 'alice', sampleGroup);
    const db = dbAnon(getEnv());
    await assertSucceeds(getDoc(doc(db, `eliteGroups/${id}`)));
    await assertSucceeds(
      getDocs(query(collection(db, 'eliteGroups'), orderBy('totalPoints', 'desc'), limit(3))),
    );
  });
});

describe('denied', () => {
  test('creating with less than 100 gold', async () => {
    await assertFails(createGroup(dbAs(getEnv(), 'bob'), 'bob', sampleGroup));
  });

  test('creating without paying', async () => {
    await assertFails(createGroup(alice(), 'alice', sampleGroup, { user: 'skip' }));
    const ref = doc(collection(alice(), 'eliteGroups'));
    await assertFails(
      setDoc(ref, {
        ...sampleGroup,
        creatorId: 'alice',
        members: ['alice'],
        pendingInvites: [],
        totalUsers: 1,
        totalPoints: 150,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
  });

  test('paying less than 100', async () => {
    await assertFails(createGroup(alice(), 'alice', sampleGroup, { user: { goldPoints: increment(-50) } }));
    await assertFails(createGroup(alice(), 'alice', sampleGroup, { user: { goldPoints: increment(0) } }));
  });

  test('the fee without the group', async () => {
    await assertFails(createGroup(alice(), 'alice', sampleGroup, { group: 'skip' }));
  });

  test('joinedGroups not gaining exactly the new group', async () => {
    await assertFails(
      createGroup(alice(), 'alice', sampleGroup, { user: { joinedGroups: arrayUnion('x', 'y') } }),
    );
    await assertFails(createGroup(alice(), 'alice', sampleGroup, { user: { joinedGroups: ['old-group'] } }));
  });

  test.each([
    ['someone else as a member', { members: ['alice', 'bob'] }],
    ['someone else as the only member', { members: ['bob'] }],
    ['someone else as creator', { creatorId: 'bob' }],
    ['pending invites at creation', { pendingInvites: ['bob'] }],
    ['totalUsers 2', { totalUsers: 2 }],
    ['totalPoints not the gold before the fee', { totalPoints: 999999 }],
    ['totalPoints after the fee', { totalPoints: 50 }],
    ['an empty name', { name: '' }],
    ['an empty city', { city: '' }],
    ['an empty region', { region: '' }],
    ['an empty description', { description: '' }],
    ['no image', { image: '' }],
    ['an extra key', { verified: true }],
    ['createdAt from the client clock', { createdAt: Timestamp.now() }],
  ])('a group with %s', async (_name, group) => {
    await assertFails(createGroup(alice(), 'alice', sampleGroup, { group }));
  });

  test('the fee that touches another field of the creator', async () => {
    await assertFails(createGroup(alice(), 'alice', sampleGroup, { user: { silverPoints: increment(100) } }));
  });

  test('a signed-out visitor', async () => {
    await assertFails(createGroup(dbAnon(getEnv()), 'alice', sampleGroup));
  });

  test('a raw update (invites without their notifications, totalPoints) or a deletion, even by the creator', async () => {
    const id = await createGroup(alice(), 'alice', sampleGroup);
    await assertFails(updateDoc(doc(alice(), `eliteGroups/${id}`), { pendingInvites: ['bob'] }));
    await assertFails(updateDoc(doc(alice(), `eliteGroups/${id}`), { totalPoints: 1e9 }));
    await assertFails(deleteDoc(doc(alice(), `eliteGroups/${id}`)));
  });

  test('seeding a group from the client (no creator fee)', async () => {
    await assertFails(
      setDoc(doc(alice(), 'eliteGroups/golden-yorkers'), {
        name: 'GoldenYorkers',
        city: 'New York',
        region: 'Manhattan',
        description: 'Seed',
        image: 'https://img.example/ny.jpg',
        creatorId: 'alice',
        members: ['alice'],
        pendingInvites: [],
        totalUsers: 1,
        totalPoints: 0,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
  });
});
