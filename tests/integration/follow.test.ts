// Follow / unfollow and the profile's reads, through the app's own api/ code, against the Firestore
// emulator with the real firestore.rules (spec sections 4 and 7).
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  doc,
  getDoc,
  getDocs,
  setDoc,
  setLogLevel,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { followPages } from '@/features/profile/api/follow-pages';
import { fetchUserByUsername, fetchUsersByIds } from '@/users/user-lookups';
import { setFollowing } from '@/features/profile/api/set-following';
import { billPages } from '@/features/profile/api/subscribe-bills';
import { transferPages } from '@/features/profile/api/subscribe-point-transactions';
import type { PagedSource } from '@/firebase/subscribe-pages';
import { billDocs, transferDocs } from '../../fixtures/seed-docs';
import { newUserDoc } from '../../fixtures/user-doc';
import { createRulesEnv } from '../rules/helpers';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesEnv('demo-int-follow');
  setLogLevel('silent'); // refused writes are expected here; keep the SDK from logging each one
});

afterAll(async () => {
  await env?.cleanup();
});

function userDoc(uid: string, extra: DocumentData = {}): DocumentData {
  return newUserDoc(uid, { bio: '', ...extra });
}

async function seed(docs: Record<string, DocumentData>) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    for (const [path, data] of Object.entries(docs)) await setDoc(doc(db, path), data);
  });
}

async function peek(path: string): Promise<DocumentData | undefined> {
  let data: DocumentData | undefined;
  await env.withSecurityRulesDisabled(async (ctx) => {
    data = (await getDoc(doc(ctx.firestore() as unknown as Firestore, path))).data();
  });
  return data;
}

async function countDocs(name: 'follows' | 'notifications'): Promise<number> {
  let n = 0;
  await env.withSecurityRulesDisabled(async (ctx) => {
    n = (await getDocs(collection(ctx.firestore() as unknown as Firestore, name))).size;
  });
  return n;
}

/** Firestore as the signed-in user (rules-unit-testing hands out the compat instance; the modular API takes it). */
const dbAs = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;

async function counters() {
  return {
    annFollowing: (await peek('users/ann'))?.following,
    annFollowers: (await peek('users/ann'))?.followers,
    benFollowers: (await peek('users/ben'))?.followers,
    benFollowing: (await peek('users/ben'))?.following,
  };
}

/** The first answer of a listener, then closes it. */
function firstAnswer<T>(
  subscribe: (onNext: (v: T) => void, onError: (e: Error) => void) => () => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    // Listeners answer asynchronously, so `stop` is assigned by the time the first answer arrives.
    const stop = subscribe((v) => {
      stop();
      resolve(v);
    }, reject);
  });
}

/** The items of a paged list's newest page, as its listener first answers it. */
async function newestPage<T>(source: PagedSource<T>): Promise<T[]> {
  const page = await firstAnswer(source.subscribeNewest);
  return page.flatMap((e) => (e.item === null ? [] : [e.item]));
}

beforeEach(async () => {
  await env.clearFirestore();
  await seed({
    'users/ann': userDoc('ann', { following: 2 }),
    'users/ben': userDoc('Ben', { followers: 5 }),
  });
});

describe('follow and unfollow', () => {
  test('follow raises both counters by exactly 1 and creates the follow doc', async () => {
    await expect(setFollowing('ann', 'ben', true, dbAs('ann'))).resolves.toBe(true);
    expect(await counters()).toEqual({ annFollowing: 3, annFollowers: 0, benFollowers: 6, benFollowing: 0 });
    const follow = await peek('follows/ann_ben');
    expect(follow).toMatchObject({ followerId: 'ann', targetUserId: 'ben' });
    expect(follow?.createdAt).toBeInstanceOf(Timestamp);
    expect((await peek('users/ann'))?.lastFollowId).toBe('ann_ben');
  });

  test('a second follow does not count twice, even when both run at once', async () => {
    await setFollowing('ann', 'ben', true, dbAs('ann'));
    await expect(setFollowing('ann', 'ben', true, dbAs('ann'))).resolves.toBe(false);
    expect(await counters()).toMatchObject({ annFollowing: 3, benFollowers: 6 });

    // Two at once (a double tap that got past the disabled button, or two tabs): one counts; the other
    // sees the follow and writes nothing, or is refused as a whole ('Failed to update follow status').
    for (let round = 0; round < 3; round++) {
      await setFollowing('ann', 'ben', false, dbAs('ann'));
      const db = dbAs('ann');
      const results = await Promise.allSettled([
        setFollowing('ann', 'ben', true, db),
        setFollowing('ann', 'ben', true, db),
      ]);
      const outcomes = results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message));
      expect(outcomes).toContain(true);
      expect(outcomes.filter((o) => o !== true)).toEqual([
        expect.toBeOneOf([false, 'profile:errors.followFailed']),
      ]);
      expect(await counters()).toMatchObject({ annFollowing: 3, benFollowers: 6 });
      expect(await countDocs('follows')).toBe(1);
      // One notification per follower and target, however often they follow again (decision 0006).
      expect(await countDocs('notifications')).toBe(1);
      expect(await peek('notifications/follow_ann_ben')).toMatchObject({ type: 'follow', read: false });
    }
  });

  test('unfollow brings both counters back and deletes the follow doc; a second unfollow writes nothing', async () => {
    await setFollowing('ann', 'ben', true, dbAs('ann'));
    await expect(setFollowing('ann', 'ben', false, dbAs('ann'))).resolves.toBe(true);
    expect(await counters()).toEqual({ annFollowing: 2, annFollowers: 0, benFollowers: 5, benFollowing: 0 });
    expect(await peek('follows/ann_ben')).toBeUndefined();
    await expect(setFollowing('ann', 'ben', false, dbAs('ann'))).resolves.toBe(false);
    expect(await counters()).toMatchObject({ annFollowing: 2, benFollowers: 5 });
  });

  test('following yourself is refused before any write', async () => {
    const before = await peek('users/ann');
    await expect(setFollowing('ann', 'ann', true, dbAs('ann'))).rejects.toThrow('profile:errors.followSelf');
    expect(await peek('users/ann')).toEqual(before);
    expect(await countDocs('follows')).toBe(0);
  });

  test('a refused follow leaves nothing half-written', async () => {
    // Not signed in as the follower: the rules refuse the whole transaction.
    await expect(setFollowing('ann', 'ben', true, dbAs('ben'))).rejects.toThrow(
      'profile:errors.followFailed',
    );
    // A target that does not exist.
    await expect(setFollowing('ann', 'ghost', true, dbAs('ann'))).rejects.toThrow(
      'profile:errors.followFailed',
    );
    expect(await counters()).toMatchObject({ annFollowing: 2, benFollowers: 5 });
    expect(await countDocs('follows')).toBe(0);
  });
});

