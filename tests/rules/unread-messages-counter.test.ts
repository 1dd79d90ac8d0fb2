// users/{uid}/private/unreadMessages = { count, lastConversationId }, the bottom bar's badge (decision
// 0025): another user raises it by exactly 1, only with their message that raises the owner's unread of
// that conversation by 1 in the same write; the owner reads it and only lowers it (never below 0).
// Allowing tests drive the app's sendMessage and markMessagesRead.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { markMessagesRead } from '@/features/messages/api/mark-read';
import { sendMessage } from '@/features/messages/api/send-message';
import { openConversation } from '@/features/messages/api/open-conversation';
import { buildSeed } from '../../fixtures/seed-world.mjs';
import { dbAs, peek, seed, seedUser, useRulesEnv } from './helpers';

const getEnv = useRulesEnv('demo-rules-unread-messages-counter');
const as = (uid: string) => dbAs(getEnv(), uid);
const CID = 'alice_bob';
const COUNTER = (uid: string) => `users/${uid}/private/unreadMessages`;
const countOf = async (uid: string): Promise<unknown> => (await peek(getEnv(), COUNTER(uid)))?.count;
const send = (from: string, to: string, content = 'hi') =>
  sendMessage({ senderId: from, receiverId: to, content }, as(from));

beforeEach(async () => {
  await seedUser(getEnv(), 'alice');
  await seedUser(getEnv(), 'bob');
  await seedUser(getEnv(), 'carol');
});

/** A send as the app writes it (message, conversation +1 for bob, bob's counter +1), one part changed. */
async function rawSend(
  db: Firestore,
  opts: { counter?: DocumentData | 'skip'; conversation?: DocumentData | 'skip'; counterOf?: string } = {},
) {
  const now = serverTimestamp();
  const batch = writeBatch(db);
  batch.set(doc(db, `conversations/${CID}/messages/new1`), {
    senderId: 'alice',
    receiverId: 'bob',
    conversationId: CID,
    content: 'hello',
    read: false,
    readAt: null,
    createdAt: now,
  });
  if (opts.conversation !== 'skip') {
    batch.update(doc(db, `conversations/${CID}`), {
      lastMessage: 'hello',
      lastMessageAt: now,
      lastMessageId: 'new1',
      lastSenderId: 'alice',
      updatedAt: now,
      'unread.bob': increment(1),
      unreadCount: increment(1),
      ...opts.conversation,
    });
  }
  if (opts.counter !== 'skip') {
    batch.set(
      doc(db, COUNTER(opts.counterOf ?? 'bob')),
      { count: increment(1), lastConversationId: CID, ...opts.counter },
      { merge: true },
    );
  }
  await batch.commit();
}

describe('allowed (the app’s writes)', () => {
  test('each send counts 1 for the receiver (the first creates the counter), in both directions', async () => {
    await assertSucceeds(send('alice', 'bob', 'one'));
    expect(await countOf('bob')).toBe(1);
    await assertSucceeds(send('alice', 'bob', 'two'));
    await assertSucceeds(send('bob', 'alice', 'back'));
    expect(await countOf('bob')).toBe(2);
    expect(await countOf('alice')).toBe(1);
  });

  test('reading lowers it by the messages turned read, and the owner reads it', async () => {
    await send('alice', 'bob', 'one');
    const second = await send('alice', 'bob', 'two');
    await assertSucceeds(
      markMessagesRead({ me: 'bob', conversationId: CID, messageIds: [second] }, as('bob')),
    );
    expect(await countOf('bob')).toBe(1);
    await assertSucceeds(getDoc(doc(as('bob'), COUNTER('bob'))));
  });

  test('only its owner reads it: not the other participant', async () => {
    await send('alice', 'bob', 'one');
    await assertFails(getDoc(doc(as('alice'), COUNTER('bob'))));
  });

  test('a count from before the counter stops at 0 when read; a chat opened empty counts nothing', async () => {
    await assertSucceeds(openConversation('alice', 'bob', as('alice')));
    expect(await countOf('bob')).toBeUndefined();
    const mid = await send('alice', 'bob');
    await seed(getEnv(), { [COUNTER('bob')]: { count: 0, lastConversationId: CID } });
    await assertSucceeds(markMessagesRead({ me: 'bob', conversationId: CID, messageIds: [mid] }, as('bob')));
    expect(await countOf('bob')).toBe(0);
  });
});

test('the seed’s counters equal its readers’ unread over their conversations', () => {
  const docs = buildSeed() as [string, DocumentData][];
  const unread: Record<string, number> = {};
  for (const [path, data] of docs) {
    if (!/^conversations\/[^/]+$/.test(path)) continue;
    for (const [uid, n] of Object.entries(data.unread as Record<string, number>))
      unread[uid] = (unread[uid] ?? 0) + n;
  }
  const counters = Object.fromEntries(
    docs
      .filter(([path]) => path.endsWith('/private/unreadMessages'))
      .map(([path, data]) => [path.split('/')[1], data.count as number]),
  );
  expect(Object.values(unread).some((n) => n > 0)).toBe(true);
  for (const [uid, n] of Object.entries(unread)) expect(counters[uid] ?? 0).toBe(n);
});

describe('denied', () => {
  beforeEach(async () => {
    await openConversation('alice', 'bob', as('alice'));
    await seed(getEnv(), { [COUNTER('bob')]: { count: 3, lastConversationId: CID } });
  });

  test('nobody but the owner reads it', async () => {
    await assertFails(getDoc(doc(as('alice'), COUNTER('bob'))));
  });

  test('raised with no message, or by more than 1', async () => {
    await assertSucceeds(rawSend(as('alice')));
    await assertFails(updateDoc(doc(as('alice'), COUNTER('bob')), { count: increment(1) }));
    await assertFails(rawSend(as('alice'), { counter: { count: increment(2) } }));
    await assertFails(rawSend(as('alice'), { counter: { count: 100 } }));
  });

  test('raised with a send whose conversation count does not rise for the owner', async () => {
    await assertFails(rawSend(as('alice'), { conversation: 'skip' }));
    // carol is in no conversation with alice here: alice's message to bob does not count for her.
    await assertFails(rawSend(as('alice'), { counterOf: 'carol' }));
    await assertFails(rawSend(as('alice'), { counter: { lastConversationId: 'alice_carol' } }));
  });

  test('lowered, reset or given other fields by another user', async () => {
    await assertFails(updateDoc(doc(as('alice'), COUNTER('bob')), { count: 0 }));
    await assertFails(rawSend(as('alice'), { counter: { note: 'x' } }));
  });

  test('the owner never raises it, nor takes it below 0, nor changes its conversation', async () => {
    await assertFails(updateDoc(doc(as('bob'), COUNTER('bob')), { count: 4 }));
    await assertFails(updateDoc(doc(as('bob'), COUNTER('bob')), { count: -1 }));
    await assertFails(updateDoc(doc(as('bob'), COUNTER('bob')), { count: 2.5 }));
    await assertFails(updateDoc(doc(as('bob'), COUNTER('bob')), { count: 1, lastConversationId: 'x' }));
    await assertSucceeds(updateDoc(doc(as('bob'), COUNTER('bob')), { count: 1 }));
    await assertFails(setDoc(doc(as('carol'), COUNTER('carol')), { count: 5, lastConversationId: '' }));
    await assertSucceeds(setDoc(doc(as('carol'), COUNTER('carol')), { count: 0 }));
  });

  test('no delete', async () => {
    await assertFails(deleteDoc(doc(as('bob'), COUNTER('bob'))));
  });
});
