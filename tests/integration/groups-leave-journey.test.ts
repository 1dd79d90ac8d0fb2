import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { arrayRemove, doc, getDoc, increment, runTransaction, serverTimestamp, setDoc, setLogLevel, type DocumentData, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { createGroup, newGroupId } from '@/features/groups/api/create-group';
import { inviteMembers } from '@/features/groups/api/invite-members';
import { joinGroup, leaveGroup } from '@/features/groups/api/membership';
import { sendGroupMessage } from '@/features/groups/api/send-group-message';
import { newUserDoc } from '../../scripts/user-doc.mjs';
import { storageURL } from '../rules/storage-url';

let env: RulesTestEnvironment;
beforeAll(async () => {
  setLogLevel('silent');
  env = await initializeTestEnvironment({
    projectId: 'demo-int-h-leave',
    firestore: { rules: readFileSync('firestore.rules', 'utf8'), host: '127.0.0.1', port: 8080 },
  });
});
afterAll(async () => {
  await env?.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'users', 'alice'), newUserDoc('alice', { goldPoints: 250 }));
    await setDoc(doc(db, 'users', 'newbie'), newUserDoc('newbie', { goldPoints: 0 }));
    await setDoc(doc(db, 'users', 'rich'), newUserDoc('rich', { goldPoints: 120 }));
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

for (const [who, chat] of [['newbie', true], ['newbie', false], ['rich', true], ['rich', false]] as const) {
  test(`${who} chat=${chat}`, async () => {
    const id = newGroupId(as('alice'));
    await createGroup('alice', id, form, storageURL('group-photos/alice/g.jpg'), as('alice'));
    await inviteMembers(id, 'alice', [who], as('alice'));
    await joinGroup(id, who, as(who));
    if (chat) await sendGroupMessage(id, who, 'Hello everyone', '', as(who));
    let err: unknown = null;
    await leaveGroup(id, who, as(who)).catch((e) => (err = e));
    console.log(who, chat, String(err), JSON.stringify(await peek(`eliteGroups/${id}`)));
  });
}

for (const [label, tp] of [['inc -0', () => increment(-0)], ['inc 0', () => increment(0)], ['250', () => 250]] as const) {
  test(`raw leave ${label}`, async () => {
    const id = newGroupId(as('alice'));
    await createGroup('alice', id, form, storageURL('group-photos/alice/g.jpg'), as('alice'));
    await inviteMembers(id, 'alice', ['newbie'], as('alice'));
    await joinGroup(id, 'newbie', as('newbie'));
    const db = as('newbie');
    let err: unknown = null;
    await runTransaction(db, async (tx) => {
      await tx.get(doc(db, 'eliteGroups', id));
      await tx.get(doc(db, 'users', 'newbie'));
      tx.update(doc(db, 'eliteGroups', id), { members: arrayRemove('newbie'), totalUsers: increment(-1), totalPoints: tp(), lastMemberId: 'newbie', updatedAt: serverTimestamp() });
      tx.update(doc(db, 'users', 'newbie'), { joinedGroups: arrayRemove(id), lastGroupId: id, updatedAt: serverTimestamp() });
    }).catch((e) => (err = e));
    console.log(label, String(err).slice(0, 600));
  });
}
