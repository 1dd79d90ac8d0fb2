// Bill: bills/{uid}_{digits} + receipts/{receiptKey} + the diner's points, in one transaction.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, test } from 'vitest';
import { MAX_BILL_TOTAL } from '@/features/scan/model/bill-caps';
import { KEY_FOLDS, normKey, restaurantKeyOf } from '@/domain/restaurant-key';
import { KEY_VECTORS } from '@/domain/restaurant-key-vectors';
import { buildSeed } from '../../fixtures/seed-world.mjs';
import {
  dbAnon,
  dbAs,
  isoDate,
  peek,
  receiptKeyOf,
  restaurantProfileDoc,
  seed,
  sampleBill,
  saveBill,
  seedOwner,
  seedUser,
  trattoria,
  useRulesEnv,
  userDoc,
  type ScannedBill,
} from './helpers';

const getEnv = useRulesEnv('demo-rules-bills');

beforeEach(async () => {
  await seedUser(getEnv(), 'alice', { goldPoints: 10, silverPoints: 5, totalSpent: 10.25 });
  await seedUser(getEnv(), 'bob');
});

const alice = () => dbAs(getEnv(), 'alice');
const bill = (patch: Partial<ScannedBill> = {}): ScannedBill => ({ ...sampleBill, ...patch });

describe('allowed', () => {
  test('an owner, owner mode on or off, billing another restaurant', async () => {
    await seedOwner(getEnv(), 'olga', trattoria);
    const elsewhere = bill({ restaurantName: 'Pizzeria Nino' });
    await assertSucceeds(
      saveBill(dbAs(getEnv(), 'olga'), 'olga', elsewhere, { billId: 'olga_1', ownerIds: [] }),
    );
    await seedOwner(
      getEnv(),
      'otto',
      trattoria,
      {},
      { isRestaurantOwner: false, restaurantActivatedAt: null },
    );
    const b = bill({ restaurantName: 'Osteria Otto', totalAmount: 12 });
    await assertSucceeds(saveBill(dbAs(getEnv(), 'otto'), 'otto', b, { billId: 'otto_1', ownerIds: [] }));
  });

  test('a bill with its receipt raises gold and silver by floor(total) and totalSpent by total', async () => {
    const id = await assertSucceeds(
      saveBill(alice(), 'alice', sampleBill, { billId: 'alice_1700000000000' }),
    );
    expect(id).toBe('alice_1700000000000');
    expect(await peek(getEnv(), 'users/alice')).toMatchObject({
      goldPoints: 52,
      silverPoints: 47,
      totalSpent: 52.75,
      lastBillId: 'alice_1700000000000',
    });
    expect(await peek(getEnv(), 'bills/alice_1700000000000')).toMatchObject({
      goldPointsEarned: 42,
      status: 'processed',
      receiptKey: receiptKeyOf(sampleBill),
    });
    expect(await peek(getEnv(), `receipts/${receiptKeyOf(sampleBill)}`)).toMatchObject({
      billId: 'alice_1700000000000',
      userId: 'alice',
    });
  });

  test('a second, different bill later raises the points again', async () => {
    await saveBill(alice(), 'alice', sampleBill, { billId: 'alice_1' });
    await assertSucceeds(saveBill(alice(), 'alice', bill({ totalAmount: 19.99 }), { billId: 'alice_2' }));
    expect(await peek(getEnv(), 'users/alice')).toMatchObject({ goldPoints: 71, lastBillId: 'alice_2' });
  });

  test.each([
    ['an integer total', { totalAmount: 20 }],
    ['a total under 1 (0 points)', { totalAmount: 0.5 }],
    ['the maximum total of a bill (the cap, decision 0010)', { totalAmount: MAX_BILL_TOTAL }],
    ['a bill without items', { items: undefined }],
    ['100 items', { items: Array.from({ length: 100 }, (_, i) => ({ name: `i${i}`, price: 1 })) }],
    ['dated today', { date: isoDate(0) }],
    ['dated 30 days ago', { date: isoDate(30) }],
    ['dated 31 days ago (time-zone slack)', { date: isoDate(31) }],
    ['dated tomorrow (time-zone slack)', { date: isoDate(-1) }],
    [
      'non-Latin names (only ASCII letters count in the key)',
      { restaurantName: 'Café Étoile 東京', address: 'Rue 1' },
    ],
  ])('%s', async (_name, patch) => {
    await assertSucceeds(saveBill(alice(), 'alice', bill(patch), { billId: 'alice_1' }));
  });

  test('an owner bills another restaurant', async () => {
    await seedOwner(getEnv(), 'olga');
    await assertSucceeds(
      saveBill(dbAs(getEnv(), 'olga'), 'olga', bill({ restaurantName: 'Elsewhere' }), { billId: 'olga_1' }),
    );
  });

  test('signed-in users read bills (by id and by userId, newest first) and receipts', async () => {
    await saveBill(alice(), 'alice', sampleBill, { billId: 'alice_1' });
    const db = dbAs(getEnv(), 'bob');
    await assertSucceeds(getDoc(doc(db, 'bills/alice_1')));
    await assertSucceeds(
      getDocs(query(collection(db, 'bills'), where('userId', '==', 'alice'), orderBy('createdAt', 'desc'))),
    );
    await assertSucceeds(getDoc(doc(db, `receipts/${receiptKeyOf(sampleBill)}`)));
  });
});

