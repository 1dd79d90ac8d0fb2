// Period counters (docs/decisions/0010-caps-and-periods.md): users/{uid}.periodPoints.{week,
// month,year} = { key, gold, silver }. The key is the current Europe/Rome period derived by the rules from
// request.time; a bill moves gold and silver by its points, a transfer moves silver by -amount (sender)
// and +amount (receiver); a stale or missing counter restarts; nothing else moves them.
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteField,
  doc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { periodKeysAt, type PeriodKeys } from '@/domain/period-keys';
import { buildSeed } from '../../fixtures/seed-world.mjs';
import {
  createGroup,
  dbAnon,
  dbAs,
  editProfile,
  follow,
  peek,
  sampleBill,
  sampleGroup,
  saveBill,
  sendSilver,
  seedUser,
  useRulesEnv,
  type ScannedBill,
} from './helpers';

const DAY = 86_400_000;
const now = () => periodKeysAt(new Date());
const keysIn = (days: number) => periodKeysAt(new Date(Date.now() + days * DAY));

// ------------------------------------------------------------------ the rules' key maths = the app's

describe("the rules' period keys equal src/domain/period-keys.ts", () => {
  // The block of firestore.rules between its BEGIN/END period keys markers, run on given instants
  // (request.time cannot be moved in the emulator, so the functions take the instant as a parameter).
  const rules = readFileSync(process.env.FIRESTORE_RULES ?? 'firestore.rules', 'utf8');
  const block = /\/\/ BEGIN period keys[\s\S]*?\/\/ END period keys/.exec(rules)?.[0] ?? '';
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: 'demo-rules-period-keys',
      firestore: {
        host: '127.0.0.1',
        port: 8080,
        rules: `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
${block}
    function keysOk(d) {
      let l = romeTime(d.t);
      return d.day == dayKeyOf(l) && d.week == weekKeyOf(l) && d.month == monthKeyOf(l)
        && d.year == yearKeyOf(l);
    }
    match /probe/{id} {
      allow create: if keysOk(request.resource.data);
    }
  }
}`,
      },
    });
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  let probes = 0;
  // A new document each time (the probe rule allows create only), also across runs on a long-running
  // emulator: nothing clears this project, so the ids carry the run.
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const probe = (t: Date, keys: PeriodKeys) =>
    setDoc(
      doc(env.unauthenticatedContext().firestore() as unknown as Firestore, 'probe', `${run}-${++probes}`),
      {
        t: Timestamp.fromDate(t),
        ...keys,
      },
    );

  test('the block is there and is what the rules use', () => {
    expect(block).toContain('function romeTime(t)');
    expect(rules).toContain('romeTime(request.time)');
  });

  // Rome midnights around both DST changes, Sunday/Monday in winter and summer, month and year ends,
  // ISO week 53 and week 1.
  const edges = [
    '2026-03-29T00:59:59Z',
    '2026-03-29T01:00:00Z',
    '2026-03-29T21:59:59Z',
    '2026-03-29T22:00:00Z',
    '2026-10-25T00:59:59Z',
    '2026-10-25T01:00:00Z',
    '2026-10-25T22:59:59Z',
    '2026-10-25T23:00:00Z',
    '2026-11-22T22:59:59Z',
    '2026-11-22T23:00:00Z',
    '2026-06-14T21:59:59Z',
    '2026-06-14T22:00:00Z',
    '2026-04-30T21:59:59Z',
    '2026-04-30T22:00:00Z',
    '2025-12-31T22:59:59Z',
    '2025-12-31T23:00:00Z',
    '2024-12-29T23:00:00Z',
    '2020-12-31T12:00:00Z',
    '2021-01-03T22:59:59Z',
    '2021-01-03T23:00:00Z',
    '2026-12-31T12:00:00Z',
    '2027-01-03T12:00:00Z',
    '2027-01-03T23:00:00Z',
    '2027-03-28T00:59:59Z',
    '2027-03-28T01:00:00Z',
    '2027-10-31T00:59:59Z',
    '2027-10-31T01:00:00Z',
    '2028-01-01T12:00:00Z',
    '2028-02-29T12:00:00Z',
  ];
  // And one instant every 11 days and 5 hours through 2026-2028 (every weekday and hour drift).
  const sweep = Array.from({ length: 100 }, (_, i) =>
    new Date(Date.UTC(2026, 0, 1) + i * (11 * DAY + 5 * 3_600_000)).toISOString(),
  );

  test.each([...edges, ...sweep, new Date().toISOString()])('at %s', async (iso) => {
    const t = new Date(iso);
    await assertSucceeds(probe(t, periodKeysAt(t)));
  });

  test('the probe refuses a key one period off (it is not vacuous)', async () => {
    const t = new Date('2026-11-22T23:00:00Z');
    await assertFails(probe(t, { ...periodKeysAt(t), week: '2026-W47' }));
    await assertFails(probe(t, { ...periodKeysAt(t), day: '2026-11-22' }));
    await assertFails(probe(new Date('2025-12-31T23:00:00Z'), { ...periodKeysAt(t), year: '2025' }));
  });
});

