// A conversation and a group chat read as pages (decision 0025) through the app's own api/ code, against the
// Firestore emulator with the real rules: the newest 50 live, the page before them once after a cursor,
// both allowed to a participant or member and refused to anyone else.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setLogLevel, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { pagedGroupMessages } from '@/features/groups/api/subscribe-group-messages';
import { fetchUnreadMessageIds } from '@/features/messages/api/fetch-unread-messages';
import { pagedMessages } from '@/features/messages/api/subscribe-messages';
import type { PageEntry } from '@/firebase/page-window';
import type { PagedSource } from '@/firebase/subscribe-pages';
import { newGroupMessage } from '@/features/groups/api/group-message-doc';
import { newConversation, newMessage } from '@/features/messages/api/message-docs';
import { groupDoc } from '../../fixtures/seed-docs';
import { stamped } from '../../fixtures/step-docs';
import { sharedRulesEnv } from '../rules/helpers';

let env: RulesTestEnvironment;
const CID = 'ann_ben';
const GID = 'diners';
const COUNT = 56;
const START = Date.UTC(2026, 0, 1);
const DINERS = { name: 'Diners', city: 'Milan', region: 'Brera', description: '', image: '' };

beforeAll(async () => {
  setLogLevel('silent');
  env = await sharedRulesEnv();
});

afterAll(async () => {
  await env?.cleanup();
});

/** 56 messages a minute apart in each chat, m00 the oldest; two of them at the same time (m20, m21). */
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    const batch = writeBatch(db);
    const at = (i: number) => new Date(START + (i === 21 ? 20 : i) * 60_000);
    const message = (i: number, id: string) => ({
      senderId: i % 2 ? 'ann' : 'ben',
      receiverId: i % 2 ? 'ben' : 'ann',
      conversationId: CID,
      content: id,
    });
    const last = COUNT - 1;
    const lastId = `m${last}`;
    // m55 the last message, and every one read (the counters as mark-read leaves them).
    batch.set(doc(db, 'conversations', CID), {
      ...stamped(newConversation(['ann', 'ben'], { ...message(last, lastId), messageId: lastId }), at(last)),
      unreadCount: 0,
      unread: { ann: 0, ben: 0 },
    });
    const [groupPath, group] = groupDoc('ann', GID, DINERS, 0, at(0), ['ben']);
    batch.set(doc(db, groupPath), group);
    for (let i = 0; i < COUNT; i++) {
      const id = `m${String(i).padStart(2, '0')}`;
      batch.set(doc(db, 'conversations', CID, 'messages', id), {
        ...stamped(newMessage(message(i, id)), at(i)),
        read: true,
        readAt: at(i),
      });
      batch.set(
        doc(db, 'eliteGroups', GID, 'messages', id),
        stamped(newGroupMessage(GID, i % 2 ? 'ann' : 'ben', id, ''), at(i)),
      );
    }
    await batch.commit();
  });
});

const dbAs = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;

function newestPage<T>(source: PagedSource<T>): Promise<PageEntry<T>[]> {
  return new Promise((resolve, reject) => {
    const stop = source.subscribeNewest((page) => {
      stop();
      resolve(page);
    }, reject);
  });
}

const ids = (page: PageEntry<unknown>[]) => page.map((e) => e.id);
const names = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, k) => `m${String(from - k).padStart(2, '0')}`);

test.each([
  ['a conversation', (db: Firestore) => pagedMessages(CID, db) as PagedSource<unknown>],
  ['a group chat', (db: Firestore) => pagedGroupMessages(GID, db) as PagedSource<unknown>],
])('%s: the newest 50, then the 6 before them after a cursor, equal times in id order', async (_, source) => {
  const pages = source(dbAs('ben'));
  const newest = await newestPage(pages);
  expect(ids(newest)).toEqual(names(55, 6));
  const older = await pages.fetchOlder(newest.at(-1)!);
  // m20 and m21 share a time: newest first means the larger id first, as on the live page.
  expect(ids(older)).toEqual(names(5, 0));
  const fromTie = await pages.fetchOlder(newest.find((e) => e.id === 'm21')!);
  expect(ids(fromTie).slice(0, 2)).toEqual(['m20', 'm19']);
});

test.each([
  ['a conversation', (db: Firestore) => pagedMessages(CID, db) as PagedSource<unknown>],
  ['a group chat', (db: Firestore) => pagedGroupMessages(GID, db) as PagedSource<unknown>],
])('%s: someone outside it can read neither page', async (_, source) => {
  const cursor = (await newestPage(source(dbAs('ann')))).at(-1)!;
  await expect(newestPage(source(dbAs('cat')))).rejects.toThrow();
  await expect(source(dbAs('cat')).fetchOlder(cursor)).rejects.toThrow();
});

test('the unread messages behind the page: a reader finds theirs, however old; someone else none', async () => {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    for (const id of ['m00', 'm02', 'm03'])
      await updateDoc(doc(db, 'conversations', CID, 'messages', id), { read: false });
  });
  expect((await fetchUnreadMessageIds(CID, 'ann', dbAs('ann'))).sort()).toEqual(['m00', 'm02']);
  expect(await fetchUnreadMessageIds(CID, 'ben', dbAs('ben'))).toEqual(['m03']);
  await expect(fetchUnreadMessageIds(CID, 'ann', dbAs('cat'))).rejects.toThrow();
});