describe('denied', () => {
  test('signed-out visitors reading bills or receipts', async () => {
    await saveBill(alice(), 'alice', sampleBill, { billId: 'alice_1' });
    await assertFails(getDoc(doc(dbAnon(getEnv()), 'bills/alice_1')));
    await assertFails(getDoc(doc(dbAnon(getEnv()), `receipts/${receiptKeyOf(sampleBill)}`)));
  });

  test("a bill in another user's name (id, userId and points of bob)", async () => {
    await assertFails(saveBill(alice(), 'bob', sampleBill, { billId: 'bob_1' }));
  });

  test('a bill whose userId is another user', async () => {
    await assertFails(
      saveBill(alice(), 'alice', sampleBill, { billId: 'alice_1', tamper: { bill: { userId: 'bob' } } }),
    );
  });

  test.each(['bob_1', 'alice_abc', 'alice_', 'alice1', 'xalice_1', 'alice_12345678901234567'])(
    'a bill id %s that is not {uid}_{digits}',
    async (billId) => {
      await assertFails(saveBill(alice(), 'alice', sampleBill, { billId }));
    },
  );

  test('points without a bill', async () => {
    await assertFails(
      updateDoc(doc(alice(), 'users/alice'), {
        goldPoints: increment(42),
        silverPoints: increment(42),
        totalSpent: increment(42.5),
        lastBillId: 'alice_999',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  test('a bill claiming more points than floor(total)', async () => {
    await assertFails(
      saveBill(alice(), 'alice', sampleBill, {
        billId: 'alice_1',
        tamper: {
          bill: { goldPointsEarned: 43 },
          user: { goldPoints: increment(43), silverPoints: increment(43) },
        },
      }),
    );
  });

  test('a goldPointsEarned that is not an integer', async () => {
    await assertFails(
      saveBill(alice(), 'alice', sampleBill, {
        billId: 'alice_1',
        tamper: {
          bill: { goldPointsEarned: 42.5 },
          user: { goldPoints: increment(42.5), silverPoints: increment(42.5) },
        },
      }),
    );
  });

  test.each([
    ['gold raised by more than the bill', { goldPoints: increment(100) }],
    ['silver raised by more than the bill', { silverPoints: increment(100) }],
    ['silver not raised', { silverPoints: increment(0) }],
    ['totalSpent not raised by the total', { totalSpent: increment(42) }],
    ['another key changed with it', { followers: increment(1) }],
    ['lastBillId not pointing at the bill', { lastBillId: 'alice_2' }],
  ])('the diner update is wrong: %s', async (_name, user) => {
    await assertFails(saveBill(alice(), 'alice', sampleBill, { billId: 'alice_1', tamper: { user } }));
  });

  test("a bill without the diner's update", async () => {
    await assertFails(
      saveBill(alice(), 'alice', sampleBill, { billId: 'alice_1', tamper: { user: 'skip' } }),
    );
  });

  test('a bill without its receipt', async () => {
    await assertFails(
      saveBill(alice(), 'alice', sampleBill, { billId: 'alice_1', tamper: { receipt: 'skip' } }),
    );
  });

  test('a receipt without its bill', async () => {
    await assertFails(
      setDoc(doc(alice(), `receipts/${receiptKeyOf(sampleBill)}`), {
        billId: 'alice_1',
        userId: 'alice',
        createdAt: serverTimestamp(),
      }),
    );
  });

  test('an extra receipt under another key with the bill (blocking a receipt you did not claim)', async () => {
    const other = receiptKeyOf(bill({ restaurantName: 'Someone Else', totalAmount: 99 }));
    await assertFails(
      saveBill(alice(), 'alice', sampleBill, {
        billId: 'alice_1',
        extra: (tx, db) =>
          tx.set(doc(db, 'receipts', other), {
            billId: 'alice_1',
            userId: 'alice',
            createdAt: serverTimestamp(),
          }),
      }),
    );
  });

  test('a receipt naming another user', async () => {
    await assertFails(
      saveBill(alice(), 'alice', sampleBill, { billId: 'alice_1', tamper: { receipt: { userId: 'bob' } } }),
    );
  });

  test('reusing an old bill id to raise the points again', async () => {
    await saveBill(alice(), 'alice', sampleBill, { billId: 'alice_1' });
    await saveBill(alice(), 'alice', bill({ totalAmount: 7 }), { billId: 'alice_2' });
    for (const old of ['alice_1', 'alice_2']) {
      await assertFails(
        updateDoc(doc(alice(), 'users/alice'), {
          goldPoints: increment(42),
          silverPoints: increment(42),
          totalSpent: increment(42.5),
          lastBillId: old,
          updatedAt: serverTimestamp(),
        }),
      );
    }
    // and the old bill cannot be written again with a new receipt
    await assertFails(saveBill(alice(), 'alice', bill({ totalAmount: 8 }), { billId: 'alice_1' }));
  });

  test('the same receipt claimed again by the same user with another spelling', async () => {
    await saveBill(alice(), 'alice', sampleBill, { billId: 'alice_1' });
    const respelled = bill({ restaurantName: '  TRATTORIA-roma ', address: 'via appia 1 / ROME.' });
    expect(receiptKeyOf(respelled)).toBe(receiptKeyOf(sampleBill));
    await assertFails(saveBill(alice(), 'alice', respelled, { billId: 'alice_2' }));
  });

  test('the same receipt claimed by another user', async () => {
    await saveBill(alice(), 'alice', sampleBill, { billId: 'alice_1' });
    await assertFails(
      saveBill(dbAs(getEnv(), 'bob'), 'bob', bill({ restaurantName: 'trattoria roma' }), { billId: 'bob_1' }),
    );
  });

  test('the same receipt with the total written differently (42.50 vs 42.5 is the same number)', async () => {
    await saveBill(alice(), 'alice', sampleBill, { billId: 'alice_1' });
    await assertFails(saveBill(alice(), 'alice', bill({ totalAmount: 42.5 + 1e-9 }), { billId: 'alice_2' }));
  });

  test('a receipt key that does not match the bill', async () => {
    await assertFails(
      saveBill(alice(), 'alice', sampleBill, {
        billId: 'alice_1',
        tamper: { receiptKey: `${receiptKeyOf(sampleBill)}x` },
      }),
    );
  });

  test('a receipt key made the old way (accents dropped, not folded) or with accents kept', async () => {
    const b = bill({ restaurantName: 'Café Roma' });
    for (const [i, name] of ['cafroma', 'caféroma'].entries()) {
      const key = `${b.date}_4250_${name}_viaappia1rome`;
      await assertFails(
        saveBill(alice(), 'alice', b, { billId: `alice_${i + 1}`, tamper: { receiptKey: key } }),
      );
    }
  });

  test.each([
    ['null', null],
    ['of another restaurant', 'pizzerianino_viaappia1rome'],
    ['with an extra space', 'trattoriaroma_viaappia1rome '],
    ['made the old way from a name with accents', 'trattriarma_viaappia1rome'],
    ['not a string', 42],
  ])('a restaurant key %s', async (_name, restaurantKey) => {
    const b =
      restaurantKey === 'trattriarma_viaappia1rome' ? bill({ restaurantName: 'Trattória Róma' }) : sampleBill;
    await assertFails(
      saveBill(alice(), 'alice', b, { billId: 'alice_1', tamper: { bill: { restaurantKey } } }),
    );
  });

  test.each([
    ['accents', 'Trattória Róma'],
    ['a decomposed accent', 'Trattori\u0301a Roma'],
    ['full-width letters', 'Ｔｒａｔｔｏｒｉａ Ｒｏｍａ'],
    ['a Cyrillic a', 'Tr\u0430ttoria Roma'],
    ['a Greek capital omicron', 'Trattoria R\u039fma'],
  ])('the same receipt claimed again with %s', async (_name, restaurantName) => {
    await saveBill(alice(), 'alice', sampleBill, { billId: 'alice_1' });
    const respelled = bill({ restaurantName: JSON.parse(`"${restaurantName}"`) as string });
    expect(receiptKeyOf(respelled)).toBe(receiptKeyOf(sampleBill));
    await assertFails(saveBill(dbAs(getEnv(), 'bob'), 'bob', respelled, { billId: 'bob_1' }));
  });

  test.each([
    ['dated in 2 days', { date: isoDate(-2) }],
    ['dated 32 days ago', { date: isoDate(32) }],
    ['dated 40 days ago', { date: isoDate(40) }],
    ['a date that does not exist', { date: '2025-02-30' }],
    ['a date not in YYYY-MM-DD', { date: isoDate(1).split('-').reverse().join('/') }],
    ['a total of 0', { totalAmount: 0 }],
    ['a negative total', { totalAmount: -5 }],
    ['a total one cent over the cap of a bill', { totalAmount: MAX_BILL_TOTAL + 0.01 }],
    ['an empty restaurant name', { restaurantName: '' }],
    ['an empty address', { address: '' }],
    ['a restaurant name over 200 characters', { restaurantName: 'x'.repeat(201) }],
    ['101 items', { items: Array.from({ length: 101 }, (_, i) => ({ name: `i${i}`, price: 1 })) }],
  ])('%s', async (_name, patch) => {
    await assertFails(saveBill(alice(), 'alice', bill(patch), { billId: 'alice_1' }));
  });

  test.each([
    ['a total given as text', { totalAmount: '42.5' }],
    ['a status other than processed', { status: 'pending' }],
    ['items not a list', { items: 'pizza' }],
    ['an extra key', { verified: true }],
    ['createdAt from the client clock', { createdAt: Timestamp.now() }],
    ['updatedAt from the client clock', { updatedAt: Timestamp.now() }],
  ])('a bill with %s', async (_name, patch) => {
    await assertFails(saveBill(alice(), 'alice', sampleBill, { billId: 'alice_1', tamper: { bill: patch } }));
  });

  test.each([
    ['spelled as in their profile', sampleBill],
    ['in capitals', bill({ restaurantName: 'TRATTORIA ROMA' })],
    [
      'with accents and punctuation',
      bill({ restaurantName: 'Trattória  Roma!', address: 'via appia 1 - rome' }),
    ],
    ['with a Cyrillic a', bill({ restaurantName: 'Tr\u0430ttoria Roma' })],
  ])('an owner billing their own restaurant %s', async (_name, b) => {
    await seedOwner(getEnv(), 'olga', trattoria);
    await assertFails(saveBill(dbAs(getEnv(), 'olga'), 'olga', b, { billId: 'olga_1', ownerIds: [] }));
  });

  test('an owner billing their own restaurant with owner mode switched off', async () => {
    await seedOwner(
      getEnv(),
      'olga',
      trattoria,
      {},
      { isRestaurantOwner: false, restaurantActivatedAt: null },
    );
    const b = bill({ restaurantName: 'trattoria roma' });
    await assertFails(saveBill(dbAs(getEnv(), 'olga'), 'olga', b, { billId: 'olga_1', ownerIds: [] }));
  });

  test("an owner billing the restaurant of their profile's stored restaurantKey", async () => {
    await seed(getEnv(), {
      'users/olga': userDoc('olga', {
        isRestaurantOwner: true,
        restaurantActivatedAt: Timestamp.now(),
        restaurantProfile: {
          ...restaurantProfileDoc({ ...trattoria, name: 'Renamed' }),
          restaurantKey: restaurantKeyOf(trattoria.name, trattoria.address),
        },
      }),
    });
    await assertFails(
      saveBill(dbAs(getEnv(), 'olga'), 'olga', sampleBill, { billId: 'olga_1', ownerIds: [] }),
    );
  });

  test('a signed-out visitor saving a bill', async () => {
    await assertFails(saveBill(dbAnon(getEnv()), 'alice', sampleBill, { billId: 'alice_1', ownerIds: [] }));
  });

  test('updating or deleting a bill or a receipt, even your own', async () => {
    await saveBill(alice(), 'alice', sampleBill, { billId: 'alice_1' });
    const key = receiptKeyOf(sampleBill);
    await assertFails(updateDoc(doc(alice(), 'bills/alice_1'), { totalAmount: 4250 }));
    await assertFails(deleteDoc(doc(alice(), 'bills/alice_1')));
    await assertFails(updateDoc(doc(alice(), `receipts/${key}`), { billId: 'alice_9' }));
    await assertFails(deleteDoc(doc(alice(), `receipts/${key}`)));
  });

  test('two bills in one write', async () => {
    const db = alice();
    const b2 = bill({ totalAmount: 10 });
    const batch = writeBatch(db);
    for (const [id, b] of [
      ['alice_1', sampleBill],
      ['alice_2', b2],
    ] as const) {
      batch.set(doc(db, 'bills', id), {
        userId: 'alice',
        restaurantName: b.restaurantName,
        address: b.address,
        totalAmount: b.totalAmount,
        date: b.date,
        items: [],
        goldPointsEarned: Math.floor(b.totalAmount),
        status: 'processed',
        restaurantKey: restaurantKeyOf(b.restaurantName, b.address),
        receiptKey: receiptKeyOf(b),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
      batch.set(doc(db, 'receipts', receiptKeyOf(b)), {
        billId: id,
        userId: 'alice',
        createdAt: serverTimestamp(),
      });
    }
    batch.update(doc(db, 'users/alice'), {
      goldPoints: increment(52),
      silverPoints: increment(52),
      totalSpent: increment(52.5),
      lastBillId: 'alice_2',
      updatedAt: serverTimestamp(),
    });
    await assertFails(batch.commit());
  });
});

describe('restaurant and receipt keys: the rules compute what the app computes', () => {
  test('firestore.rules normKey is the one generated from KEY_FOLDS (src/domain/restaurant-key.ts)', () => {
    const rules = readFileSync('firestore.rules', 'utf8');
    const body = /function normKey\(s\) \{\s*return s\s*([\s\S]*?);\s*\}/.exec(rules)?.[1] ?? '';
    const calls = body.split('\n').map((line) => line.trim());
    const expected = [
      ...KEY_FOLDS.map(([target, chars]) => `.replace('[${chars}]', '${target}')`),
      ".replace('[^\\\\p{L}\\\\p{N}]+', '')",
    ];
    expect(calls).toEqual(expected);
  });

  test.each(KEY_VECTORS.map(([input, key], i) => [input, key, i] as const))(
    'a bill at %j has the restaurant key %j, and the rules accept it',
    async (input, key, i) => {
      const b = bill({ restaurantName: input, totalAmount: 10 + i });
      expect(normKey(input)).toBe(key);
      expect(restaurantKeyOf(input, b.address)).toBe(`${key}_viaappia1rome`);
      await assertSucceeds(saveBill(alice(), 'alice', b, { billId: `alice_${i + 1}`, ownerIds: [] }));
      expect(await peek(getEnv(), `bills/alice_${i + 1}`)).toMatchObject({
        restaurantKey: `${key}_viaappia1rome`,
        receiptKey: `${b.date}_${(10 + i) * 100}_${key}_viaappia1rome`,
      });
    },
  );

  test('a Japanese and a Greek restaurant on the same date, amount and address do not collide', async () => {
    const japanese = bill({ restaurantName: '寿司 屋', address: '東京 1' });
    const greek = bill({ restaurantName: 'Ταβέρνα', address: '東京 1' });
    expect(receiptKeyOf(japanese)).not.toBe(receiptKeyOf(greek));
    await assertSucceeds(saveBill(alice(), 'alice', japanese, { billId: 'alice_1', ownerIds: [] }));
    await assertSucceeds(saveBill(dbAs(getEnv(), 'bob'), 'bob', greek, { billId: 'bob_1', ownerIds: [] }));
  });

  test("the seed script's bills carry the app's restaurant and receipt keys", () => {
    const bills = buildSeed().filter(([path]: [string]) => path.startsWith('bills/'));
    expect(bills.length).toBeGreaterThan(0);
    for (const [, b] of bills as [string, Record<string, string | number>][]) {
      const key = restaurantKeyOf(String(b.restaurantName), String(b.address));
      expect(b.restaurantKey).toBe(key);
      expect(b.receiptKey).toBe(`${b.date}_${Math.round(Number(b.totalAmount) * 100)}_${key}`);
    }
  });
});
