// Settings → Privacy, "Who can see my spending history" (decision 0043): every read that reveals a
// diner's bill — the bill alone or in a list, its receipt, likes and comments on it, the diner's records
// on restaurant pages — follows users/{uid}/preferences/privacy's spendingHistory: 'everyone' (also when
// missing), 'following' (the people the diner follows) or 'onlyMe'. The diner always reads their own;
// the restaurant's owner reads the bills of their restaurant (their statistics).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import type { SpendingHistory } from '../../src/domain/spending-history';
import {
  applyPrivacyPreference,
  fetchPrivacyPreference,
  newPrivacyPreference,
  privacyPreferenceRef,
} from '../../src/features/restaurant-pages/api/diner-privacy';
import { isReceiptClaimed } from '../../src/features/scan/api/fetch-receipt-claim';
import { newComment, newLike } from '../../src/social/api/reaction-docs';
import { billDocs, followDocs, restaurantPageDocs } from '../../fixtures/seed-docs';
import { stamped } from '../../fixtures/step-docs';
import {
  dbAnon,
  dbAs,
  isoDate,
  peek,
  receiptKeyOf,
  restaurantKeyOf,
  sampleBill,
  saveBill,
  seed,
  seedOwner,
  seedUser,
  useRulesEnv,
} from './helpers';

const getEnv = useRulesEnv('demo-privacy-spending');
const as = (uid: string) => dbAs(getEnv(), uid);

// dina dines; she follows fola, not otto; lena liked and commented on her bill; emma owns its restaurant.
const BILL = 'dina_1700000000000';
const KEY = restaurantKeyOf(sampleBill.restaurantName, sampleBill.address);
const RECEIPT = receiptKeyOf(sampleBill);
const LIKE = `lena_${BILL}`;
const COMMENT = 'comment0000000000001';
const PREF = 'users/dina/preferences/privacy';
const CHOICES: SpendingHistory[] = ['everyone', 'following', 'onlyMe'];

/** Who reads under each choice: the diner always, fola (followed) unless onlyMe, otto only everyone. */
const readers = (choice: SpendingHistory) => ({
  dina: true,
  fola: choice !== 'onlyMe',
  otto: choice === 'everyone',
});

async function seedWorld(choice: SpendingHistory | null) {
  await seedUser(getEnv(), 'dina');
  await seedUser(getEnv(), 'fola');
  await seedUser(getEnv(), 'otto');
  await seedOwner(getEnv(), 'emma');
  const at = new Date();
  const docs: Record<string, DocumentData> = Object.fromEntries([
    ...billDocs('dina', { ...sampleBill, date: isoDate(1) }, { billId: BILL, at }, 'bill', 'receipt'),
    ...followDocs('dina', 'fola', at),
    ...restaurantPageDocs(
      [{ uid: 'dina', billId: BILL, at, bill: { ...sampleBill, date: isoDate(1) } }],
      new Set(choice === 'everyone' || choice === null ? [] : ['dina']),
    ),
  ]);
  docs[`likes/${LIKE}`] = stamped(newLike('lena', BILL, 'bill'), at);
  docs[`comments/${COMMENT}`] = stamped(newComment('lena', { kind: 'bill', id: BILL }, 'Nice'), at);
  if (choice) docs[PREF] = newPrivacyPreference(true, choice);
  await seed(getEnv(), docs);
}

const billsOf = (db: Firestore, uid: string) =>
  query(collection(db, 'bills'), where('userId', '==', uid), orderBy('createdAt', 'desc'), limit(20));

/** Each read of something that reveals dina's bill, as the app asks it. */
const READS: [string, (db: Firestore) => Promise<unknown>][] = [
  ['the bill (get)', (db) => getDoc(doc(db, 'bills', BILL))],
  ['her bills (the profile’s history page)', (db) => getDocs(billsOf(db, 'dina'))],
  ['the receipt (get)', (db) => getDoc(doc(db, 'receipts', RECEIPT))],
  ['a like on the bill (get)', (db) => getDoc(doc(db, 'likes', LIKE))],
  [
    'the likes on the bill (list)',
    (db) => getDocs(query(collection(db, 'likes'), where('billId', '==', BILL))),
  ],
  ['a comment on the bill (get)', (db) => getDoc(doc(db, 'comments', COMMENT))],
  [
    'the comments on the bill (list)',
    (db) =>
      getDocs(query(collection(db, 'comments'), where('billId', '==', BILL), orderBy('createdAt', 'desc'))),
  ],
];

