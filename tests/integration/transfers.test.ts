// Silver transfers through the app's own api (src/features/points/api) against the Firestore emulator
// with the real firestore.rules: each user writes through their own authenticated Firestore.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  doc,
  getDocs,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { fetchFollowedUsers } from '@/features/points/api/fetch-followed-users';
import { fetchUserByUsername } from '@/users/user-lookups';
import { transferPoints } from '@/features/points/api/transfer-points';
import { periodKeysAt } from '@/domain/period-keys';
import { followDocs } from '../../fixtures/seed-docs';
import { newUserDoc } from '../../fixtures/user-doc';
import { createRulesEnv } from '../rules/helpers';

let env: RulesTestEnvironment;

beforeAll(async () => {
  // Refused writes are part of these tests; keep the SDK from logging each one.
  env = await createRulesEnv('demo-integration-transfers');
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
});

/** Firestore as the signed-in user `uid` (the compat instance; the modular API accepts it). */
const dbAs = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;

function userDoc(uid: string, silverPoints: number): DocumentData {
  return newUserDoc(uid, { goldPoints: silverPoints, silverPoints, totalSpent: silverPoints });
}

/** Writes documents with the rules off; `docs` maps a path to its data. */
async function seed(docs: Record<string, DocumentData>) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    const batch = writeBatch(db);
    for (const [path, data] of Object.entries(docs)) batch.set(doc(db, path), data);
    await batch.commit();
  });
}

async function seedUsers(balances: Record<string, number>) {
  await seed(
    Object.fromEntries(Object.entries(balances).map(([uid, s]) => [`users/${uid}`, userDoc(uid, s)])),
  );
}

/** Every document of a collection, read with the rules off. */
async function readAll(path: string): Promise<Map<string, DocumentData>> {
  const out = new Map<string, DocumentData>();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const snap = await getDocs(collection(ctx.firestore() as unknown as Firestore, path));
    for (const d of snap.docs) out.set(d.id, d.data());
  });
  return out;
}

async function balances(): Promise<Record<string, number>> {
  const users = await readAll('users');
  return Object.fromEntries([...users].map(([uid, u]) => [uid, u.silverPoints as number]));
}

describe('a single transfer', () => {
  beforeEach(async () => {
    await seedUsers({ alice: 100, bob: 7 });
  });

  test('moves exactly the amount and writes the transaction document', async () => {
    const txId = await transferPoints({ senderId: 'alice', receiverId: 'bob', amount: 30 }, dbAs('alice'));
    expect(await balances()).toEqual({ alice: 70, bob: 37 });
    const txs = await readAll('pointTransactions');
    expect([...txs.keys()]).toEqual([txId]);
    const tx = txs.get(txId)!;
    expect(tx).toMatchObject({ senderId: 'alice', receiverId: 'bob', amount: 30, type: 'silver' });
    expect(Object.keys(tx).sort()).toEqual(['amount', 'createdAt', 'receiverId', 'senderId', 'type']);
    expect(tx.createdAt).toBeInstanceOf(Timestamp);
    const users = await readAll('users');
    expect(users.get('alice')).toMatchObject({ lastTransferId: txId, goldPoints: 100 });
    expect(users.get('bob')).not.toHaveProperty('lastTransferId');
  });

  test('moves the period silver of both sides (decision 0010): down for the sender, up for the receiver', async () => {
    const k = periodKeysAt(new Date());
    await seed({
      'users/alice': {
        ...userDoc('alice', 100),
        periodPoints: {
          week: { key: k.week, gold: 60, silver: 50 },
          month: { key: '2000-01', gold: 500, silver: 500 },
          year: { key: k.year, gold: 90, silver: 80 },
        },
      },
    });
    await transferPoints({ senderId: 'alice', receiverId: 'bob', amount: 30 }, dbAs('alice'));
    const users = await readAll('users');
    expect(users.get('alice')?.periodPoints).toEqual({
      week: { key: k.week, gold: 60, silver: 20 },
      month: { key: k.month, gold: 0, silver: -30 },
      year: { key: k.year, gold: 90, silver: 50 },
    });
    // bob had no counters: each starts at the amount.
    expect(users.get('bob')?.periodPoints).toEqual({
      week: { key: k.week, gold: 0, silver: 30 },
      month: { key: k.month, gold: 0, silver: 30 },
      year: { key: k.year, gold: 0, silver: 30 },
    });
  });

  test('the whole balance can be sent, down to 0', async () => {
    await transferPoints({ senderId: 'bob', receiverId: 'alice', amount: 7 }, dbAs('bob'));
    expect(await balances()).toEqual({ alice: 107, bob: 0 });
  });

  test('an amount above the balance is refused with the message and writes nothing', async () => {
    await expect(
      transferPoints({ senderId: 'bob', receiverId: 'alice', amount: 8 }, dbAs('bob')),
    ).rejects.toThrow('points:messages.insufficient');
    expect(await balances()).toEqual({ alice: 100, bob: 7 });
    expect((await readAll('pointTransactions')).size).toBe(0);
  });

  test.each([
    ['an amount of 0', 'alice', 'bob', 0, 'points:messages.amountNotPositive'],
    ['a fraction', 'alice', 'bob', 2.5, 'points:messages.notWholeNumber'],
    ['oneself', 'alice', 'alice', 5, 'points:messages.toSelf'],
    ['a receiver who does not exist', 'alice', 'nobody', 5, 'points:messages.receiverNotFound'],
    ['a sender without a user document', 'ghost', 'bob', 5, 'points:messages.senderNotFound'],
  ])('refuses %s with its message and writes nothing', async (_, senderId, receiverId, amount, message) => {
    await expect(transferPoints({ senderId, receiverId, amount }, dbAs(senderId))).rejects.toThrow(message);
    expect(await balances()).toEqual({ alice: 100, bob: 7 });
    expect((await readAll('pointTransactions')).size).toBe(0);
  });

  test('a transfer in someone else\'s name is refused by the rules: "Failed to transfer points"', async () => {
    // bob's Firestore trying to move alice's silver: the app's checks pass, the rules do not.
    await expect(
      transferPoints({ senderId: 'alice', receiverId: 'bob', amount: 5 }, dbAs('bob')),
    ).rejects.toThrow('points:messages.transferFailed');
    expect(await balances()).toEqual({ alice: 100, bob: 7 });
  });
});

