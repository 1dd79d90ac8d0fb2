// Direct messages: conversations/{a_b} and conversations/{a_b}/messages/{id} (docs/decisions/0005-messages.md).
// Allowed moves go through the app's own api/ code; every attack is a raw write one step off a legal one.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { markMessagesRead } from '@/features/messages/api/mark-read';
import { openConversation } from '@/features/messages/api/open-conversation';
import { sendMessage } from '@/features/messages/api/send-message';
import { buildSeed } from '../../fixtures/seed-world.mjs';
import { dbAnon, dbAs, peek, seed, seedUser, useRulesEnv } from './helpers';

const getEnv = useRulesEnv('demo-rules-messages');

// alice < bob: the conversation id is alice_bob.
const CID = 'alice_bob';
const alice = () => dbAs(getEnv(), 'alice');
const bob = () => dbAs(getEnv(), 'bob');
const carol = () => dbAs(getEnv(), 'carol');

beforeEach(async () => {
  await seedUser(getEnv(), 'alice');
  await seedUser(getEnv(), 'bob');
  await seedUser(getEnv(), 'carol');
});

const convPath = (cid = CID) => `conversations/${cid}`;
const msgPath = (mid: string, cid = CID) => `conversations/${cid}/messages/${mid}`;

function conversationDoc(overrides: DocumentData = {}): DocumentData {
  return {
    participants: ['alice', 'bob'],
    lastMessage: '',
    lastMessageAt: null,
    lastMessageId: null,
    lastSenderId: null,
    updatedAt: Timestamp.now(),
    unreadCount: 0,
    unread: { alice: 0, bob: 0 },
    lastReadIds: [],
    lastReadAt: null,
    ...overrides,
  };
}

function messageDoc(overrides: DocumentData = {}): DocumentData {
  return {
    senderId: 'alice',
    receiverId: 'bob',
    conversationId: CID,
    content: 'hi',
    read: false,
    readAt: null,
    createdAt: Timestamp.now(),
    ...overrides,
  };
}

/** A conversation where alice sent bob `n` unread messages m1..mn. */
async function seedUnread(n: number, conv: DocumentData = {}) {
  const docs: Record<string, DocumentData> = {
    [convPath()]: conversationDoc({
      lastMessage: 'hi',
      lastMessageAt: Timestamp.now(),
      lastMessageId: `m${n}`,
      lastSenderId: 'alice',
      unreadCount: n,
      unread: { alice: 0, bob: n },
      ...conv,
    }),
  };
  for (let i = 1; i <= n; i++) docs[msgPath(`m${i}`)] = messageDoc({ content: `hi ${i}` });
  await seed(getEnv(), docs);
}

/** The raw send write: message + conversation update, each overridable ('skip' leaves it out). */
async function rawSend(
  db: Firestore,
  opts: {
    mid?: string;
    cid?: string;
    message?: DocumentData | 'skip';
    conversation?: DocumentData | 'skip';
    create?: boolean;
  } = {},
) {
  const cid = opts.cid ?? CID;
  const mid = opts.mid ?? 'new1';
  const batch = writeBatch(db);
  const now = serverTimestamp();
  if (opts.message !== 'skip') {
    batch.set(doc(db, msgPath(mid, cid)), {
      senderId: 'alice',
      receiverId: 'bob',
      conversationId: cid,
      content: 'hello',
      read: false,
      readAt: null,
      createdAt: now,
      ...opts.message,
    });
  }
  if (opts.conversation !== 'skip') {
    const last = {
      lastMessage: 'hello',
      lastMessageAt: now,
      lastMessageId: mid,
      lastSenderId: 'alice',
      updatedAt: now,
    };
    if (opts.create) {
      batch.set(doc(db, convPath(cid)), {
        ...conversationDoc(),
        ...last,
        unreadCount: 1,
        unread: { alice: 0, bob: 1 },
        ...opts.conversation,
      });
    } else {
      batch.update(doc(db, convPath(cid)), {
        ...last,
        unreadCount: 1,
        unread: { alice: 0, bob: 1 },
        ...opts.conversation,
      });
    }
  }
  await batch.commit();
}

/** The raw mark-read write by `db` over `ids` (messages turned read) with conversation overrides. */
async function rawMarkRead(
  db: Firestore,
  ids: string[],
  conv: DocumentData = {},
  message: DocumentData = {},
) {
  const batch = writeBatch(db);
  const now = serverTimestamp();
  for (const id of new Set(ids)) batch.update(doc(db, msgPath(id)), { read: true, readAt: now, ...message });
  batch.update(doc(db, convPath()), {
    unread: { alice: 0, bob: 0 },
    unreadCount: 0,
    lastReadIds: ids,
    lastReadAt: now,
    ...conv,
  });
  await batch.commit();
}

