// Elite group flows through the app's own api/ code against the Firestore emulator with the real
// firestore.rules (decision 0007): create, invite, accept at the same time, chat, leave; counters stay exact
// under concurrency (each move is one transaction that retries on contention).
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, setLogLevel, type DocumentData, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { createGroup, newGroupId } from '@/features/groups/api/create-group';
import { inviteMembers } from '@/features/groups/api/invite-members';
import { joinGroup, leaveGroup, removeMember } from '@/features/groups/api/membership';
import { searchUsersByPrefix } from '@/users/user-search';
import { sendGroupMessage } from '@/features/groups/api/send-group-message';
import { pagedGroupMessages } from '@/features/groups/api/subscribe-group-messages';
import { INVITE_SEARCH_LIMIT, type GroupMessage } from '@/features/groups/model/group';
import { newUserDoc } from '../../fixtures/user-doc';
import { storageURL } from '../rules/storage-url';
import { createRulesEnv } from '../rules/helpers';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesEnv('demo-int-groups');
  setLogLevel('silent');
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    const users: [string, number][] = [
      ['alice', 400],
      ['bob', 300],
      ['carol', 200],
      ['dave', 100],
      ['bobby', 0],
    ];
    for (const [uid, gold] of users) {
      await setDoc(doc(db, 'users', uid), newUserDoc(uid, { goldPoints: gold }));
    }
  });
});

const as = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;

async function peek(path: string): Promise<DocumentData | undefined> {
  let data: DocumentData | undefined;
  await env.withSecurityRulesDisabled(async (ctx) => {
    data = (await getDoc(doc(ctx.firestore() as unknown as Firestore, path))).data();
  });
  return data;
}

const form = { name: 'Golden Romans', city: 'Rome', region: 'Monti', description: 'Big spenders' };

async function aliceGroup(): Promise<string> {
  const id = newGroupId(as('alice'));
  await createGroup('alice', id, form, storageURL('group-photos/alice/g.jpg'), as('alice'));
  return id;
}

test('create, invite three, all accept at once: totalUsers and totalPoints are exact', async () => {
  const id = await aliceGroup();
  expect(await peek(`eliteGroups/${id}`)).toMatchObject({ totalUsers: 1, totalPoints: 400 });
  expect(await peek('users/alice')).toMatchObject({ goldPoints: 300, joinedGroups: [id] });

  expect(await inviteMembers(id, 'alice', ['bob', 'carol', 'dave'], as('alice'))).toBe(3);
  await Promise.all(['bob', 'carol', 'dave'].map((u) => joinGroup(id, u, as(u))));
  const group = await peek(`eliteGroups/${id}`);
  expect(group).toMatchObject({ totalUsers: 4, totalPoints: 1000, pendingInvites: [] });
  expect([...group!.members].sort()).toEqual(['alice', 'bob', 'carol', 'dave']);

  // Two leave at once while the creator removes the third.
  await Promise.all([
    leaveGroup(id, 'bob', as('bob')),
    leaveGroup(id, 'carol', as('carol')),
    removeMember(id, 'alice', 'dave', as('alice')),
  ]);
  expect(await peek(`eliteGroups/${id}`)).toMatchObject({
    members: ['alice'],
    totalUsers: 1,
    totalPoints: 400,
  });
  for (const u of ['bob', 'carol', 'dave']) expect((await peek(`users/${u}`))?.joinedGroups).toEqual([]);
});

test('creating needs 100 gold: the spec message, and nothing is written', async () => {
  const id = newGroupId(as('bobby'));
  await expect(createGroup('bobby', id, form, 'https://x/y.jpg', as('bobby'))).rejects.toThrow(
    'groups:errors.needGold',
  );
  expect(await peek(`eliteGroups/${id}`)).toBeUndefined();
  expect((await peek('users/bobby'))?.goldPoints).toBe(0);
});

test('invite search: prefix, ordered, members and invited users left out', async () => {
  const id = await aliceGroup();
  await inviteMembers(id, 'alice', ['bob'], as('alice'));
  const found = await searchUsersByPrefix('BO', ['alice', 'bob'], INVITE_SEARCH_LIMIT, as('alice'));
  expect(found.map((u) => u.uid)).toEqual(['bobby']);
  expect(await searchUsersByPrefix('', [], INVITE_SEARCH_LIMIT, as('alice'))).toEqual([]);
  const all = await searchUsersByPrefix('b', [], INVITE_SEARCH_LIMIT, as('alice'));
  expect(all.map((u) => u.username)).toEqual(['bob', 'bobby']);
});

test('chat: a member posts and another member sees it live, oldest first; the creator cannot leave', async () => {
  const id = await aliceGroup();
  await inviteMembers(id, 'alice', ['bob'], as('alice'));
  await joinGroup(id, 'bob', as('bob'));

  const seen: GroupMessage[][] = [];
  const errors: Error[] = [];
  const unsubscribe = pagedGroupMessages(id, as('alice')).subscribeNewest(
    (page) => seen.push(page.flatMap((e) => (e.item ? [e.item] : [])).reverse()),
    (e) => errors.push(e),
  );
  await sendGroupMessage(id, 'bob', ' first ', '', as('bob'));
  const image = storageURL(`group-messages/${id}/alice/x.jpg`);
  await sendGroupMessage(id, 'alice', '', image, as('alice'));
  await expect.poll(() => seen.at(-1)?.length, { timeout: 10_000 }).toBe(2);
  unsubscribe();
  expect(errors).toEqual([]);
  expect(seen.at(-1)!.map((m) => [m.userId, m.content, m.image])).toEqual([
    ['bob', 'first', ''],
    ['alice', '', image],
  ]);

  await expect(leaveGroup(id, 'alice', as('alice'))).rejects.toThrow('groups:errors.creatorCannotLeave');
  await expect(sendGroupMessage(id, 'carol', 'hi', '', as('carol'))).rejects.toThrow(
    'groups:errors.sendFailed',
  );
});
