// Elite group chat (decision 0007): eliteGroups/{id}/messages, read and written only by members, in
// their own name.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { sendGroupMessage } from '../../src/features/groups/api/send-group-message';
import { dbAnon, dbAs, seed, useRulesEnv } from './helpers';
import { GROUP, seedGroup } from './groups-helpers';
import { storageURL } from './storage-url';

const getEnv = useRulesEnv('demo-rules-groups-messages');
const as = (uid: string) => dbAs(getEnv(), uid);
const chat = (uid: string) => collection(as(uid), 'eliteGroups', GROUP, 'messages');

function message(overrides: DocumentData = {}): DocumentData {
  return {
    groupId: GROUP,
    userId: 'bob',
    content: 'Hello',
    image: '',
    createdAt: serverTimestamp(),
    ...overrides,
  };
}

async function seedChat() {
  await seedGroup(getEnv());
  await seed(getEnv(), {
    [`eliteGroups/${GROUP}/messages/m1`]: message({ userId: 'alice', createdAt: Timestamp.now() }),
  });
}

describe('allowed', () => {
  test('members (and the creator) read the chat, oldest first', async () => {
    await seedChat();
    for (const uid of ['alice', 'bob']) {
      const snap = await assertSucceeds(getDocs(query(chat(uid), orderBy('createdAt', 'asc'))));
      expect(snap.size).toBe(1);
    }
  });

  test('a member posts text, an image, or both, in their own name', async () => {
    await seedChat();
    await assertSucceeds(sendGroupMessage(GROUP, 'bob', '  Hi all  ', '', as('bob')));
    await assertSucceeds(
      sendGroupMessage(GROUP, 'bob', '', storageURL('group-messages/g1/bob/a.jpg'), as('bob')),
    );
    await assertSucceeds(
      sendGroupMessage(GROUP, 'alice', 'Look', storageURL('group-messages/g1/alice/x.jpg'), as('alice')),
    );
  });
});

describe('denied', () => {
  test('a non-member, an invited user and a signed-out visitor read the chat', async () => {
    await seedChat();
    await assertFails(getDocs(query(chat('dave'), orderBy('createdAt', 'asc'))));
    await assertFails(getDocs(chat('carol')));
    await assertFails(getDocs(collection(dbAnon(getEnv()), 'eliteGroups', GROUP, 'messages')));
  });

  test('a non-member posts (the app shows the spec text)', async () => {
    await seedChat();
    await expect(sendGroupMessage(GROUP, 'dave', 'Hi', '', as('dave'))).rejects.toThrow(
      'groups:errors.sendFailed',
    );
    await assertFails(addDoc(chat('dave'), message({ userId: 'dave' })));
  });

  test.each([
    ["in someone else's name", { userId: 'alice' }],
    ['for another group', { groupId: 'other' }],
    ['empty (no text, no image)', { content: '' }],
    ['untrimmed', { content: ' hi ' }],
    ['too long', { content: 'x'.repeat(2001) }],
    ['with an extra key', { pinned: true }],
    ['with the client clock', { createdAt: Timestamp.now() }],
  ])('a member posts a message %s', async (_n, overrides) => {
    await seedChat();
    await assertFails(addDoc(chat('bob'), message(overrides)));
  });

  test('editing or deleting a message, even your own', async () => {
    await seedChat();
    const ref = doc(chat('alice'), 'm1');
    await assertFails(updateDoc(ref, { content: 'edited' }));
    await assertFails(deleteDoc(ref));
    await assertFails(setDoc(doc(chat('alice'), 'm1'), message({ userId: 'alice' })));
  });
});