describe('allowed', () => {
  test('opening a chat creates the empty conversation (counts 0); opening again writes nothing', async () => {
    await assertSucceeds(openConversation('bob', 'alice', bob()));
    const c = await peek(getEnv(), convPath());
    expect(c).toMatchObject({
      participants: ['alice', 'bob'],
      lastMessage: '',
      lastMessageAt: null,
      unreadCount: 0,
      unread: { alice: 0, bob: 0 },
    });
    await assertSucceeds(openConversation('alice', 'bob', alice()));
  });

  test('the first send creates the conversation with the message: receiver 1, sender 0', async () => {
    const mid = await sendMessage(
      { senderId: 'alice', receiverId: 'bob', content: '  Hello Bob  ' },
      alice(),
    );
    expect(await peek(getEnv(), convPath())).toMatchObject({
      lastMessage: 'Hello Bob',
      lastMessageId: mid,
      lastSenderId: 'alice',
      unreadCount: 1,
      unread: { alice: 0, bob: 1 },
    });
    expect(await peek(getEnv(), msgPath(mid))).toMatchObject({
      senderId: 'alice',
      receiverId: 'bob',
      conversationId: CID,
      content: 'Hello Bob',
      read: false,
      readAt: null,
    });
  });

  test('a send on an existing conversation raises only the receiver count, both ways', async () => {
    await openConversation('alice', 'bob', alice());
    await sendMessage({ senderId: 'alice', receiverId: 'bob', content: 'one' }, alice());
    await sendMessage({ senderId: 'bob', receiverId: 'alice', content: 'two' }, bob());
    await sendMessage({ senderId: 'alice', receiverId: 'bob', content: 'three' }, alice());
    expect(await peek(getEnv(), convPath())).toMatchObject({
      lastMessage: 'three',
      unreadCount: 3,
      unread: { alice: 1, bob: 2 },
    });
  });

  test('the receiver marks k messages read: read/readAt set, their count and unreadCount -k', async () => {
    await seedUnread(3, { unreadCount: 4, unread: { alice: 1, bob: 3 } });
    await expect(
      markMessagesRead({ me: 'bob', conversationId: CID, messageIds: ['m1', 'm3'] }, bob()),
    ).resolves.toBe(2);
    expect(await peek(getEnv(), convPath())).toMatchObject({ unreadCount: 2, unread: { alice: 1, bob: 1 } });
    const m1 = await peek(getEnv(), msgPath('m1'));
    expect(m1).toMatchObject({ read: true });
    expect(m1?.readAt).toBeInstanceOf(Timestamp);
    expect(await peek(getEnv(), msgPath('m2'))).toMatchObject({ read: false, readAt: null });
  });

  test('a mark-read of 8 messages at once (the most one write may prove)', async () => {
    await seedUnread(8);
    const ids = Array.from({ length: 8 }, (_, i) => `m${i + 1}`);
    await expect(markMessagesRead({ me: 'bob', conversationId: CID, messageIds: ids }, bob())).resolves.toBe(
      8,
    );
    expect(await peek(getEnv(), convPath())).toMatchObject({ unreadCount: 0, unread: { alice: 0, bob: 0 } });
  });

  test('both participants read the conversation, list their conversations and read the messages', async () => {
    await seedUnread(2);
    for (const [db, uid] of [
      [alice(), 'alice'],
      [bob(), 'bob'],
    ] as const) {
      await assertSucceeds(getDoc(doc(db, convPath())));
      await assertSucceeds(
        getDocs(
          query(
            collection(db, 'conversations'),
            where('participants', 'array-contains', uid),
            orderBy('lastMessageAt', 'desc'),
          ),
        ),
      );
      await assertSucceeds(
        getDocs(query(collection(db, msgPath('x').replace('/x', '')), orderBy('createdAt'))),
      );
      await assertSucceeds(getDoc(doc(db, msgPath('m1'))));
    }
  });

  test('the demo conversation of fixtures/seed.mjs is in this shape: read, then reply', async () => {
    // the conversation with its two users (a message needs its sender's record, decision 0035)
    const docs = (buildSeed() as [string, DocumentData][]).filter(
      ([path]) => path.startsWith('conversations/') || ['users/demo-ana', 'users/demo-ben'].includes(path),
    );
    expect(docs.length).toBeGreaterThan(1);
    await seed(getEnv(), Object.fromEntries(docs));
    const cid = 'demo-ana_demo-ben';
    const ana = dbAs(getEnv(), 'demo-ana');
    await expect(
      markMessagesRead({ me: 'demo-ana', conversationId: cid, messageIds: ['demo-message-3'] }, ana),
    ).resolves.toBe(1);
    await sendMessage({ senderId: 'demo-ana', receiverId: 'demo-ben', content: 'On my way' }, ana);
    expect(await peek(getEnv(), `conversations/${cid}`)).toMatchObject({
      unreadCount: 1,
      unread: { 'demo-ana': 0, 'demo-ben': 1 },
    });
  });

  test('a participant may look up a conversation that does not exist yet', async () => {
    await assertSucceeds(getDoc(doc(alice(), convPath())));
  });
});