describe.each(CHOICES)('spending history: %s', (choice) => {
  beforeEach(() => seedWorld(choice));

  test.each(READS)('%s', async (_name, read) => {
    const may = readers(choice);
    for (const [uid, allowed] of Object.entries(may)) {
      if (allowed) await assertSucceeds(read(as(uid)));
      else await assertFails(read(as(uid)));
    }
    await assertFails(read(dbAnon(getEnv())));
  });

  test('her record on the restaurant page is listed only under everyone', async () => {
    const otto = as('otto');
    const visible = (db: Firestore) =>
      getDocs(query(collection(db, 'restaurantPages', KEY, 'diners'), where('visible', '==', true)));
    const listed = (await assertSucceeds(visible(otto))).docs.map((d) => d.id);
    expect(listed).toEqual(choice === 'everyone' ? ['dina'] : []);
    if (choice === 'everyone')
      await assertSucceeds(getDoc(doc(otto, 'restaurantPages', KEY, 'diners', 'dina')));
    else await assertFails(getDoc(doc(otto, 'restaurantPages', KEY, 'diners', 'dina')));
  });
});

describe('without a saved preference (the default: everyone)', () => {
  beforeEach(() => seedWorld(null));

  test.each(READS)('%s: any signed-in user', async (_name, read) => {
    await assertSucceeds(read(as('otto')));
    await assertFails(read(dbAnon(getEnv())));
  });
});

describe('what stays open whatever the choice', () => {
  beforeEach(() => seedWorld('onlyMe'));

  test('the restaurant’s owner reads its bills (their statistics and charts)', async () => {
    const emma = as('emma');
    await assertSucceeds(getDoc(doc(emma, 'bills', BILL)));
    await assertSucceeds(
      getDocs(
        query(
          collection(emma, 'bills'),
          where('restaurantKey', '==', KEY),
          where('createdAt', '>=', new Date(0)),
          orderBy('createdAt', 'asc'),
        ),
      ),
    );
    // Not another restaurant's owner: otto claims nothing.
    await assertFails(getDocs(query(collection(as('otto'), 'bills'), where('restaurantKey', '==', KEY))));
  });

  test('a missing bill, receipt, like or comment reads as missing (duplicate checks, a dead link)', async () => {
    expect((await assertSucceeds(getDoc(doc(as('otto'), 'bills', 'dina_1')))).exists()).toBe(false);
    expect((await assertSucceeds(getDoc(doc(as('otto'), 'receipts', 'nothing')))).exists()).toBe(false);
    expect((await assertSucceeds(getDoc(doc(as('otto'), 'comments', 'nothing')))).exists()).toBe(false);
    expect((await assertSucceeds(getDoc(doc(as('otto'), 'likes', 'nothing')))).exists()).toBe(false);
  });

  test('the scan’s duplicate check: a receipt of a private history counts as claimed', async () => {
    expect(await isReceiptClaimed(sampleBill, as('otto'))).toBe(true);
    expect(await isReceiptClaimed({ ...sampleBill, totalAmount: 7 }, as('otto'))).toBe(false);
  });

  test('a list not narrowed to one diner is refused; receipts list only their own', async () => {
    await assertFails(getDocs(query(collection(as('fola'), 'bills'), limit(10))));
    await assertFails(getDocs(query(collection(as('fola'), 'likes'), where('targetType', '==', 'bill'))));
    await assertFails(getDocs(query(collection(as('fola'), 'comments'), limit(10))));
    await assertFails(getDocs(query(collection(as('otto'), 'receipts'), where('userId', '==', 'dina'))));
    await assertSucceeds(getDocs(query(collection(as('dina'), 'receipts'), where('userId', '==', 'dina'))));
  });

  test('the liker and the commenter still read their own like and comment', async () => {
    const lena = as('lena');
    await assertSucceeds(getDoc(doc(lena, 'likes', LIKE)));
    await assertSucceeds(
      getDocs(query(collection(lena, 'likes'), where('userId', '==', 'lena'), where('billId', 'in', [BILL]))),
    );
    await assertSucceeds(getDoc(doc(lena, 'comments', COMMENT)));
    await assertSucceeds(getDocs(query(collection(lena, 'comments'), where('userId', '==', 'lena'))));
  });

  test('likes and comments on posts and cards stay readable by everyone', async () => {
    const at = new Date();
    await seed(getEnv(), {
      'likes/otto_dina': stamped(newLike('otto', 'dina', 'user'), at),
      'comments/comment0000000000002': stamped(
        newComment('otto', { kind: 'post', id: 'post0000000000000001' }, 'Yum'),
        at,
      ),
    });
    await assertSucceeds(getDoc(doc(dbAnon(getEnv()), 'likes', 'otto_dina')));
    await assertSucceeds(
      getDocs(query(collection(as('fola'), 'comments'), where('postId', '==', 'post0000000000000001'))),
    );
  });

  test('the diner lists others’ likes on her bills (account deletion)', async () => {
    await assertSucceeds(getDocs(query(collection(as('dina'), 'likes'), where('billId', 'in', [BILL]))));
    await assertSucceeds(getDocs(query(collection(as('dina'), 'comments'), where('billId', '==', BILL))));
    await assertSucceeds(
      getDocs(query(collectionGroup(as('dina'), 'diners'), where('userId', '==', 'dina'))),
    );
  });
});