describe('profile reads', () => {
  test('a user is found by exact username, whatever its case; an unknown one is null', async () => {
    const db = dbAs('ann');
    expect((await fetchUserByUsername('BEN', db))?.uid).toBe('ben');
    expect(await fetchUserByUsername('nobody', db)).toBeNull();
  });

  test('followers and following lists, most recent first', async () => {
    await seed({ 'users/cat': userDoc('cat') });
    await setFollowing('ann', 'ben', true, dbAs('ann'));
    await setFollowing('cat', 'ben', true, dbAs('cat'));
    await setFollowing('ben', 'ann', true, dbAs('ben'));
    const db = dbAs('ann');
    expect(await newestPage(followPages('ben', 'followers', db))).toEqual(['cat', 'ann']);
    expect(await newestPage(followPages('ben', 'following', db))).toEqual(['ann']);
    expect(await newestPage(followPages('cat', 'followers', db))).toEqual([]);
  });

  test('user lookups go in batches of 30 and leave out missing users', async () => {
    const ids = Array.from({ length: 35 }, (_, i) => `p${String(i).padStart(2, '0')}`);
    await seed(Object.fromEntries(ids.map((id) => [`users/${id}`, userDoc(id)])));
    const found = await fetchUsersByIds([...ids, 'ghost', ids[0]], dbAs('ann'));
    expect(found.map((u) => u.uid).sort()).toEqual(ids);
  });

  test("bills listener: the user's bills, newest first", async () => {
    // As a scan saves it (20 gold for 20.5), under a receipt key of the test's own.
    const bill = (uid: string, billId: string, name: string, at: string) =>
      billDocs(
        uid,
        { restaurantName: name, address: 'Main St 1', totalAmount: 20.5, date: '2025-03-01' },
        { billId, at: new Date(at), receiptKey: name },
      );
    await seed(
      Object.fromEntries([
        ...bill('ben', 'ben_1', 'Old', '2025-03-01T10:00:00Z'),
        ...bill('ben', 'ben_2', 'New', '2025-03-02T10:00:00Z'),
        ...bill('ann', 'ann_1', 'Other', '2025-03-03T10:00:00Z'),
      ]),
    );
    const bills = await newestPage(billPages('ben', dbAs('ann')));
    expect(bills.map((b) => [b.restaurantName, b.totalAmount, b.goldPointsEarned])).toEqual([
      ['New', 20.5, 20],
      ['Old', 20.5, 20],
    ]);
    expect(bills[0].createdAt).toBeInstanceOf(Date);
  });

  test('transfers listener: sent and received in one query, newest first, only ones that name the user', async () => {
    const tx = (senderId: string, receiverId: string, amount: number, txId: string, at: string) =>
      transferDocs(senderId, receiverId, amount, txId, new Date(at));
    await seed({
      'users/cat': userDoc('cat'),
      ...Object.fromEntries([
        ...tx('ann', 'ben', 5, 't1', '2025-03-01T10:00:00Z'),
        ...tx('ben', 'ann', 9, 't2', '2025-03-03T10:00:00Z'),
        ...tx('cat', 'ann', 2, 't3', '2025-03-02T10:00:00Z'),
        ...tx('ben', 'cat', 1, 't4', '2025-03-04T10:00:00Z'),
      ]),
    });
    const transfers = await newestPage(transferPages('ann', dbAs('ann')));
    expect(transfers.map((t) => [t.id, t.senderId, t.receiverId, t.amount])).toEqual([
      ['t2', 'ben', 'ann', 9],
      ['t3', 'cat', 'ann', 2],
      ['t1', 'ann', 'ben', 5],
    ]);
  });

  test("another user's transfers are refused by the rules and reported through onError", async () => {
    await expect(newestPage(transferPages('ben', dbAs('ann')))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
