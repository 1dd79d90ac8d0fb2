// Reports (decision 0030): reports/{reporterId}_{kind}_{itemId}, created once by the reporter with a
// reason, naming the item's real author; never updated, deleted or read from the app.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
} from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { sendReport, messageItemId, reportIdOf, type ReportInput } from '@/social/api/reports';
import { dbAnon, dbAs, peek, seed, userDoc, useRulesEnv } from './helpers';
import { POST, postDoc } from './social-helpers';

const getEnv = useRulesEnv('demo-rules-reports');
const as = (uid: string) => dbAs(getEnv(), uid);
const CID = 'alice_bob';

beforeEach(async () => {
  await seed(getEnv(), {
    'users/alice': userDoc('alice'),
    'users/bob': userDoc('bob'),
    'users/carol': userDoc('carol'),
    [`posts/${POST}`]: postDoc('bob'),
    'comments/c1': {
      userId: 'bob',
      postId: POST,
      content: 'rude',
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    },
    [`conversations/${CID}/messages/m1`]: {
      senderId: 'bob',
      receiverId: 'alice',
      conversationId: CID,
      content: 'rude',
      read: false,
      readAt: null,
      createdAt: Timestamp.now(),
    },
  });
});

const report = (over: Partial<ReportInput> = {}): ReportInput => ({
  reporterId: 'alice',
  kind: 'post',
  itemId: POST,
  reportedUserId: 'bob',
  reason: 'spam',
  details: '',
  ...over,
});

/** The rules' refusal is the cause of the app's message. */
const cause = (err: unknown) => {
  throw err instanceof Error && err.cause ? err.cause : err;
};

describe('allowed', () => {
  test.each([
    ['a post', report()],
    [
      'a comment',
      report({ kind: 'comment', itemId: 'c1', reason: 'harassment', details: 'keeps insulting me' }),
    ],
    ['a message', report({ kind: 'message', itemId: messageItemId(CID, 'm1'), reason: 'harassment' })],
    ['a user', report({ kind: 'user', itemId: 'bob', reason: 'other', details: 'fake account' })],
  ])('the reporter reports %s once', async (_n, input) => {
    await assertSucceeds(sendReport(input, as('alice')));
    expect(await peek(getEnv(), `reports/${reportIdOf('alice', input.kind, input.itemId)}`)).toMatchObject({
      reporterId: 'alice',
      reportedUserId: 'bob',
      reason: input.reason,
    });
  });
});

describe('denied', () => {
  test('a second report of the same item (no update), told as already reported', async () => {
    await sendReport(report(), as('alice'));
    await assertFails(sendReport(report({ reason: 'hate' }), as('alice')).catch(cause));
    await expect(sendReport(report(), as('alice'))).rejects.toThrow('social:report.errors.already');
  });

  test('nobody reads, lists or deletes a report, the reporter neither', async () => {
    await sendReport(report(), as('alice'));
    const id = reportIdOf('alice', 'post', POST);
    for (const db of [as('alice'), as('bob'), dbAnon(getEnv())]) {
      await assertFails(getDoc(doc(db, 'reports', id)));
      await assertFails(getDocs(collection(db, 'reports')));
      await assertFails(deleteDoc(doc(db, 'reports', id)));
    }
  });

  test('in another reporter’s name, under another id, or signed out', async () => {
    await assertFails(sendReport(report({ reporterId: 'carol' }), as('alice')).catch(cause));
    const data = { ...report(), createdAt: serverTimestamp() };
    await assertFails(setDoc(doc(as('alice'), 'reports/alice_post_other'), data));
    await assertFails(setDoc(doc(dbAnon(getEnv()), `reports/${reportIdOf('alice', 'post', POST)}`), data));
  });

  test.each([
    ['a reason not on the list', report({ reason: 'boring' as never })],
    ['details over 500 characters', { ...report(), details: 'x'.repeat(501) }],
    ['the wrong author', report({ reportedUserId: 'carol' })],
    ['oneself', report({ kind: 'user', itemId: 'alice', reportedUserId: 'alice' })],
    [
      'a message of someone else’s conversation',
      report({ kind: 'message', itemId: messageItemId(CID, 'm1') }),
    ],
    ['an unknown kind', report({ kind: 'group' as never })],
  ])('%s', async (name, input) => {
    const reporter = name.startsWith('a message') ? 'carol' : 'alice';
    const data = {
      ...input,
      reporterId: reporter,
      createdAt: serverTimestamp(),
    };
    await assertFails(
      setDoc(doc(as(reporter), 'reports', reportIdOf(reporter, input.kind, input.itemId)), data),
    );
  });
});
