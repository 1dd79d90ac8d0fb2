// Decision 0020: a member who signed up moments before (0 gold) accepts an invite, writes in the chat and
// leaves the group, through the app's own api/ code against the emulator and the real firestore.rules. The
// leave was refused: increment(-0) reaches Firestore as the double -0, totalPoints became a double, and the
// group rule takes only an int (tests/e2e/groups-leave-journey.spec.ts is the same journey in Chromium).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  setLogLevel,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { createGroup, newGroupId } from '@/features/groups/api/create-group';
import { inviteMembers } from '@/features/groups/api/invite-members';
import { joinGroup, leaveGroup, removeMember } from '@/features/groups/api/membership';
import { sendGroupMessage } from '@/features/groups/api/send-group-message';
import { newUserDoc } from '../../fixtures/user-doc';
import { signUp, createRulesEnv } from '../rules/helpers';
import { storageURL } from '../rules/storage-url';

const PROJECT = 'demo-int-groups-leave';
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesEnv(PROJECT);
  setLogLevel('silent');
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'users', 'alice'), newUserDoc('alice', { goldPoints: 250 }));
  });
});

const as = (uid: string) =>
  env.authenticatedContext(uid, { email: `${uid}@example.com` }).firestore() as unknown as Firestore;

async function peek(path: string): Promise<DocumentData | undefined> {
  let data: DocumentData | undefined;
  await env.withSecurityRulesDisabled(async (ctx) => {
    data = (await getDoc(doc(ctx.firestore() as unknown as Firestore, path))).data();
  });
  return data;
}

/** The stored type of a field ('integerValue', 'doubleValue', ...), which the SDK's numbers hide. */
async function storedType(path: string, field: string): Promise<string | undefined> {
  const res = await fetch(
    `http://127.0.0.1:8080/v1/projects/${PROJECT}/databases/(default)/documents/${path}`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  const fields = ((await res.json()) as { fields: Record<string, object> }).fields;
  return Object.keys(fields[field] ?? {})[0];
}

/** alice (250 gold) creates a group (150 left, totalPoints 250); newbie signs up and is invited. */
async function groupWithNewbieInvited(): Promise<string> {
  const id = newGroupId(as('alice'));
  const form = { name: 'Golden Romans', city: 'Rome', region: 'Monti', description: 'Big spenders' };
  await createGroup('alice', id, form, storageURL('group-photos/alice/g.jpg'), as('alice'));
  await signUp(as('newbie'), { uid: 'newbie', username: 'newbie', email: 'newbie@example.com' });
  expect(await inviteMembers(id, 'alice', ['newbie'], as('alice'))).toBe(1);
  return id;
}

test('a user who just signed up (0 gold) joins, writes in the chat and leaves', async () => {
  const id = await groupWithNewbieInvited();
  await joinGroup(id, 'newbie', as('newbie'));
  expect(await peek(`eliteGroups/${id}`)).toMatchObject({ totalUsers: 2, totalPoints: 250 });
  await sendGroupMessage(id, 'newbie', 'Hello everyone', '', as('newbie'));

  await leaveGroup(id, 'newbie', as('newbie'));
  expect(await peek(`eliteGroups/${id}`)).toMatchObject({
    members: ['alice'],
    totalUsers: 1,
    totalPoints: 250,
    lastMemberId: 'newbie',
  });
  // Still an int after the join (+0) and the leave (-0).
  expect(await storedType(`eliteGroups/${id}`, 'totalPoints')).toBe('integerValue');
  expect(await peek('users/newbie')).toMatchObject({ joinedGroups: [], lastGroupId: id });
  // No longer a member: the chat is closed to them.
  await expect(sendGroupMessage(id, 'newbie', 'Still here?', '', as('newbie'))).rejects.toThrow(
    'groups:errors.sendFailed',
  );
});

test('the creator removes a member with 0 gold', async () => {
  const id = await groupWithNewbieInvited();
  await joinGroup(id, 'newbie', as('newbie'));
  await removeMember(id, 'alice', 'newbie', as('alice'));
  expect(await peek(`eliteGroups/${id}`)).toMatchObject({
    members: ['alice'],
    totalUsers: 1,
    totalPoints: 250,
  });
  expect(await storedType(`eliteGroups/${id}`, 'totalPoints')).toBe('integerValue');
  expect((await peek('users/newbie'))?.joinedGroups).toEqual([]);
});

test('the rules keep totalPoints an int: a leave by increment(-0), the double, is refused; by 0 it passes', async () => {
  const id = await groupWithNewbieInvited();
  await joinGroup(id, 'newbie', as('newbie'));
  const cityId = String((await peek(`eliteGroups/${id}`))?.cityId);
  const leave = (by: number) => {
    const db = as('newbie');
    const batch = writeBatch(db);
    // its city moves with it (decision 0052)
    batch.update(doc(db, 'eliteCities', cityId), {
      totalPoints: increment(0),
      totalUsers: increment(-1),
      lastGroupId: id,
      updatedAt: serverTimestamp(),
    });
    batch.update(doc(db, 'eliteGroups', id), {
      members: arrayRemove('newbie'),
      totalUsers: increment(-1),
      totalPoints: increment(by),
      lastMemberId: 'newbie',
      updatedAt: serverTimestamp(),
    });
    batch.update(doc(db, 'users', 'newbie'), {
      joinedGroups: arrayRemove(id),
      lastGroupId: id,
      updatedAt: serverTimestamp(),
    });
    return batch.commit();
  };
  await assertFails(leave(-0));
  await assertSucceeds(leave(0));
  expect(await storedType(`eliteGroups/${id}`, 'totalPoints')).toBe('integerValue');
});