// ------------------------------------------------------------------ bills and transfers move them

const getEnv = useRulesEnv('demo-rules-periods');
const alice = () => dbAs(getEnv(), 'alice');
const bob = () => dbAs(getEnv(), 'bob');

let serial = 0;
const bill = (totalAmount: number): ScannedBill => {
  serial += 1;
  return { ...sampleBill, restaurantName: `Trattoria ${serial}`, totalAmount };
};
const save = (b: ScannedBill, opts: Parameters<typeof saveBill>[3] = {}) =>
  saveBill(alice(), 'alice', b, { ownerIds: [], ...opts });

/** Stored counters, all three of the given keys. */
function counters(keys: Pick<PeriodKeys, 'week' | 'month' | 'year'>, gold: number, silver: number) {
  return {
    week: { key: keys.week, gold, silver },
    month: { key: keys.month, gold, silver },
    year: { key: keys.year, gold, silver },
  };
}

const periodsOf = async (uid: string) => (await peek(getEnv(), `users/${uid}`))?.periodPoints as DocumentData;

beforeEach(async () => {
  await seedUser(getEnv(), 'alice', { goldPoints: 500, silverPoints: 400 });
  await seedUser(getEnv(), 'bob', { goldPoints: 10, silverPoints: 10 });
});

describe('allowed', () => {
  test("a user without counters (existing users): a bill starts all three at its points with today's keys", async () => {
    await assertSucceeds(save(bill(42.5)));
    expect(await periodsOf('alice')).toEqual(counters(now(), 42, 42));
  });

  test('current counters rise by the points; a stale week restarts; gold and silver together', async () => {
    const k = now();
    await seedUser(getEnv(), 'alice', {
      periodPoints: { ...counters(k, 300, 250), week: { key: keysIn(-7).week, gold: 900, silver: 900 } },
    });
    await assertSucceeds(save(bill(20.9)));
    expect(await periodsOf('alice')).toEqual({
      week: { key: k.week, gold: 20, silver: 20 },
      month: { key: k.month, gold: 320, silver: 270 },
      year: { key: k.year, gold: 320, silver: 270 },
    });
  });

  test('a stale month and year from last year restart too', async () => {
    const k = now();
    const old = keysIn(-400);
    await seedUser(getEnv(), 'alice', { periodPoints: counters(old, 70, 70) });
    await assertSucceeds(save(bill(5)));
    expect(await periodsOf('alice')).toEqual(counters(k, 5, 5));
  });

  test('a bill under €1 (0 points) with current counters leaves them as they are', async () => {
    await seedUser(getEnv(), 'alice', { periodPoints: counters(now(), 3, 3) });
    await assertSucceeds(save(bill(0.5)));
    expect(await periodsOf('alice')).toEqual(counters(now(), 3, 3));
  });

  test("a transfer: the sender's period silver falls, the receiver's rises; gold untouched", async () => {
    const k = now();
    await seedUser(getEnv(), 'alice', { silverPoints: 400, periodPoints: counters(k, 300, 250) });
    await assertSucceeds(sendSilver(alice(), 'alice', 'bob', 30));
    expect(await periodsOf('alice')).toEqual(counters(k, 300, 220));
    // bob had none: each restarts at +30 silver and 0 gold.
    expect(await periodsOf('bob')).toEqual(counters(k, 0, 30));
  });

  test('a transfer from a stale sender restarts at -amount (net silver of the period)', async () => {
    await seedUser(getEnv(), 'alice', { silverPoints: 400, periodPoints: counters(keysIn(-40), 300, 250) });
    await assertSucceeds(sendSilver(alice(), 'alice', 'bob', 30));
    expect(await periodsOf('alice')).toEqual(
      // The year may still be current 40 days ago.
      {
        week: { key: now().week, gold: 0, silver: -30 },
        month: { key: now().month, gold: 0, silver: -30 },
        year:
          keysIn(-40).year === now().year
            ? { key: now().year, gold: 300, silver: 220 }
            : { key: now().year, gold: 0, silver: -30 },
      },
    );
  });

  test("anyone reads a period board: this week's key, gold > 0, highest first, 10 at most", async () => {
    const k = now();
    await seedUser(getEnv(), 'carl', { periodPoints: counters(k, 50, 50) });
    await seedUser(getEnv(), 'dora', {
      periodPoints: { ...counters(k, 0, 0), week: { key: keysIn(-7).week, gold: 900, silver: 900 } },
    });
    await seedUser(getEnv(), 'emil', { periodPoints: counters(k, 0, 12) });
    await seedUser(getEnv(), 'fay', { periodPoints: counters(k, 80, 1) });
    const snap = await assertSucceeds(
      getDocs(
        query(
          collection(dbAnon(getEnv()), 'users'),
          where('periodPoints.week.key', '==', k.week),
          where('periodPoints.week.gold', '>', 0),
          orderBy('periodPoints.week.gold', 'desc'),
          limit(10),
        ),
      ),
    );
    // dora's 900 are last week's: the query leaves her out; emil has 0 gold this week.
    expect(snap.docs.map((d) => d.id)).toEqual(['fay', 'carl']);
  });

  test('anyone reads the verified boards (decision 0046): this week and all time, highest first', async () => {
    const k = now();
    const withVerified = (gold: number, verified: number) => ({
      week: { key: k.week, gold, silver: gold, verified },
      month: { key: k.month, gold, silver: gold, verified },
      year: { key: k.year, gold, silver: gold, verified },
    });
    await seedUser(getEnv(), 'carl', { periodPoints: withVerified(50, 20), verifiedGold: 20 });
    await seedUser(getEnv(), 'fay', { periodPoints: withVerified(80, 0), verifiedGold: 0 });
    await seedUser(getEnv(), 'gus', { periodPoints: withVerified(30, 30), verifiedGold: 130 });
    const week = await assertSucceeds(
      getDocs(
        query(
          collection(dbAnon(getEnv()), 'users'),
          where('periodPoints.week.key', '==', k.week),
          where('periodPoints.week.verified', '>', 0),
          orderBy('periodPoints.week.verified', 'desc'),
          limit(10),
        ),
      ),
    );
    expect(week.docs.map((d) => d.id)).toEqual(['gus', 'carl']);
    const all = await assertSucceeds(
      getDocs(
        query(
          collection(dbAnon(getEnv()), 'users'),
          where('verifiedGold', '>', 0),
          orderBy('verifiedGold', 'desc'),
          limit(10),
        ),
      ),
    );
    expect(all.docs.map((d) => d.id)).toEqual(['gus', 'carl']);
  });
});

