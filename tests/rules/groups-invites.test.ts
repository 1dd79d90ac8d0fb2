// Elite group invites (decision 0007): the creator appends uids to pendingInvites and, in the same write,
// writes each a group_invite notification (firestore.rules groupInvite + groupInviteNotificationOk), unless
// the invitee muted group invites (decision 0029: the notification is no longer required).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  doc,
  getDoc,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { inviteMembers } from '../../src/features/groups/api/invite-members';
import { inviteContent, inviteNotificationId } from '../../src/features/groups/model/group';
import { dbAs, peek, seed, seedUser, useRulesEnv } from './helpers';
import { GROUP, seedGroup } from './groups-helpers';

const getEnv = useRulesEnv('demo-rules-groups-invites');
const as = (uid: string) => dbAs(getEnv(), uid);

function notice(recipientId: string, overrides: DocumentData = {}): DocumentData {
  return {
    recipientId,
    actorId: 'alice',
    actor: { username: 'alice', photoURL: '' },
    type: 'group_invite',
    targetId: GROUP,
    content: inviteContent('Golden Romans'),
    read: false,
    readAt: null,
    createdAt: serverTimestamp(),
    ...overrides,
  };
}

/** A raw invite write: pendingInvites set to `invites`, plus the listed notifications. */
async function rawInvite(
  db: Firestore,
  invites: string[] | null,
  notices: [string, DocumentData][],
): Promise<void> {
  const batch = writeBatch(db);
  if (invites)
    batch.update(doc(db, 'eliteGroups', GROUP), { pendingInvites: invites, updatedAt: serverTimestamp() });
  for (const [id, data] of notices) batch.set(doc(db, 'notifications', id), data);
  await batch.commit();
}

const id = (uid: string) => inviteNotificationId(GROUP, uid);

describe('allowed', () => {
  test('the creator invites: pendingInvites gains them, each gets a group_invite notification', async () => {
    await seedGroup(getEnv());
    await seedUser(getEnv(), 'erin');
    await assertSucceeds(inviteMembers(GROUP, 'alice', ['dave', 'erin', 'bob', 'carol'], as('alice')));
    expect((await peek(getEnv(), `eliteGroups/${GROUP}`))?.pendingInvites).toEqual(['carol', 'dave', 'erin']);
    expect(await peek(getEnv(), `notifications/${id('dave')}`)).toMatchObject({
      recipientId: 'dave',
      actorId: 'alice',
      actor: { username: 'alice', photoURL: '' },
      type: 'group_invite',
      targetId: GROUP,
      content: 'invited you to join Golden Romans',
      read: false,
      readAt: null,
    });
    const recipientNotice = await assertSucceeds(getDoc(doc(as('dave'), 'notifications', id('dave'))));
    expect(recipientNotice.exists()).toBe(true);
  });

  test('the first invite of a group with none pending', async () => {
    await seedGroup(getEnv(), { pendingInvites: [] });
    await assertSucceeds(inviteMembers(GROUP, 'alice', ['dave'], as('alice')));
    expect((await peek(getEnv(), `eliteGroups/${GROUP}`))?.pendingInvites).toEqual(['dave']);
  });

  test('an invite without its notification (as for a muted invitee, decision 0029)', async () => {
    await seedGroup(getEnv());
    await assertSucceeds(rawInvite(as('alice'), ['carol', 'dave'], []));
  });

  test('four at once (the most one write may carry: INVITES_PER_WRITE)', async () => {
    await seedGroup(getEnv());
    const four = Array.from({ length: 4 }, (_, i) => `u${i}`);
    await assertSucceeds(
      rawInvite(
        as('alice'),
        ['carol', ...four],
        four.map((u) => [id(u), notice(u)]),
      ),
    );
  });
});

describe('denied', () => {
  test('five at once', async () => {
    await seedGroup(getEnv());
    const five = Array.from({ length: 5 }, (_, i) => `u${i}`);
    await assertFails(
      rawInvite(
        as('alice'),
        ['carol', ...five],
        five.map((u) => [id(u), notice(u)]),
      ),
    );
  });

  test('an invitee who blocks the creator, even with no notification (decision 0030)', async () => {
    await seedGroup(getEnv());
    await seed(getEnv(), { 'users/u3/blocks/alice': { createdAt: Timestamp.now() } });
    // Fourth of four: every new invitee is checked, not only the first.
    await assertFails(rawInvite(as('alice'), ['carol', 'u0', 'u1', 'u2', 'u3'], []));
    await assertSucceeds(rawInvite(as('alice'), ['carol', 'u0', 'u1', 'u2'], []));
  });

  test('a member (not the creator) invites', async () => {
    await seedGroup(getEnv());
    await expect(inviteMembers(GROUP, 'bob', ['dave'], as('bob'))).rejects.toThrow(
      'groups:errors.invitesFailed',
    );
    await assertFails(
      rawInvite(
        as('bob'),
        ['carol', 'dave'],
        [[id('dave'), notice('dave', { actorId: 'bob', actor: { username: 'bob', photoURL: '' } })]],
      ),
    );
  });

  test('a notification without the invite', async () => {
    await seedGroup(getEnv());
    await assertFails(rawInvite(as('alice'), null, [[id('dave'), notice('dave')]]));
  });

  test('a notification for someone already invited (no invite happens in this write)', async () => {
    await seedGroup(getEnv());
    await assertFails(rawInvite(as('alice'), null, [[id('carol'), notice('carol')]]));
  });

  test.each([
    ['an actor username that is not the creator', { actor: { username: 'mallory', photoURL: '' } }],
    [
      'an actor photo that is not the creator',
      { actor: { username: 'alice', photoURL: 'https://evil/x.png' } },
    ],
    ['another content', { content: 'won a prize, click here' }],
    ['another target group', { targetId: 'other' }],
    ['read already', { read: true }],
  ])('a notification with %s', async (_n, overrides) => {
    await seedGroup(getEnv());
    await assertFails(rawInvite(as('alice'), ['carol', 'dave'], [[id('dave'), notice('dave', overrides)]]));
  });

  test('a notification id that is not group_invite_{group}_{recipient}', async () => {
    await seedGroup(getEnv());
    await assertFails(rawInvite(as('alice'), ['carol', 'dave'], [[`x_${id('dave')}`, notice('dave')]]));
  });

  test('inviting a member, inviting twice, reordering or dropping existing invites', async () => {
    await seedGroup(getEnv());
    await assertFails(rawInvite(as('alice'), ['carol', 'bob'], [[id('bob'), notice('bob')]]));
    await assertFails(rawInvite(as('alice'), ['carol', 'dave', 'dave'], [[id('dave'), notice('dave')]]));
    await assertFails(rawInvite(as('alice'), ['dave', 'carol'], [[id('dave'), notice('dave')]]));
    await assertFails(rawInvite(as('alice'), ['dave'], [[id('dave'), notice('dave')]]));
  });

  test("someone else reads the invitee's notification", async () => {
    await seedGroup(getEnv());
    await inviteMembers(GROUP, 'alice', ['dave'], as('alice'));
    await assertFails(getDoc(doc(as('bob'), 'notifications', id('dave'))));
  });
});
