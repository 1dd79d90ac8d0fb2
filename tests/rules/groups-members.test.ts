// Elite group membership moves (decision 0007): join by invite, decline, leave, removal by the creator,
// creator edits, and the users/{uid}.joinedGroups side of each (firestore.rules "elite groups").
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  arrayUnion,
  doc,
  increment,
  deleteDoc,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { declineInvite, joinGroup, leaveGroup, removeMember } from '../../src/features/groups/api/membership';
import { updateGroup } from '../../src/features/groups/api/update-group';
import { dbAnon, dbAs, peek, useRulesEnv } from './helpers';
import { GROUP, seedGroup } from './groups-helpers';
import { storageURL } from './storage-url';

const getEnv = useRulesEnv('demo-rules-groups-members');
const as = (uid: string) => dbAs(getEnv(), uid);
const now = serverTimestamp;

/** A raw two-document write (group + one user), for the attacks. */
async function rawMove(db: Firestore, group: DocumentData | null, user: [string, DocumentData] | null) {
  const batch = writeBatch(db);
  if (group) batch.update(doc(db, 'eliteGroups', GROUP), group);
  if (user) batch.update(doc(db, 'users', user[0]), user[1]);
  await batch.commit();
}

const carolJoin = (group: DocumentData = {}, user: DocumentData = {}) =>
  rawMove(
    as('carol'),
    {
      members: arrayUnion('carol'),
      pendingInvites: arrayRemove('carol'),
      totalUsers: increment(1),
      totalPoints: 1200,
      lastMemberId: 'carol',
      updatedAt: now(),
      ...group,
    },
    ['carol', { joinedGroups: arrayUnion(GROUP), lastGroupId: GROUP, updatedAt: now(), ...user }],
  );

const bobLeave = (group: DocumentData = {}, user: DocumentData = {}) =>
  rawMove(
    as('bob'),
    {
      members: arrayRemove('bob'),
      totalUsers: increment(-1),
      totalPoints: 700,
      lastMemberId: 'bob',
      updatedAt: now(),
      ...group,
    },
    ['bob', { joinedGroups: arrayRemove(GROUP), lastGroupId: GROUP, updatedAt: now(), ...user }],
  );

describe('join (accepting an invite)', () => {
  test('the invited user joins: members, totalUsers +1, totalPoints + their gold, joinedGroups', async () => {
    await seedGroup(getEnv());
    await assertSucceeds(joinGroup(GROUP, 'carol', as('carol')));
    expect(await peek(getEnv(), `eliteGroups/${GROUP}`)).toMatchObject({
      members: ['alice', 'bob', 'carol'],
      pendingInvites: [],
      totalUsers: 3,
      totalPoints: 1200,
    });
    expect((await peek(getEnv(), 'users/carol'))?.joinedGroups).toEqual([GROUP]);
  });

  test('a user without an invite cannot join (the app says so; the rules refuse the raw write)', async () => {
    await seedGroup(getEnv());
    await expect(joinGroup(GROUP, 'dave', as('dave'))).rejects.toThrow('groups:errors.notInvited');
    await assertFails(
      rawMove(
        as('dave'),
        {
          members: arrayUnion('dave'),
          totalUsers: increment(1),
          totalPoints: 1050,
          lastMemberId: 'dave',
          updatedAt: now(),
        },
        ['dave', { joinedGroups: arrayUnion(GROUP), lastGroupId: GROUP, updatedAt: now() }],
      ),
    );
  });

  test.each([
    ['totalUsers not following (members.size())', { totalUsers: increment(2) }, {}],
    ['totalUsers unchanged', { totalUsers: increment(0) }, {}],
    ['totalPoints not + their gold', { totalPoints: 5000 }, {}],
    ['staying in pendingInvites', { pendingInvites: ['carol'] }, {}],
    ['adding someone else too', { members: arrayUnion('carol', 'dave') }, {}],
    ['another lastMemberId', { lastMemberId: 'dave' }, {}],
    ['a name change on the side', { name: 'Mine now' }, {}],
    ['updatedAt from the client clock', { updatedAt: new Date() }, {}],
    ['joinedGroups not gaining the group', {}, { joinedGroups: ['other'] }],
    ['the gold changing on the side', {}, { goldPoints: increment(100) }],
  ])('denied: %s', async (_n, group, user) => {
    await seedGroup(getEnv());
    await assertFails(carolJoin(group, user));
  });

  test('denied: the group side without the user side, and the user side alone', async () => {
    await seedGroup(getEnv());
    await assertFails(
      rawMove(
        as('carol'),
        {
          members: arrayUnion('carol'),
          pendingInvites: arrayRemove('carol'),
          totalUsers: increment(1),
          totalPoints: 1200,
          lastMemberId: 'carol',
          updatedAt: now(),
        },
        null,
      ),
    );
    await assertFails(
      rawMove(as('carol'), null, [
        'carol',
        { joinedGroups: arrayUnion(GROUP), lastGroupId: GROUP, updatedAt: now() },
      ]),
    );
  });

  test('denied: a member adds someone else, a signed-out visitor joins', async () => {
    await seedGroup(getEnv());
    await assertFails(
      rawMove(
        as('bob'),
        {
          members: arrayUnion('carol'),
          pendingInvites: arrayRemove('carol'),
          totalUsers: increment(1),
          totalPoints: 1200,
          lastMemberId: 'carol',
          updatedAt: now(),
        },
        null,
      ),
    );
    await assertFails(
      updateDoc(doc(dbAnon(getEnv()), 'eliteGroups', GROUP), {
        members: arrayUnion('x'),
        totalUsers: increment(1),
      }),
    );
  });
});

