// Elite Cities (decision 0052): eliteCities/{cityId} moves by exactly its groups' moves, in each group's
// own write (create, join, leave, removal, the creator's city edit, the account deletion's exits), and
// never without one.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  deleteDoc,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { joinGroup, leaveGroup, removeMember } from '../../src/features/groups/api/membership';
import { updateGroup } from '../../src/features/groups/api/update-group';
import { exitGroup } from '../../src/features/account/api/deletion/steps/groups';
import { cityKey } from '../../src/domain/elite-city';
import { createGroup, dbAnon, dbAs, peek, sampleGroup, seed, seedUser, useRulesEnv } from './helpers';
import { GROUP, seedGroup } from './groups-helpers';
import { ALONE, GOLD, GONE, JOINED, seedDeletion } from './deletion-helpers';
import { storageURL } from './storage-url';

const getEnv = useRulesEnv('demo-rules-cities');
const as = (uid: string) => dbAs(getEnv(), uid);
const now = serverTimestamp;

/** The seeded group (groups-helpers: 1000 points, alice and bob) counted in Rome, and Rome of it alone. */
async function seedCountedGroup(extra: DocumentData = {}) {
  await seedGroup(getEnv(), { cityId: 'rome', ...extra });
  await seed(getEnv(), {
    'eliteCities/rome': {
      name: 'Rome',
      totalPoints: 1000,
      totalUsers: 2,
      totalGroups: 1,
      lastGroupId: GROUP,
      updatedAt: new Date(),
    },
  });
}

const rome = () => peek(getEnv(), 'eliteCities/rome');

describe('the city key', () => {
  test('folds case, outer and inner spaces, and a slash; "Roma" stays another city', () => {
    expect(cityKey('  Rome ')).toBe('rome');
    expect(cityKey('ROME')).toBe('rome');
    expect(cityKey('New \t  York')).toBe('new york');
    expect(cityKey('Ajaccio/Corse')).toBe('ajaccio-corse');
    expect(cityKey('Roma')).not.toBe(cityKey('Rome'));
    // Only A-Z fold (the rules' lower() is ASCII-only in the emulator).
    expect(cityKey('MÜNCHEN')).toBe('mÜnchen');
  });
});

describe('creating a group', () => {
  test('creates its city with its points, 1 member and 1 group; a second group adds to it', async () => {
    await seedUser(getEnv(), 'alice', { goldPoints: 400 });
    await seedUser(getEnv(), 'bob', { goldPoints: 250 });
    const id = await assertSucceeds(createGroup(as('alice'), 'alice', sampleGroup));
    expect(await peek(getEnv(), `eliteGroups/${id}`)).toMatchObject({ cityId: 'rome' });
    expect(await rome()).toMatchObject({ name: 'Rome', totalPoints: 400, totalUsers: 1, totalGroups: 1 });
    const image = storageURL('group-photos/bob/b.jpg');
    await assertSucceeds(createGroup(as('bob'), 'bob', { ...sampleGroup, city: ' ROME ', image }));
    expect(await rome()).toMatchObject({ name: 'Rome', totalPoints: 650, totalUsers: 2, totalGroups: 2 });
  });

  test('a city beyond ASCII: its id keeps the letters the fold does not touch', async () => {
    await seedUser(getEnv(), 'alice', { goldPoints: 400 });
    await assertSucceeds(createGroup(as('alice'), 'alice', { ...sampleGroup, city: 'MÜNCHEN Süd' }));
    expect(await peek(getEnv(), 'eliteCities/mÜnchen süd')).toMatchObject({ name: 'MÜNCHEN Süd' });
  });

  test('refused: without its city, with the city moved wrong, or counted in another city', async () => {
    await seedUser(getEnv(), 'alice', { goldPoints: 400 });
    const db = as('alice');
    await assertFails(createGroup(db, 'alice', sampleGroup, { city: 'skip' }));
    await assertFails(createGroup(db, 'alice', sampleGroup, { city: { totalPoints: 401 } }));
    await assertFails(createGroup(db, 'alice', sampleGroup, { city: { totalGroups: 2 } }));
    await assertFails(createGroup(db, 'alice', sampleGroup, { city: { name: 'Paris' } }));
    await assertFails(createGroup(db, 'alice', sampleGroup, { group: { cityId: 'paris' } }));
    expect(await rome()).toBeUndefined();
  });
});

describe('joining, leaving and removal', () => {
  test('a join adds the joiner and their gold; a leave and a removal take them out', async () => {
    await seedCountedGroup();
    await assertSucceeds(joinGroup(GROUP, 'carol', as('carol')));
    expect(await rome()).toMatchObject({ totalPoints: 1200, totalUsers: 3, totalGroups: 1 });
    await assertSucceeds(leaveGroup(GROUP, 'bob', as('bob')));
    expect(await rome()).toMatchObject({ totalPoints: 900, totalUsers: 2, totalGroups: 1 });
    await assertSucceeds(removeMember(GROUP, 'alice', 'carol', as('alice')));
    expect(await rome()).toMatchObject({ totalPoints: 700, totalUsers: 1, totalGroups: 1 });
  });

  test('refused: a counted group moved without its city, or its city moved wrong', async () => {
    await seedCountedGroup();
    const db = as('bob');
    const leave = (city: DocumentData | null) => {
      const batch = writeBatch(db);
      batch.update(doc(db, 'eliteGroups', GROUP), {
        members: arrayRemove('bob'),
        totalUsers: increment(-1),
        totalPoints: 700,
        lastMemberId: 'bob',
        updatedAt: now(),
      });
      batch.update(doc(db, 'users', 'bob'), {
        joinedGroups: arrayRemove(GROUP),
        lastGroupId: GROUP,
        updatedAt: now(),
      });
      if (city) batch.update(doc(db, 'eliteCities', 'rome'), city);
      return batch.commit();
    };
    const move = { totalPoints: 700, totalUsers: 1, totalGroups: 1, lastGroupId: GROUP, updatedAt: now() };
    await assertFails(leave(null));
    await assertFails(leave({ ...move, totalPoints: 1000 }));
    await assertFails(leave({ ...move, totalUsers: 2 }));
    await assertFails(leave({ ...move, totalGroups: 0 }));
    await assertSucceeds(leave(move));
  });
});