describe('reading: nobody but the two participants', () => {
  beforeEach(async () => {
    await seedUnread(1);
  });

  test('a third user cannot read the conversation, list it, or read its messages', async () => {
    await assertFails(getDoc(doc(carol(), convPath())));
    await assertFails(
      getDocs(query(collection(carol(), 'conversations'), where('participants', 'array-contains', 'alice'))),
    );
    await assertFails(getDocs(collection(carol(), 'conversations')));
    await assertFails(getDocs(collection(carol(), `${convPath()}/messages`)));
    await assertFails(getDoc(doc(carol(), msgPath('m1'))));
  });

  test('a signed-out visitor reads nothing', async () => {
    await assertFails(getDoc(doc(dbAnon(getEnv()), convPath())));
    await assertFails(getDocs(collection(dbAnon(getEnv()), `${convPath()}/messages`)));
  });

  test('a user cannot list all conversations without the participants filter', async () => {
    await assertFails(getDocs(collection(alice(), 'conversations')));
  });

  test('no collection-group query over all messages, not even filtered to my own', async () => {
    await assertFails(getDocs(query(collectionGroup(alice(), 'messages'), where('senderId', '==', 'alice'))));
    await assertFails(
      getDocs(query(collectionGroup(carol(), 'messages'), where('receiverId', '==', 'carol'))),
    );
  });

  test("the spec's top-level messages collection stays closed", async () => {
    await assertFails(getDocs(query(collection(alice(), 'messages'), where('senderId', '==', 'alice'))));
    await assertFails(setDoc(doc(alice(), 'messages/m1'), messageDoc()));
  });

  test('nobody looks up a missing conversation of two other users', async () => {
    await assertFails(getDoc(doc(carol(), convPath('bob_dave'))));
  });
});

describe('creating a conversation: attacks', () => {
  const open = (db: Firestore, cid: string, data: DocumentData) =>
    setDoc(doc(db, convPath(cid)), { ...conversationDoc(), updatedAt: serverTimestamp(), ...data });

  test('the legal raw open passes (control)', async () => {
    await assertSucceeds(open(alice(), CID, {}));
  });

  test('a message into a conversation that does not exist, without creating it', async () => {
    await assertFails(rawSend(alice(), { conversation: 'skip' }));
  });

  test('for two other users', async () => {
    await assertFails(open(carol(), CID, {}));
  });

  test('with oneself', async () => {
    await assertFails(
      open(alice(), 'alice_alice', { participants: ['alice', 'alice'], unread: { alice: 0 } }),
    );
  });

  test('with a user who does not exist', async () => {
    await assertFails(
      open(alice(), 'alice_zed', { participants: ['alice', 'zed'], unread: { alice: 0, zed: 0 } }),
    );
  });

  test('an id that is not the sorted pair, or unsorted participants', async () => {
    await assertFails(open(alice(), 'bob_alice', {}));
    await assertFails(open(alice(), 'bob_alice', { participants: ['bob', 'alice'] }));
    await assertFails(open(alice(), 'alice_bob_x', {}));
  });

  test('non-zero counters, or counts that do not add up', async () => {
    await assertFails(open(alice(), CID, { unreadCount: 3, unread: { alice: 0, bob: 3 } }));
    await assertFails(open(alice(), CID, { unreadCount: 1, unread: { alice: 0, bob: 0 } }));
    await assertFails(open(alice(), CID, { unread: { alice: 0, bob: 0, carol: 0 } }));
  });

  test('a last message without a message', async () => {
    await assertFails(open(alice(), CID, { lastMessage: 'fake', lastSenderId: 'alice' }));
  });

  test('an extra field or a client clock', async () => {
    await assertFails(open(alice(), CID, { admin: true }));
    await assertFails(open(alice(), CID, { updatedAt: Timestamp.now() }));
  });

  test('the first send with the wrong counts: receiver 2, or mine raised', async () => {
    await assertFails(
      rawSend(alice(), { create: true, conversation: { unreadCount: 2, unread: { alice: 0, bob: 2 } } }),
    );
    await assertFails(
      rawSend(alice(), { create: true, conversation: { unreadCount: 1, unread: { alice: 1, bob: 0 } } }),
    );
    await assertSucceeds(rawSend(alice(), { create: true }));
  });
});