describe('the preference', () => {
  beforeEach(() => seedWorld(null));

  test('any signed-in user reads it (to say the history is private); the signed-out do not', async () => {
    await seed(getEnv(), { [PREF]: newPrivacyPreference(true, 'onlyMe') });
    const got = await assertSucceeds(getDoc(doc(as('otto'), PREF)));
    expect(got.data()).toEqual({ showAmongDiners: true, spendingHistory: 'onlyMe' });
    await assertFails(getDoc(doc(dbAnon(getEnv()), PREF)));
    await assertFails(getDocs(collection(as('otto'), 'users/dina/preferences')));
  });

  test.each(CHOICES)('the diner saves %s, and her records follow it in the same fan-out', async (choice) => {
    await assertSucceeds(
      applyPrivacyPreference('dina', newPrivacyPreference(true, choice), { db: as('dina') }),
    );
    expect(await peek(getEnv(), PREF)).toEqual(newPrivacyPreference(true, choice));
    expect((await peek(getEnv(), `restaurantPages/${KEY}/diners/dina`))?.visible).toBe(choice === 'everyone');
    expect(await fetchPrivacyPreference('dina', as('dina'))).toEqual({
      showAmongDiners: true,
      spendingHistory: choice,
    });
  });

  test('both settings are saved together; shown among diners but not everyone’s history: not listed', async () => {
    await applyPrivacyPreference('dina', newPrivacyPreference(false, 'following'), { db: as('dina') });
    expect(await peek(getEnv(), PREF)).toEqual(newPrivacyPreference(false, 'following'));
    await applyPrivacyPreference('dina', newPrivacyPreference(true, 'following'), { db: as('dina') });
    expect(await peek(getEnv(), PREF)).toEqual(newPrivacyPreference(true, 'following'));
    // Shown among diners but the history is not everyone's: still off the lists.
    expect((await peek(getEnv(), `restaurantPages/${KEY}/diners/dina`))?.visible).toBe(false);
  });

  test.each([
    ['an unknown choice', { showAmongDiners: true, spendingHistory: 'friends' }],
    ['a missing choice', { showAmongDiners: true }],
    ['a non-boolean diners setting', { showAmongDiners: 'yes', spendingHistory: 'everyone' }],
    ['an extra key', { ...newPrivacyPreference(true, 'onlyMe'), bills: false }],
  ])('the diner cannot store %s', async (_name, data: DocumentData) => {
    await assertFails(setDoc(privacyPreferenceRef(as('dina'), 'dina'), data));
  });

  test('nobody else writes it', async () => {
    await assertFails(
      setDoc(privacyPreferenceRef(as('otto'), 'dina'), newPrivacyPreference(true, 'everyone')),
    );
  });

  test('a record cannot be listed again while the choice is not everyone', async () => {
    await applyPrivacyPreference('dina', newPrivacyPreference(true, 'following'), { db: as('dina') });
    const record = doc(as('dina'), `restaurantPages/${KEY}/diners/dina`);
    await assertFails(updateDoc(record, { visible: true }));
    // Nor hidden while it is everyone's and she is shown among diners.
    await applyPrivacyPreference('dina', newPrivacyPreference(true, 'everyone'), { db: as('dina') });
    await assertFails(updateDoc(record, { visible: false }));
  });

  test('a new bill’s record takes the history choice (the app’s bill transaction)', async () => {
    await seed(getEnv(), { [PREF]: newPrivacyPreference(true, 'onlyMe') });
    await seedUser(getEnv(), 'otto');
    const other = { ...sampleBill, restaurantName: 'Osteria Nuova', address: 'Via Nuova 2, Rome' };
    await assertSucceeds(saveBill(as('dina'), 'dina', other));
    const key = restaurantKeyOf(other.restaurantName, other.address);
    expect((await peek(getEnv(), `restaurantPages/${key}/diners/dina`))?.visible).toBe(false);
  });
});