describe('denied', () => {
  test('inflating a period counter with a bill', async () => {
    await seedUser(getEnv(), 'alice', { periodPoints: counters(now(), 300, 250) });
    for (const field of ['week.gold', 'month.silver', 'year.gold']) {
      await assertFails(save(bill(10), { tamper: { user: { [`periodPoints.${field}`]: increment(11) } } }));
    }
  });

  test('a bill that restarts a current counter (wiping the week so far, or starting it higher)', async () => {
    const k = now();
    await seedUser(getEnv(), 'alice', { periodPoints: counters(k, 300, 250) });
    await assertFails(
      save(bill(10), { tamper: { user: { 'periodPoints.week': { key: k.week, gold: 10, silver: 10 } } } }),
    );
    await seedUser(getEnv(), 'alice', { periodPoints: counters(keysIn(-7), 0, 0) });
    await assertFails(
      save(bill(10), { tamper: { user: { 'periodPoints.week': { key: k.week, gold: 500, silver: 10 } } } }),
    );
  });

  test.each([
    ['next week', () => ({ 'periodPoints.week': { key: keysIn(7).week, gold: 10, silver: 10 } })],
    ['last week', () => ({ 'periodPoints.week': { key: keysIn(-7).week, gold: 10, silver: 10 } })],
    ['next month', () => ({ 'periodPoints.month': { key: keysIn(32).month, gold: 10, silver: 10 } })],
    ['next year', () => ({ 'periodPoints.year': { key: keysIn(366).year, gold: 10, silver: 10 } })],
    ['a made-up week', () => ({ 'periodPoints.week': { key: '2099-W01', gold: 10, silver: 10 } })],
  ])('a bill writing a counter of %s', async (_name, user) => {
    await assertFails(save(bill(10), { tamper: { user: user() } }));
  });

  test('a bill without a counter, or with a malformed one', async () => {
    const k = now();
    const malformed: Record<string, unknown>[] = [
      { 'periodPoints.week': deleteField() },
      { 'periodPoints.week': { key: k.week, gold: '10', silver: 10 } },
      { 'periodPoints.week': { key: k.week, gold: 10, silver: 10, bonus: 1 } },
      { 'periodPoints.week': { key: k.week, gold: 10 } },
      { 'periodPoints.week': 10 },
      { 'periodPoints.day': { key: k.day, gold: 10, silver: 10 } },
    ];
    for (const user of malformed) await assertFails(save(bill(10), { tamper: { user } }));
    // All three left out, on a user who has none yet.
    await assertFails(
      save(bill(10), {
        tamper: {
          user: {
            'periodPoints.week': deleteField(),
            'periodPoints.month': deleteField(),
            'periodPoints.year': deleteField(),
          },
        },
      }),
    );
  });

  test('a transfer moving period gold, or silver by more or less than the amount', async () => {
    const k = now();
    await seedUser(getEnv(), 'alice', { silverPoints: 400, periodPoints: counters(k, 300, 250) });
    await seedUser(getEnv(), 'bob', { silverPoints: 10, periodPoints: counters(k, 5, 5) });
    await assertFails(
      sendSilver(alice(), 'alice', 'bob', 30, { receiver: { 'periodPoints.week.gold': increment(30) } }),
    );
    await assertFails(
      sendSilver(alice(), 'alice', 'bob', 30, { receiver: { 'periodPoints.week.silver': increment(300) } }),
    );
    await assertFails(
      sendSilver(alice(), 'alice', 'bob', 30, { sender: { 'periodPoints.week.silver': increment(0) } }),
    );
    await assertFails(
      sendSilver(alice(), 'alice', 'bob', 30, { sender: { 'periodPoints.month.gold': increment(30) } }),
    );
  });

  test("resetting someone else's counters (as a transfer's receiver, with a follow, or directly)", async () => {
    const k = now();
    await seedUser(getEnv(), 'alice', { silverPoints: 400, periodPoints: counters(k, 300, 250) });
    // bob sends alice 5 and rewrites her week as if it had been stale.
    await assertFails(
      sendSilver(bob(), 'bob', 'alice', 5, {
        receiver: { 'periodPoints.week': { key: k.week, gold: 0, silver: 5 } },
      }),
    );
    await assertFails(follow(bob(), 'bob', 'alice', { target: { periodPoints: counters(k, 0, 0) } }));
    await assertFails(updateDoc(doc(bob(), 'users/alice'), { periodPoints: counters(k, 0, 0) }));
    expect(await periodsOf('alice')).toEqual(counters(k, 300, 250));
  });

  test('a transfer that restarts the sender at a past key to shed a negative week', async () => {
    const k = now();
    await seedUser(getEnv(), 'alice', { silverPoints: 400, periodPoints: counters(k, 0, -200) });
    await assertFails(
      sendSilver(alice(), 'alice', 'bob', 5, {
        sender: { 'periodPoints.week': { key: keysIn(-7).week, gold: 0, silver: -5 } },
      }),
    );
  });

  test('moving the counters in a profile edit, a follow, a group fee, or with no move at all', async () => {
    const k = now();
    await seedUser(getEnv(), 'alice', { periodPoints: counters(k, 300, 250) });
    const pumped = { periodPoints: counters(k, 9999, 9999) };
    const links = { instagram: '', twitter: '', youtube: '' };
    await assertFails(editProfile(alice(), 'alice', { bio: 'x', socialLinks: links }, pumped));
    await assertFails(follow(alice(), 'alice', 'bob', { follower: pumped }));
    await assertFails(createGroup(alice(), 'alice', sampleGroup, { user: pumped }));
    await assertFails(updateDoc(doc(alice(), 'users/alice'), { ...pumped, updatedAt: serverTimestamp() }));
    await assertFails(
      updateDoc(doc(alice(), 'users/alice'), {
        'periodPoints.week.gold': increment(1),
        updatedAt: serverTimestamp(),
      }),
    );
  });

  test('a signed-out visitor writing counters', async () => {
    await assertFails(
      updateDoc(doc(dbAnon(getEnv()), 'users/alice'), { periodPoints: counters(now(), 1, 1) }),
    );
  });
});

