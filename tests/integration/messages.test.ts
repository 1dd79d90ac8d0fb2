// Direct messages through the app's own api/ code against the Firestore emulator with the real rules:
// two users sending to each other at the same time while both keep reading never leave a negative or
// wrong unread count (docs/decisions/0005-messages.md).
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  onSnapshot,
  query,
  setDoc,
  setLogLevel,
  waitForPendingWrites,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { markMessagesRead } from '@/features/messages/api/mark-read';
import { openConversation } from '@/features/messages/api/open-conversation';
import { sendMessage } from '@/features/messages/api/send-message';
import { conversationPages } from '@/features/messages/api/subscribe-conversations';
import { pagedMessages } from '@/features/messages/api/subscribe-messages';
import { subscribeToUnreadTotal } from '@/features/messages/api/subscribe-unread-total';
import { unreadBatches, unreadFor, type Conversation, type Message } from '@/features/messages/model';
import { newUserDoc } from '../../fixtures/user-doc';
import { sharedRulesEnv } from '../rules/helpers';

let env: RulesTestEnvironment;
const CID = 'ann_ben';

beforeAll(async () => {
  setLogLevel('silent'); // contended transactions retry and some give up: expected here
  env = await sharedRulesEnv();
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    for (const uid of ['ann', 'ben', 'cat'])
      await setDoc(doc(db, 'users', uid), newUserDoc(uid, { bio: '' }));
  });
});

const dbAs = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;

async function peekAll(): Promise<{ conv: DocumentData | undefined; messages: DocumentData[] }> {
  let conv: DocumentData | undefined;
  let messages: DocumentData[] = [];
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    conv = (await getDoc(doc(db, 'conversations', CID))).data();
    messages = (await getDocs(collection(db, 'conversations', CID, 'messages'))).docs.map((d) => d.data());
  });
  return { conv, messages };
}

/** What the counters must say: per reader, the messages to them still unread. */
function expectedCounts(messages: DocumentData[]) {
  const count = (uid: string) => messages.filter((m) => m.receiverId === uid && m.read === false).length;
  return { ann: count('ann'), ben: count('ben') };
}

/** Marks everything unread for `me` read, batch by batch, as the chat screen does. Returns how many. */
async function readAll(db: Firestore, me: string): Promise<number> {
  const snap = await getDocs(
    query(
      collection(db, 'conversations', CID, 'messages'),
      where('receiverId', '==', me),
      where('read', '==', false),
    ),
  );
  const unread: Message[] = snap.docs.map((d) => ({ id: d.id, ...(d.data() as Omit<Message, 'id'>) }));
  let n = 0;
  for (const ids of unreadBatches(unread, me)) {
    n += await markMessagesRead({ me, conversationId: CID, messageIds: ids }, db);
  }
  return n;
}

/** The newest page of the conversation's messages, oldest first, as the chat shows it. */
const newestMessages = (db: Firestore) => (onNext: (m: Message[]) => void, onError: (e: Error) => void) =>
  pagedMessages(CID, db).subscribeNewest(
    (page) => onNext(page.flatMap((e) => (e.item ? [e.item] : [])).reverse()),
    onError,
  );

function firstAnswer<T>(
  subscribe: (onNext: (v: T) => void, onError: (e: Error) => void) => () => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const stop = subscribe((v) => {
      stop();
      resolve(v);
    }, reject);
  });
}

/** Listens until the listener shows `want` (the local cache may answer first with an older value). */
function answerBecomes<T>(
  subscribe: (onNext: (v: T) => void, onError: (e: Error) => void) => () => void,
  want: T,
): Promise<T> {
  return new Promise((resolve, reject) => {
    // Listeners answer asynchronously, so `stop` is assigned by the time an answer arrives.
    const stop = subscribe((v) => {
      if (v !== want) return;
      stop();
      resolve(v);
    }, reject);
  });
}