describe('concurrent transfers', () => {
  test('24 transfers at once among 5 users with small balances keep every invariant', async () => {
    const start = { ana: 6, ben: 4, cleo: 5, dan: 3, eve: 2 };
    await seedUsers(start);
    const uids = Object.keys(start);
    const dbs = Object.fromEntries(uids.map((uid) => [uid, dbAs(uid)]));

    // A fixed mix of 24: 21 among ana, ben, cleo and dan (1 to 4 points, each to one of the other three),
    // and eve, who receives nothing, sending her 2 points 3 times: at most one of hers can go through.
    const ring = ['ana', 'ben', 'cleo', 'dan'];
    const plan = Array.from({ length: 21 }, (_, i) => ({
      from: ring[i % 4],
      to: ring[(i + 1 + (i % 3)) % 4],
      amount: 1 + (i % 4),
    }));
    plan.push(...Array.from({ length: 3 }, () => ({ from: 'eve', to: 'ana', amount: 2 })));
    expect(plan.every((p) => p.from !== p.to)).toBe(true);

    const began = performance.now();
    const outcomes = await Promise.all(
      plan.map((p) =>
        transferPoints({ senderId: p.from, receiverId: p.to, amount: p.amount }, dbs[p.from]).then(
          (id) => ({ ...p, ok: true as const, id }),
          (err: Error) => ({ ...p, ok: false as const, message: err.message }),
        ),
      ),
    );
    const ms = Math.round(performance.now() - began);

    const resolved = outcomes.filter((o) => o.ok);
    const refused = outcomes.filter((o) => !o.ok);
    const insufficient = refused.filter((o) => o.message === 'points:messages.insufficient');
    console.log(
      `concurrent transfers: ${plan.length} in ${ms} ms; ${resolved.length} resolved, ` +
        `${insufficient.length} insufficient, ${refused.length - insufficient.length} other failures`,
    );
    // Every failure is a refusal for funds: a lost race never surfaces as a generic failure.
    expect(refused.map((o) => o.message)).toEqual(refused.map(() => 'points:messages.insufficient'));
    expect(insufficient.length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.from === 'eve' && o.ok).length).toBeLessThanOrEqual(1);
    expect(resolved.length).toBeGreaterThan(0);

    const after = await balances();
    const sum = (b: Record<string, number>) => Object.values(b).reduce((a, n) => a + n, 0);
    expect(sum(after)).toBe(sum(start));
    for (const uid of uids) expect(after[uid]).toBeGreaterThanOrEqual(0);

    // The documents written are exactly the transfers that resolved...
    const txs = await readAll('pointTransactions');
    expect(txs.size).toBe(resolved.length);
    expect(new Set(txs.keys())).toEqual(new Set(resolved.map((o) => o.ok && o.id)));
    // ...each with its one notification, points_{txId} (decision 0006)...
    const notes = await readAll('notifications');
    expect(new Set(notes.keys())).toEqual(new Set([...txs.keys()].map((id) => `points_${id}`)));
    // ...and each balance is its start minus what those documents say it sent plus what it received.
    const expected: Record<string, number> = { ...start };
    for (const tx of txs.values()) {
      expected[tx.senderId] -= tx.amount;
      expected[tx.receiverId] += tx.amount;
    }
    expect(after).toEqual(expected);
    // ...and each user's period silver is their net silver of the run (nobody had counters before).
    const week = periodKeysAt(new Date()).week;
    const users = await readAll('users');
    for (const uid of uids) {
      const counter = users.get(uid)?.periodPoints?.week as { key: string; silver: number } | undefined;
      const net = after[uid]! - start[uid as keyof typeof start];
      expect(counter ?? { key: week, silver: 0 }, uid).toMatchObject({ key: week, silver: net });
    }
  });
});

describe('the recipients list', () => {
  test('lists the followed users, 35 of them in batches of 30, and finds a user by username', async () => {
    const followed = Array.from({ length: 35 }, (_, i) => `user${String(i).padStart(2, '0')}`);
    const docs: Record<string, DocumentData> = {
      'users/me': userDoc('me', 10),
      'users/stranger': userDoc('Stranger', 0),
    };
    for (const uid of followed) {
      docs[`users/${uid}`] = userDoc(uid, 0);
      for (const [path, data] of followDocs('me', uid, new Date())) docs[path] = data;
    }
    // Someone else's follow is not mine.
    for (const [path, data] of followDocs('stranger', 'me', new Date())) docs[path] = data;
    await seed(docs);

    const list = await fetchFollowedUsers('me', dbAs('me'));
    expect(list.map((r) => r.uid).sort()).toEqual(followed);
    expect(list.every((r) => r.followed)).toBe(true);

    expect(await fetchUserByUsername('STRANGER', dbAs('me'))).toMatchObject({
      uid: 'stranger',
      username: 'Stranger',
    });
    expect(await fetchUserByUsername('nobody', dbAs('me'))).toBeNull();
  });
});