// ------------------------------------------------------------------ the indexes of the period boards

test('firestore.indexes.json has the composite index of every period board (key ==, points desc), verified too', () => {
  const { indexes } = JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as {
    indexes: { collectionGroup: string; fields: { fieldPath: string; order?: string }[] }[];
  };
  for (const period of ['week', 'month', 'year']) {
    for (const type of ['gold', 'silver', 'verified']) {
      expect(indexes, `${period} ${type}`).toContainEqual({
        collectionGroup: 'users',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: `periodPoints.${period}.key`, order: 'ASCENDING' },
          { fieldPath: `periodPoints.${period}.${type}`, order: 'DESCENDING' },
        ],
      });
    }
  }
});

// ------------------------------------------------------------------ the seed data

describe('the seed script', () => {
  test("seeds each user's counters of the current periods from its bills and transfers", () => {
    const docs = buildSeed() as [string, DocumentData][];
    const k = now();
    const expected: Record<string, Record<string, { gold: number; silver: number }>> = {};
    const add = (uid: string, at: Date, gold: number, silver: number) => {
      const keys = periodKeysAt(at);
      for (const p of ['week', 'month', 'year'] as const) {
        if (keys[p] !== k[p]) continue;
        const e = ((expected[uid] ??= {})[p] ??= { gold: 0, silver: 0 });
        e.gold += gold;
        e.silver += silver;
      }
    };
    for (const [path, d] of docs) {
      if (path.startsWith('bills/')) add(d.userId, d.createdAt, d.goldPointsEarned, d.goldPointsEarned);
      if (path.startsWith('pointTransactions/')) {
        add(d.senderId, d.createdAt, 0, -d.amount);
        add(d.receiverId, d.createdAt, 0, d.amount);
      }
    }
    const users = docs.filter(([path]) => /^users\/[^/]+$/.test(path));
    for (const [path, u] of users) {
      const uid = path.slice('users/'.length);
      for (const p of ['week', 'month', 'year'] as const) {
        const e = expected[uid]?.[p];
        expect(u.periodPoints?.[p], `${uid} ${p}`).toEqual(e ? { key: k[p], ...e } : undefined);
      }
    }
    // The dev boards are not empty: someone earned gold this week.
    expect(users.some(([, u]) => (u.periodPoints?.week?.gold ?? 0) > 0)).toBe(true);
  });
});