describe('sending: attacks', () => {
  beforeEach(async () => {
    await openConversation('alice', 'bob', alice());
  });

  test('the legal raw send passes (control)', async () => {
    await assertSucceeds(rawSend(alice()));
  });

  test('a message in someone else’s name', async () => {
    await assertFails(rawSend(alice(), { message: { senderId: 'bob', receiverId: 'alice' } }));
  });

  test('a message to someone who is not the other participant', async () => {
    await assertFails(rawSend(alice(), { message: { receiverId: 'carol' } }));
    await assertFails(rawSend(alice(), { message: { receiverId: 'alice' } }));
  });

  test('a third user writes into the conversation', async () => {
    await assertFails(
      rawSend(carol(), {
        message: { senderId: 'carol', receiverId: 'bob' },
        conversation: { lastSenderId: 'carol' },
      }),
    );
  });

  test('a message without the conversation update, or an update without the message', async () => {
    await assertFails(rawSend(alice(), { conversation: 'skip' }));
    await assertFails(rawSend(alice(), { message: 'skip' }));
  });

  test('the counter not raised, raised by 2, or raised for the sender', async () => {
    await assertFails(rawSend(alice(), { conversation: { unreadCount: 0, unread: { alice: 0, bob: 0 } } }));
    await assertFails(rawSend(alice(), { conversation: { unreadCount: 2, unread: { alice: 0, bob: 2 } } }));
    await assertFails(rawSend(alice(), { conversation: { unreadCount: 1, unread: { alice: 1, bob: 0 } } }));
    await assertFails(rawSend(alice(), { conversation: { unreadCount: 2, unread: { alice: 1, bob: 1 } } }));
    // unreadCount right, but the receiver's own count raised by more than the one message
    await assertFails(rawSend(alice(), { conversation: { unreadCount: 1, unread: { alice: 0, bob: 2 } } }));
  });

  test('lastMessage that is not the message, or a stale lastMessageId', async () => {
    await assertFails(rawSend(alice(), { conversation: { lastMessage: 'something else' } }));
    await assertFails(rawSend(alice(), { conversation: { lastMessageId: 'other' } }));
  });

  test('a message born read, with readAt, blank, untrimmed, too long, with extra fields or a client clock', async () => {
    await assertFails(rawSend(alice(), { message: { read: true } }));
    await assertFails(rawSend(alice(), { message: { readAt: serverTimestamp() } }));
    await assertFails(rawSend(alice(), { message: { content: '' }, conversation: { lastMessage: '' } }));
    await assertFails(
      rawSend(alice(), { message: { content: ' hi ' }, conversation: { lastMessage: ' hi ' } }),
    );
    const long = 'x'.repeat(2001);
    await assertFails(rawSend(alice(), { message: { content: long }, conversation: { lastMessage: long } }));
    await assertFails(rawSend(alice(), { message: { pinned: true } }));
    await assertFails(rawSend(alice(), { message: { createdAt: Timestamp.now() } }));
    await assertFails(rawSend(alice(), { message: { conversationId: 'alice_carol' } }));
  });

  test('the send also changes something else of the conversation', async () => {
    await assertFails(rawSend(alice(), { conversation: { participants: ['alice', 'carol'] } }));
    await assertFails(rawSend(alice(), { conversation: { lastReadIds: ['x'] } }));
  });

  test('an existing message cannot be overwritten by a new send', async () => {
    await rawSend(alice(), { mid: 'dup' });
    await assertFails(
      rawSend(alice(), { mid: 'dup', conversation: { unreadCount: 2, unread: { alice: 0, bob: 2 } } }),
    );
  });
});

