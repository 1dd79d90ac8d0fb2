// Silver transfer: pointTransactions/{autoId} + sender's and receiver's silverPoints, one transaction; at
// most one notification per transfer, points_{txId} (decision 0006).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  or,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { transferPoints } from '@/features/points/api/transfer-points';
import { dbAnon, dbAs, peek, sendSilver, seedUser, useRulesEnv } from './helpers';

const getEnv = useRulesEnv('demo-rules-transfers');

beforeEach(async () => {
  await seedUser(getEnv(), 'alice', { silverPoints: 100, goldPoints: 100 });
  await seedUser(getEnv(), 'bob', { silverPoints: 7 });
  await seedUser(getEnv(), 'carol', { silverPoints: 0 });
});

const alice = () => dbAs(getEnv(), 'alice');
// The app's transfer without its notification: an attack on the transfer leaves it out, so only the
// transfer's own rules may refuse it; the notification's tests below add their own.
const BARE = { notification: 'skip', unread: 'skip' } as const;

describe('allowed', () => {
  test('the sender moves silver to the receiver with a transaction record', async () => {
    const txId = await assertSucceeds(sendSilver(alice(), 'alice', 'bob', 30));
    expect(await peek(getEnv(), 'users/alice')).toMatchObject({
      silverPoints: 70,
      goldPoints: 100,
      lastTransferId: txId,
    });
    expect(await peek(getEnv(), 'users/bob')).toMatchObject({ silverPoints: 37 });
    expect(await peek(getEnv(), `pointTransactions/${txId}`)).toMatchObject({
      senderId: 'alice',
      receiverId: 'bob',
      amount: 30,
      type: 'silver',
    });
  });

  test('the whole balance, down to 0', async () => {
    await assertSucceeds(sendSilver(alice(), 'alice', 'bob', 100));
    expect((await peek(getEnv(), 'users/alice'))?.silverPoints).toBe(0);
  });

  test('two transfers in a row', async () => {
    await sendSilver(alice(), 'alice', 'bob', 10);
    await assertSucceeds(sendSilver(alice(), 'alice', 'carol', 10));
  });

  test('sender and receiver read the record and query their history, newest first', async () => {
    const txId = await sendSilver(alice(), 'alice', 'bob', 30);
    await assertSucceeds(getDoc(doc(alice(), `pointTransactions/${txId}`)));
    await assertSucceeds(getDoc(doc(dbAs(getEnv(), 'bob'), `pointTransactions/${txId}`)));
    const col = (uid: string) => collection(dbAs(getEnv(), uid), 'pointTransactions');
    await assertSucceeds(
      getDocs(query(col('alice'), where('senderId', '==', 'alice'), orderBy('createdAt', 'desc'))),
    );
    await assertSucceeds(
      getDocs(query(col('bob'), where('receiverId', '==', 'bob'), orderBy('createdAt', 'desc'))),
    );
    await assertSucceeds(
      getDocs(query(col('bob'), or(where('senderId', '==', 'bob'), where('receiverId', '==', 'bob')))),
    );
  });
});