describe('counters moved without their group write', () => {
  test('refused: a city raised or lowered alone, a city made up, a city deleted', async () => {
    await seedCountedGroup();
    const db = as('alice');
    const city = doc(db, 'eliteCities', 'rome');
    await assertFails(updateDoc(city, { totalPoints: 5000, lastGroupId: GROUP, updatedAt: now() }));
    await assertFails(updateDoc(city, { totalUsers: increment(1), lastGroupId: GROUP, updatedAt: now() }));
    await assertFails(updateDoc(city, { name: 'Roma', lastGroupId: GROUP, updatedAt: now() }));
    await assertFails(
      setDoc(doc(db, 'eliteCities', 'paris'), {
        name: 'Paris',
        totalPoints: 1000,
        totalUsers: 2,
        totalGroups: 1,
        lastGroupId: GROUP,
        updatedAt: now(),
      }),
    );
    await assertFails(deleteDoc(city));
    // The one harmless write: naming a group of the city with nothing moved.
    await assertSucceeds(updateDoc(city, { lastGroupId: GROUP, updatedAt: now() }));
  });

  test('anyone reads the cities', async () => {
    await seedCountedGroup();
    await assertSucceeds(getDoc(doc(dbAnon(getEnv()), 'eliteCities', 'rome')));
  });
});

describe("the creator's city edit", () => {
  const form = { name: 'Golden Romans', region: 'Trastevere', description: 'Big spenders of Rome' };
  const image = 'https://storage.example/group-photos/g1/a.jpg';

  test('a new city takes the group from the old one; a change of case moves nothing', async () => {
    await seedCountedGroup();
    await assertSucceeds(updateGroup(GROUP, { ...form, city: 'Milan' }, image, as('alice')));
    expect(await rome()).toMatchObject({ totalPoints: 0, totalUsers: 0, totalGroups: 0 });
    expect(await peek(getEnv(), 'eliteCities/milan')).toMatchObject({
      name: 'Milan',
      totalPoints: 1000,
      totalUsers: 2,
      totalGroups: 1,
    });
    await assertSucceeds(updateGroup(GROUP, { ...form, city: 'MILAN ' }, image, as('alice')));
    expect(await peek(getEnv(), 'eliteCities/milan')).toMatchObject({ name: 'Milan', totalPoints: 1000 });
  });

  test('a group older than the cities joins its city at its first edit', async () => {
    await seedGroup(getEnv());
    await assertSucceeds(updateGroup(GROUP, { ...form, city: 'Rome' }, image, as('alice')));
    expect(await rome()).toMatchObject({ totalPoints: 1000, totalUsers: 2, totalGroups: 1 });
  });

  test('refused: the city changed without moving the cities, or a cityId that is not the city', async () => {
    await seedCountedGroup();
    const group = doc(as('alice'), 'eliteGroups', GROUP);
    await assertFails(updateDoc(group, { city: 'Milan', cityId: 'milan', updatedAt: now() }));
    await assertFails(updateDoc(group, { city: 'Milan', updatedAt: now() }));
    await assertFails(updateDoc(group, { cityId: '', updatedAt: now() }));
    await assertSucceeds(updateDoc(group, { city: ' rome', updatedAt: now() }));
  });
});

describe("an account's deletion", () => {
  async function seedCountedDeletion() {
    await seedDeletion(getEnv());
    const joined = (await peek(getEnv(), `eliteGroups/${JOINED}`))!;
    const alone = (await peek(getEnv(), `eliteGroups/${ALONE}`))!;
    await seed(getEnv(), {
      [`eliteGroups/${JOINED}`]: { ...joined, cityId: 'rome' },
      [`eliteGroups/${ALONE}`]: { ...alone, cityId: 'rome' },
      'eliteCities/rome': {
        name: 'Rome',
        totalPoints: 800,
        totalUsers: 3,
        totalGroups: 2,
        lastGroupId: JOINED,
        updatedAt: new Date(),
      },
    });
  }

  test('a leave takes the gold and the member; a group deleted takes itself', async () => {
    await seedCountedDeletion();
    const db = as(GONE);
    await assertSucceeds(exitGroup(db, GONE, JOINED, GOLD));
    expect(await rome()).toMatchObject({ totalPoints: 800 - GOLD, totalUsers: 2, totalGroups: 2 });
    await assertSucceeds(exitGroup(db, GONE, ALONE, GOLD));
    expect(await rome()).toMatchObject({ totalPoints: 500 - GOLD, totalUsers: 1, totalGroups: 1 });
  });

  test('refused: a counted group deleted without its city', async () => {
    await seedCountedDeletion();
    await assertFails(deleteDoc(doc(as(GONE), 'eliteGroups', ALONE)));
    expect(await rome()).toMatchObject({ totalPoints: 800, totalGroups: 2 });
  });
});