describe('decline', () => {
  test('the invited user leaves pendingInvites, nothing else changes', async () => {
    await seedGroup(getEnv());
    await assertSucceeds(declineInvite(GROUP, 'carol', as('carol')));
    expect(await peek(getEnv(), `eliteGroups/${GROUP}`)).toMatchObject({
      members: ['alice', 'bob'],
      pendingInvites: [],
      totalUsers: 2,
      totalPoints: 1000,
    });
  });

  test('denied: declining for someone else, or taking points on the way', async () => {
    await seedGroup(getEnv());
    await assertFails(
      updateDoc(doc(as('dave'), 'eliteGroups', GROUP), {
        pendingInvites: arrayRemove('carol'),
        lastMemberId: 'dave',
        updatedAt: now(),
      }),
    );
    await assertFails(
      updateDoc(doc(as('carol'), 'eliteGroups', GROUP), {
        pendingInvites: arrayRemove('carol'),
        lastMemberId: 'carol',
        totalPoints: 0,
        updatedAt: now(),
      }),
    );
  });
});

describe('leave', () => {
  test('a member leaves: members, totalUsers -1, totalPoints - their gold, joinedGroups', async () => {
    await seedGroup(getEnv());
    await assertSucceeds(leaveGroup(GROUP, 'bob', as('bob')));
    expect(await peek(getEnv(), `eliteGroups/${GROUP}`)).toMatchObject({
      members: ['alice'],
      totalUsers: 1,
      totalPoints: 700,
    });
    expect((await peek(getEnv(), 'users/bob'))?.joinedGroups).toEqual([]);
  });

  test('totalPoints stops at 0 when the leaver has more gold than the group counts', async () => {
    await seedGroup(getEnv(), { totalPoints: 100 });
    await assertSucceeds(leaveGroup(GROUP, 'bob', as('bob')));
    expect((await peek(getEnv(), `eliteGroups/${GROUP}`))?.totalPoints).toBe(0);
  });

  test('the creator cannot leave: the app says so and the rules refuse the raw write', async () => {
    await seedGroup(getEnv());
    await expect(leaveGroup(GROUP, 'alice', as('alice'))).rejects.toThrow('groups:errors.creatorCannotLeave');
    await assertFails(
      rawMove(
        as('alice'),
        {
          members: arrayRemove('alice'),
          totalUsers: increment(-1),
          totalPoints: 600,
          lastMemberId: 'alice',
          updatedAt: now(),
        },
        ['alice', { joinedGroups: arrayRemove(GROUP), lastGroupId: GROUP, updatedAt: now() }],
      ),
    );
  });

  test.each([
    ['totalUsers not following', { totalUsers: increment(0) }, {}],
    ['totalPoints not - their gold', { totalPoints: 1000 }, {}],
    ['totalPoints below 0', { totalPoints: -1 }, {}],
    ['keeping the group in joinedGroups', {}, { joinedGroups: [GROUP] }],
    ['pendingInvites changing too', { pendingInvites: [] }, {}],
  ])('denied: %s', async (_n, group, user) => {
    await seedGroup(getEnv());
    await assertFails(bobLeave(group, user));
  });

  test('denied: an outsider "leaves" (removes someone)', async () => {
    await seedGroup(getEnv());
    await assertFails(
      rawMove(
        as('dave'),
        {
          members: arrayRemove('bob'),
          totalUsers: increment(-1),
          totalPoints: 700,
          lastMemberId: 'bob',
          updatedAt: now(),
        },
        null,
      ),
    );
  });
});