describe('unread counts under concurrency', () => {
  test('both send at once while both read: counts always >= 0 and right at the end', async () => {
    const ann = dbAs('ann');
    const ben = dbAs('ben');
    await openConversation('ann', 'ben', ann);

    // Every value of the counters any client sees while this runs.
    const seen: number[] = [];
    const stop = onSnapshot(doc(ann, 'conversations', CID), (snap) => {
      const d = snap.data();
      if (d) seen.push(d.unread.ann, d.unread.ben, d.unreadCount);
    });

    let sent = 0;
    for (let round = 0; round < 3; round++) {
      const work: Promise<unknown>[] = [];
      for (let i = 0; i < 4; i++) {
        work.push(sendMessage({ senderId: 'ann', receiverId: 'ben', content: `a${round}-${i}` }, ann));
        work.push(sendMessage({ senderId: 'ben', receiverId: 'ann', content: `b${round}-${i}` }, ben));
      }
      work.push(readAll(ben, 'ben'), readAll(ann, 'ann'));
      // A send or read that lost too many transaction retries wrote nothing: that is allowed, a wrong
      // count is not.
      const results = await Promise.allSettled(work);
      for (const r of results) {
        if (r.status === 'rejected')
          expect(
            ['messages:errors.sendFailed', 'messages:errors.messageNotFound'],
            String((r.reason as Error).message),
          ).toContain((r.reason as Error).message);
      }

      const { conv, messages } = await peekAll();
      sent += results.slice(0, 8).filter((r) => r.status === 'fulfilled').length;
      expect(messages).toHaveLength(sent);
      const want = expectedCounts(messages);
      expect(conv?.unread).toEqual(want);
      expect(conv?.unreadCount).toBe(want.ann + want.ben);
    }

    // Each reader reads what is left (again while a read still finds some: a query may not yet list a
    // message that a write of the last round committed): both counts end at 0, every message is read.
    // First every send has reached the server: on a loaded machine a send resolves as queued after
    // SEND_TIMEOUT_MS while its write goes on (decision 0011), and could land after the passes below.
    await Promise.all([waitForPendingWrites(ann), waitForPendingWrites(ben)]);
    for (let pass = 0; pass < 5; pass++) {
      const marked = (await readAll(ann, 'ann')) + (await readAll(ben, 'ben'));
      if (marked === 0) break;
    }
    const { conv, messages } = await peekAll();
    expect(conv?.unread).toEqual({ ann: 0, ben: 0 });
    expect(conv?.unreadCount).toBe(0);
    expect(messages.every((m) => m.read === true && m.readAt !== null)).toBe(true);
    expect(messages.length).toBeGreaterThan(0);

    stop();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
  });

  test('two readers of the same messages at once (two tabs) count them once', async () => {
    const ann = dbAs('ann');
    for (let i = 0; i < 5; i++)
      await sendMessage({ senderId: 'ann', receiverId: 'ben', content: `m${i}` }, ann);
    const results = await Promise.allSettled([readAll(dbAs('ben'), 'ben'), readAll(dbAs('ben'), 'ben')]);
    const marked = results.map((r) => (r.status === 'fulfilled' ? r.value : 0));
    expect(marked.reduce((a, b) => a + b, 0)).toBe(5);
    const { conv } = await peekAll();
    expect(conv?.unread).toEqual({ ann: 0, ben: 0 });
    expect(conv?.unreadCount).toBe(0);
  });

  test('both open the chat at the same time: one conversation, counts 0', async () => {
    await Promise.all([
      openConversation('ann', 'ben', dbAs('ann')),
      openConversation('ben', 'ann', dbAs('ben')),
    ]);
    const { conv } = await peekAll();
    expect(conv).toMatchObject({
      participants: ['ann', 'ben'],
      lastMessage: '',
      unreadCount: 0,
      unread: { ann: 0, ben: 0 },
    });
  });
});

/** The newest page of my conversations (what /messages listens to), as a list. */
const conversationsOf =
  (uid: string, db: Firestore) => (onNext: (list: Conversation[]) => void, onError: (err: Error) => void) =>
    conversationPages(uid, db).subscribeNewest(
      (page) => onNext(page.flatMap((entry) => (entry.item ? [entry.item] : []))),
      onError,
    );

describe('per reader', () => {
  test('my own messages are never unread for me; the list and the badge show the receiver theirs', async () => {
    const ann = dbAs('ann');
    await sendMessage({ senderId: 'ann', receiverId: 'ben', content: 'one' }, ann);
    await sendMessage({ senderId: 'ann', receiverId: 'ben', content: 'two' }, ann);

    const annList = await firstAnswer<Conversation[]>(conversationsOf('ann', ann));
    expect(annList).toHaveLength(1);
    expect(unreadFor(annList[0]!, 'ann')).toBe(0);
    expect(annList[0]).toMatchObject({ lastMessage: 'two', lastSenderId: 'ann', unreadCount: 2 });

    const ben = dbAs('ben');
    await expect(firstAnswer<number>((n, e) => subscribeToUnreadTotal('ben', n, e, ben))).resolves.toBe(2);
    await expect(firstAnswer<number>((n, e) => subscribeToUnreadTotal('ann', n, e, ann))).resolves.toBe(0);

    const msgs = await firstAnswer<Message[]>(newestMessages(ben));
    expect(msgs.map((m) => m.content)).toEqual(['one', 'two']);
    expect(await readAll(ben, 'ben')).toBe(2);
    await expect(answerBecomes<number>((n, e) => subscribeToUnreadTotal('ben', n, e, ben), 0)).resolves.toBe(
      0,
    );
  });

  test('the list is newest activity first, opened-only last, and a third user cannot listen to it', async () => {
    await openConversation('ann', 'cat', dbAs('ann'));
    await sendMessage({ senderId: 'ann', receiverId: 'ben', content: 'to ben' }, dbAs('ann'));
    const before = await firstAnswer<Conversation[]>(conversationsOf('ann', dbAs('ann')));
    expect(before.map((c) => [c.id, c.lastMessage])).toEqual([
      ['ann_ben', 'to ben'],
      ['ann_cat', ''],
    ]);
    await sendMessage({ senderId: 'ann', receiverId: 'cat', content: 'to cat' }, dbAs('ann'));
    const list = await firstAnswer<Conversation[]>(conversationsOf('ann', dbAs('ann')));
    expect(list.map((c) => c.id)).toEqual(['ann_cat', 'ann_ben']);
    await expect(firstAnswer<Message[]>(newestMessages(dbAs('cat')))).rejects.toThrow();
  });

  test('a blank message writes nothing; a missing message gives "Message not found"', async () => {
    await expect(
      sendMessage({ senderId: 'ann', receiverId: 'ben', content: '   ' }, dbAs('ann')),
    ).rejects.toThrow('messages:errors.emptyMessage');
    expect((await peekAll()).conv).toBeUndefined();
    await openConversation('ann', 'ben', dbAs('ann'));
    await expect(
      markMessagesRead({ me: 'ben', conversationId: CID, messageIds: ['nope'] }, dbAs('ben')),
    ).rejects.toThrow('messages:errors.messageNotFound');
  });
});