describe('denied', () => {
  test('a third user or a visitor reading a record, or querying it', async () => {
    const txId = await sendSilver(alice(), 'alice', 'bob', 30);
    await assertFails(getDoc(doc(dbAs(getEnv(), 'carol'), `pointTransactions/${txId}`)));
    await assertFails(getDoc(doc(dbAnon(getEnv()), `pointTransactions/${txId}`)));
    const carolCol = collection(dbAs(getEnv(), 'carol'), 'pointTransactions');
    await assertFails(getDocs(query(carolCol, where('senderId', '==', 'alice'))));
    await assertFails(getDocs(carolCol));
  });

  test('an overdraft', async () => {
    await assertFails(sendSilver(alice(), 'alice', 'bob', 101, BARE));
  });

  test.each([
    ['a negative amount', -5],
    ['a zero amount', 0],
    ['a fractional amount', 2.5],
  ])('%s', async (_name, amount) => {
    await assertFails(sendSilver(alice(), 'alice', 'bob', amount, BARE));
  });

  test('raising your own silver', async () => {
    await assertFails(
      updateDoc(doc(alice(), 'users/alice'), { silverPoints: increment(50), updatedAt: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(doc(alice(), 'users/alice'), {
        silverPoints: increment(50),
        lastTransferId: 'made-up',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  test('a transfer to yourself', async () => {
    await assertFails(sendSilver(alice(), 'alice', 'alice', 10, BARE));
  });

  test("raising someone's silver without a transaction record", async () => {
    await assertFails(updateDoc(doc(alice(), 'users/bob'), { silverPoints: increment(10) }));
    await assertFails(sendSilver(alice(), 'alice', 'bob', 10, { ...BARE, tx: 'skip', sender: 'skip' }));
  });

  test("raising the receiver's silver by more than the record's amount", async () => {
    await assertFails(
      sendSilver(alice(), 'alice', 'bob', 10, { ...BARE, receiver: { silverPoints: increment(50) } }),
    );
  });

  test('debiting the sender by less than the amount', async () => {
    await assertFails(
      sendSilver(alice(), 'alice', 'bob', 10, { ...BARE, sender: { silverPoints: increment(-1) } }),
    );
  });

  test("a record without the sender's debit", async () => {
    await assertFails(sendSilver(alice(), 'alice', 'bob', 10, { ...BARE, sender: 'skip' }));
  });

  test("a record without the receiver's credit", async () => {
    await assertFails(sendSilver(alice(), 'alice', 'bob', 10, { ...BARE, receiver: 'skip' }));
  });

  test('crediting a third user alongside the receiver', async () => {
    const db = alice();
    const batch = writeBatch(db);
    const txRef = doc(collection(db, 'pointTransactions'));
    batch.set(txRef, {
      senderId: 'alice',
      receiverId: 'bob',
      amount: 10,
      type: 'silver',
      createdAt: serverTimestamp(),
    });
    batch.update(doc(db, 'users/alice'), {
      silverPoints: increment(-10),
      lastTransferId: txRef.id,
      updatedAt: serverTimestamp(),
    });
    batch.update(doc(db, 'users/bob'), { silverPoints: increment(10) });
    batch.update(doc(db, 'users/carol'), { silverPoints: increment(10) });
    await assertFails(batch.commit());
  });

  test("a record in another user's name", async () => {
    // alice writes a record saying bob sent her silver, debits bob and credits herself
    await assertFails(sendSilver(alice(), 'bob', 'alice', 5, BARE));
    // or names bob as sender while paying from her own balance
    await assertFails(sendSilver(alice(), 'alice', 'bob', 5, { ...BARE, tx: { senderId: 'bob' } }));
  });

  test('replaying an old transaction id', async () => {
    const txId = await sendSilver(alice(), 'alice', 'bob', 10);
    await assertFails(updateDoc(doc(alice(), 'users/bob'), { silverPoints: increment(10) }));
    await assertFails(sendSilver(alice(), 'alice', 'bob', 10, { ...BARE, txId }));
    const db = alice();
    const batch = writeBatch(db);
    batch.update(doc(db, 'users/alice'), {
      silverPoints: increment(-10),
      lastTransferId: txId,
      updatedAt: serverTimestamp(),
    });
    batch.update(doc(db, 'users/bob'), { silverPoints: increment(10) });
    await assertFails(batch.commit());
  });

  test('a receiver that does not exist', async () => {
    await assertFails(sendSilver(alice(), 'alice', 'ghost', 10, { ...BARE, receiver: 'skip' }));
  });

  test.each([
    ['type gold', { type: 'gold' }],
    ['an amount as text', { amount: '10' }],
    ['createdAt from the client clock', { createdAt: Timestamp.now() }],
    ['an extra key', { note: 'hi' }],
  ])('a record with %s', async (_name, patch) => {
    await assertFails(sendSilver(alice(), 'alice', 'bob', 10, { ...BARE, tx: patch }));
  });

  test('the transfer touching another field of the receiver or the sender', async () => {
    await assertFails(
      sendSilver(alice(), 'alice', 'bob', 10, { ...BARE, receiver: { followers: increment(1) } }),
    );
    await assertFails(
      sendSilver(alice(), 'alice', 'bob', 10, { ...BARE, receiver: { updatedAt: serverTimestamp() } }),
    );
    await assertFails(
      sendSilver(alice(), 'alice', 'bob', 10, { ...BARE, sender: { goldPoints: increment(1) } }),
    );
  });

  test('updating or deleting a record, even as its sender or receiver', async () => {
    const txId = await sendSilver(alice(), 'alice', 'bob', 10);
    await assertFails(updateDoc(doc(alice(), `pointTransactions/${txId}`), { amount: 1 }));
    await assertFails(deleteDoc(doc(alice(), `pointTransactions/${txId}`)));
    await assertFails(deleteDoc(doc(dbAs(getEnv(), 'bob'), `pointTransactions/${txId}`)));
  });

  test('a signed-out visitor', async () => {
    await assertFails(sendSilver(dbAnon(getEnv()), 'alice', 'bob', 10, BARE));
  });
});

// Decision 0006: a transfer's notification id was free, so one transfer of 1 silver point could carry as many
// notifications as a write holds. Now its one id is points_{txId}.
describe('the points notification: one per transfer', () => {
  const notice = (txId: string, amount: number) => ({
    recipientId: 'bob',
    actorId: 'alice',
    actor: { username: 'alice', photoURL: '' },
    type: 'points',
    targetId: txId,
    content: `sent you ${amount} silver points`,
    read: false,
    readAt: null,
    createdAt: serverTimestamp(),
  });
  const withNotices =
    (...ids: ((txId: string) => string | null)[]) =>
    (tx: Transaction, db: Firestore, txId: string) => {
      for (const idOf of ids) {
        const id = idOf(txId);
        tx.set(id ? doc(db, 'notifications', id) : doc(collection(db, 'notifications')), notice(txId, 1));
      }
    };
  const own = (txId: string) => `points_${txId}`;

  test('the app’s transfer writes its notification under points_{txId}; a raw one may too', async () => {
    const txId = await assertSucceeds(
      transferPoints({ senderId: 'alice', receiverId: 'bob', amount: 3 }, alice()),
    );
    expect(await peek(getEnv(), `notifications/points_${txId}`)).toMatchObject({
      type: 'points',
      targetId: txId,
      content: 'sent you 3 silver points',
    });
    await assertSucceeds(sendSilver(alice(), 'alice', 'bob', 1, { ...BARE, extra: withNotices(own) }));
  });

  test('a transfer with a notification under another id, or a second one beside it, is refused', async () => {
    await assertFails(sendSilver(alice(), 'alice', 'bob', 1, { ...BARE, extra: withNotices(() => null) }));
    await assertFails(
      sendSilver(alice(), 'alice', 'bob', 1, { ...BARE, extra: withNotices((id) => `points_${id}_2`) }),
    );
    await assertFails(
      sendSilver(alice(), 'alice', 'bob', 1, { ...BARE, extra: withNotices(own, () => null) }),
    );
    await assertFails(
      sendSilver(alice(), 'alice', 'bob', 1, { ...BARE, extra: withNotices(own, (id) => `x${id}`) }),
    );
    expect((await peek(getEnv(), 'users/alice'))?.silverPoints).toBe(100);
  });

  test('a notification for an earlier transfer, or a second write of its own, is refused', async () => {
    const txId = await sendSilver(alice(), 'alice', 'bob', 1, { ...BARE, extra: withNotices(own) });
    await assertFails(setDoc(doc(alice(), 'notifications', `points_${txId}`), notice(txId, 1)));
    const earlier = await sendSilver(alice(), 'alice', 'bob', 1, BARE);
    await assertFails(setDoc(doc(alice(), 'notifications', `points_${earlier}`), notice(earlier, 1)));
  });
});