describe('removal by the creator', () => {
  test('the creator removes a member: both documents follow', async () => {
    await seedGroup(getEnv());
    await assertSucceeds(removeMember(GROUP, 'alice', 'bob', as('alice')));
    expect(await peek(getEnv(), `eliteGroups/${GROUP}`)).toMatchObject({
      members: ['alice'],
      totalUsers: 1,
      totalPoints: 700,
      lastMemberId: 'bob',
    });
    expect((await peek(getEnv(), 'users/bob'))?.joinedGroups).toEqual([]);
  });

  test('denied: a member removes another member', async () => {
    await seedGroup(getEnv(), { members: ['alice', 'bob', 'carol'], pendingInvites: [], totalUsers: 3 });
    await expect(removeMember(GROUP, 'alice', 'carol', as('bob'))).rejects.toThrow(
      'groups:errors.removeFailed',
    );
    await assertFails(
      rawMove(
        as('bob'),
        {
          members: arrayRemove('carol'),
          totalUsers: increment(-1),
          totalPoints: 800,
          lastMemberId: 'carol',
          updatedAt: now(),
        },
        ['carol', { joinedGroups: arrayRemove(GROUP), lastGroupId: GROUP }],
      ),
    );
  });

  test("denied: the creator removes themselves, or leaves the member's joinedGroups as it was", async () => {
    await seedGroup(getEnv());
    await assertFails(
      rawMove(
        as('alice'),
        {
          members: arrayRemove('alice'),
          totalUsers: increment(-1),
          totalPoints: 600,
          lastMemberId: 'alice',
          updatedAt: now(),
        },
        null,
      ),
    );
    await assertFails(
      rawMove(
        as('alice'),
        {
          members: arrayRemove('bob'),
          totalUsers: increment(-1),
          totalPoints: 700,
          lastMemberId: 'bob',
          updatedAt: now(),
        },
        null,
      ),
    );
  });

  test("denied: the creator edits a non-member's joinedGroups, or another field of the member", async () => {
    await seedGroup(getEnv());
    await assertFails(updateDoc(doc(as('alice'), 'users', 'dave'), { joinedGroups: [], lastGroupId: GROUP }));
    await assertFails(
      rawMove(
        as('alice'),
        {
          members: arrayRemove('bob'),
          totalUsers: increment(-1),
          totalPoints: 700,
          lastMemberId: 'bob',
          updatedAt: now(),
        },
        ['bob', { joinedGroups: arrayRemove(GROUP), lastGroupId: GROUP, goldPoints: 0 }],
      ),
    );
  });
});

describe('creator edits', () => {
  const form = { name: 'Roman Gold', city: 'Roma', region: 'Monti', description: 'New text' };

  test('the creator edits name, description, image, region and city', async () => {
    await seedGroup(getEnv());
    const image = storageURL('group-photos/alice/new.jpg');
    await assertSucceeds(updateGroup(GROUP, form, image, as('alice')));
    expect(await peek(getEnv(), `eliteGroups/${GROUP}`)).toMatchObject({ ...form, image });
  });

  test('denied: a member edits; the creator empties a field or touches the counters', async () => {
    await seedGroup(getEnv());
    const edit = (uid: string, data: DocumentData) =>
      updateDoc(doc(as(uid), 'eliteGroups', GROUP), {
        ...form,
        image: storageURL('group-photos/alice/y.jpg'),
        updatedAt: now(),
        ...data,
      });
    await assertFails(edit('bob', {}));
    await assertFails(edit('alice', { name: '' }));
    await assertFails(edit('alice', { image: '' }));
    await assertFails(edit('alice', { description: 'x'.repeat(1001) }));
    await expect(updateGroup(GROUP, form, 'https://x/y.jpg', as('bob'))).rejects.toThrow(
      'groups:errors.saveFailed',
    );
    await assertFails(
      updateDoc(doc(as('alice'), 'eliteGroups', GROUP), { totalPoints: 1e6, updatedAt: now() }),
    );
    await assertFails(
      updateDoc(doc(as('alice'), 'eliteGroups', GROUP), { creatorId: 'bob', updatedAt: now() }),
    );
  });
});

describe('consistency', () => {
  test('denied: any move that leaves totalUsers != members.size(); allowed: one that sets it right', async () => {
    await seedGroup(getEnv(), { totalUsers: 5 });
    await assertFails(bobLeave());
    await assertSucceeds(bobLeave({ totalUsers: 1 }));
  });

  test('denied: a group delete, even by the creator', async () => {
    await seedGroup(getEnv());
    await assertFails(deleteDoc(doc(as('alice'), 'eliteGroups', GROUP)));
  });
});