describe('reading receipts: attacks', () => {
  beforeEach(async () => {
    await seedUnread(3);
  });

  test('the legal raw mark-read passes (control)', async () => {
    await assertSucceeds(rawMarkRead(bob(), ['m1'], { unread: { alice: 0, bob: 2 }, unreadCount: 2 }));
  });

  test('the sender marks their own message read', async () => {
    await assertFails(rawMarkRead(alice(), ['m1'], { unread: { alice: 0, bob: 2 }, unreadCount: 2 }));
    await assertFails(rawMarkRead(carol(), ['m1'], { unread: { alice: 0, bob: 2 }, unreadCount: 2 }));
  });

  test('the receiver changes anything but read and readAt', async () => {
    await assertFails(
      rawMarkRead(bob(), ['m1'], { unread: { alice: 0, bob: 2 }, unreadCount: 2 }, { content: 'edited' }),
    );
    await assertFails(updateDoc(doc(bob(), msgPath('m1')), { content: 'edited' }));
  });

  test('a message turned read without the counter falling', async () => {
    await assertFails(updateDoc(doc(bob(), msgPath('m1')), { read: true, readAt: serverTimestamp() }));
    await assertFails(
      rawMarkRead(bob(), ['m1'], { unread: { alice: 0, bob: 3 }, unreadCount: 3, lastReadIds: [] }),
    );
  });

  test('the counter falls by more than the messages turned read', async () => {
    await assertFails(rawMarkRead(bob(), ['m1'], { unread: { alice: 0, bob: 1 }, unreadCount: 1 }));
    // lists a message it does not turn read
    const db = bob();
    const batch = writeBatch(db);
    batch.update(doc(db, msgPath('m1')), { read: true, readAt: serverTimestamp() });
    batch.update(doc(db, convPath()), {
      unread: { alice: 0, bob: 1 },
      unreadCount: 1,
      lastReadIds: ['m1', 'm2'],
      lastReadAt: serverTimestamp(),
    });
    await assertFails(batch.commit());
  });

  test('the counter falls with no message at all, or with a duplicated id', async () => {
    await assertFails(
      updateDoc(doc(bob(), convPath()), {
        unread: { alice: 0, bob: 2 },
        unreadCount: 2,
        lastReadIds: ['m1'],
        lastReadAt: serverTimestamp(),
      }),
    );
    await assertFails(rawMarkRead(bob(), ['m1', 'm1'], { unread: { alice: 0, bob: 1 }, unreadCount: 1 }));
  });

  test('an already read message counted again', async () => {
    await rawMarkRead(bob(), ['m1'], { unread: { alice: 0, bob: 2 }, unreadCount: 2 });
    const db = bob();
    const batch = writeBatch(db);
    batch.update(doc(db, convPath()), {
      unread: { alice: 0, bob: 1 },
      unreadCount: 1,
      lastReadIds: ['m1'],
      lastReadAt: serverTimestamp(),
    });
    await assertFails(batch.commit());
    await assertFails(rawMarkRead(bob(), ['m1'], { unread: { alice: 0, bob: 1 }, unreadCount: 1 }));
  });

  test('the other side’s counter lowered', async () => {
    await seed(getEnv(), {
      [convPath()]: conversationDoc({ unreadCount: 4, unread: { alice: 1, bob: 3 }, lastMessageId: 'm3' }),
    });
    await assertFails(rawMarkRead(bob(), ['m1'], { unread: { alice: 0, bob: 3 }, unreadCount: 3 }));
  });

  test('never below 0', async () => {
    await seed(getEnv(), { [convPath()]: conversationDoc({ unreadCount: 0, unread: { alice: 0, bob: 0 } }) });
    await assertFails(rawMarkRead(bob(), ['m1'], { unread: { alice: 0, bob: -1 }, unreadCount: -1 }));
  });

  test('more than 8 messages in one write', async () => {
    await seedUnread(9);
    const ids = Array.from({ length: 9 }, (_, i) => `m${i + 1}`);
    await assertFails(rawMarkRead(bob(), ids, { unread: { alice: 0, bob: 0 }, unreadCount: 0 }));
  });

  test('a read message turned unread again, or readAt moved', async () => {
    await rawMarkRead(bob(), ['m1'], { unread: { alice: 0, bob: 2 }, unreadCount: 2 });
    await assertFails(updateDoc(doc(bob(), msgPath('m1')), { read: false, readAt: null }));
    await assertFails(updateDoc(doc(bob(), msgPath('m1')), { readAt: serverTimestamp() }));
  });

  test('the mark-read also changes the last message', async () => {
    await assertFails(
      rawMarkRead(bob(), ['m1'], { unread: { alice: 0, bob: 2 }, unreadCount: 2, lastMessage: 'x' }),
    );
  });

  test('nothing is deleted', async () => {
    await assertFails(deleteDoc(doc(bob(), msgPath('m1'))));
    await assertFails(deleteDoc(doc(alice(), msgPath('m1'))));
    await assertFails(deleteDoc(doc(alice(), convPath())));
  });
});
