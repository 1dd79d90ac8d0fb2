// Settings → Privacy, "Show me among a restaurant's diners" (decisions 0038, 0040): the preference
// users/{uid}/preferences/privacy = { showAmongDiners, spendingHistory } is written by its owner alone
// (signed-in users read it: decision 0043, tests/rules/spending-privacy.test.ts); each diner record's
// `visible` may be moved only by its diner, only to what the preference says after the write; a hidden
// record is readable by nobody else, alone or in a list.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  collectionGroup,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { restaurantKeyOf } from '../../src/domain/restaurant-key';
import type { DinerRecord } from '../../src/domain/restaurant-page';
import {
  applyShowAmongDiners,
  fetchShowAmongDiners,
  hasDinerStragglers,
  newPrivacyPreference,
  privacyPreferenceRef,
} from '../../src/features/restaurant-pages/api/diner-privacy';
import { dbAnon, dbAs, isoDate, peek, seed, seedUser, useRulesEnv } from './helpers';

const getEnv = useRulesEnv('demo-rules-diner-privacy');
const as = (uid: string) => dbAs(getEnv(), uid);
const PREF = (uid: string) => `users/${uid}/preferences/privacy`;
const keyOf = (i: number) => restaurantKeyOf(`Trattoria ${i}`, `Via Appia ${i}, Rome`);
const KEY = keyOf(0);
const dinerPath = (uid: string, key = KEY) => `restaurantPages/${key}/diners/${uid}`;

function dinerDoc(uid: string, visible: boolean): DinerRecord {
  return {
    userId: uid,
    visits: 1,
    gold: 10,
    firstVisit: isoDate(1),
    lastVisit: isoDate(1),
    lastBillId: `${uid}_1`,
    visible,
  };
}

/** `n` restaurants where alice has a record (visible as given) and bob a visible one. */
async function seedDiners(n: number, aliceVisible: boolean) {
  const docs: Record<string, DocumentData> = {};
  for (let i = 0; i < n; i++) {
    docs[`restaurantPages/${keyOf(i)}`] = {
      name: `Trattoria ${i}`,
      address: `Via Appia ${i}, Rome`,
      billCount: 2,
      dinerCount: 2,
      lastBillAt: Timestamp.now(),
    };
    docs[dinerPath('alice', keyOf(i))] = dinerDoc('alice', aliceVisible);
    docs[dinerPath('bob', keyOf(i))] = dinerDoc('bob', true);
  }
  await seed(getEnv(), docs);
}

beforeEach(async () => {
  await seedUser(getEnv(), 'alice');
  await seedUser(getEnv(), 'bob');
});

describe('the preference', () => {
  test('the owner saves it off and on, and reads it; missing reads as on', async () => {
    expect(await assertSucceeds(fetchShowAmongDiners('alice', as('alice')))).toBe(true);
    await assertSucceeds(setDoc(privacyPreferenceRef(as('alice'), 'alice'), newPrivacyPreference(false)));
    expect(await fetchShowAmongDiners('alice', as('alice'))).toBe(false);
    await assertSucceeds(updateDoc(doc(as('alice'), PREF('alice')), newPrivacyPreference(true)));
    expect(await peek(getEnv(), PREF('alice'))).toEqual(newPrivacyPreference(true));
  });

  test('nobody else writes it; the signed-out do not read it', async () => {
    await seed(getEnv(), { [PREF('alice')]: newPrivacyPreference(false) });
    await assertFails(getDoc(doc(dbAnon(getEnv()), PREF('alice'))));
    await assertFails(setDoc(doc(as('bob'), PREF('alice')), newPrivacyPreference(true)));
    await assertFails(updateDoc(doc(as('bob'), PREF('alice')), newPrivacyPreference(true)));
  });

  test.each([
    ['a string', { showAmongDiners: 'false' }],
    ['null', { showAmongDiners: null }],
    ['an extra key', { ...newPrivacyPreference(false), showBills: false }],
    ['no value', {}],
  ])('the owner cannot store %s', async (_name, data: DocumentData) => {
    await assertFails(setDoc(doc(as('alice'), PREF('alice')), data));
  });
});

describe('the toggle', () => {
  test('off: the app’s fan-out saves the preference and hides every record of mine, in batches', async () => {
    await seedDiners(5, true);
    // Batches of 2: the preference and one record, then two, two; none left for the others' records.
    expect(
      await assertSucceeds(applyShowAmongDiners('alice', false, { db: as('alice'), batchSize: 2 })),
    ).toBe(5);
    expect(await peek(getEnv(), PREF('alice'))).toEqual(newPrivacyPreference(false));
    for (let i = 0; i < 5; i++) {
      expect((await peek(getEnv(), dinerPath('alice', keyOf(i))))?.visible).toBe(false);
      expect((await peek(getEnv(), dinerPath('bob', keyOf(i))))?.visible).toBe(true);
    }
    expect(await hasDinerStragglers('alice', false, as('alice'))).toBe(false);
    // Running it again changes nothing and still succeeds (idempotent).
    expect(await applyShowAmongDiners('alice', false, { db: as('alice') })).toBe(0);
  });

  test('one batch of more records than the rules’ document reads (the same preference read each time)', async () => {
    await seedDiners(25, true);
    expect(await assertSucceeds(applyShowAmongDiners('alice', false, { db: as('alice') }))).toBe(25);
  });

  test('a run stopped half-way is finished by the next one', async () => {
    await seedDiners(3, false);
    await seed(getEnv(), {
      [PREF('alice')]: newPrivacyPreference(true),
      [dinerPath('alice', keyOf(0))]: dinerDoc('alice', true),
    });
    expect(await hasDinerStragglers('alice', true, as('alice'))).toBe(true);
    expect(await applyShowAmongDiners('alice', true, { db: as('alice') })).toBe(2);
    expect(await hasDinerStragglers('alice', true, as('alice'))).toBe(false);
  });

  test('a record may move only to what the preference says after the write', async () => {
    await seedDiners(1, true);
    // No preference (on): hiding alone is refused; with the preference off in the same batch, allowed.
    await assertFails(updateDoc(doc(as('alice'), dinerPath('alice')), { visible: false }));
    const alice = as('alice');
    const batch = writeBatch(alice);
    batch.set(doc(alice, PREF('alice')), newPrivacyPreference(false));
    batch.update(doc(alice, dinerPath('alice')), { visible: false });
    await assertSucceeds(batch.commit());
    // The preference is off: showing the record again is refused, and so is any other field.
    await assertFails(updateDoc(doc(as('alice'), dinerPath('alice')), { visible: true }));
    await assertFails(updateDoc(doc(as('alice'), dinerPath('alice')), { visible: false, gold: 999 }));
  });

  test('others cannot flip my record, whatever their own setting', async () => {
    await seedDiners(1, true);
    await seed(getEnv(), { [PREF('bob')]: newPrivacyPreference(false) });
    await assertFails(updateDoc(doc(as('bob'), dinerPath('alice')), { visible: false }));
    await seed(getEnv(), { [PREF('alice')]: newPrivacyPreference(false) });
    await assertFails(updateDoc(doc(as('bob'), dinerPath('alice')), { visible: false }));
  });
});

describe('a hidden diner', () => {
  test('is readable by nobody else, alone or in a list; the diner reads and lists their own', async () => {
    await seedDiners(2, false);
    const bob = as('bob');
    await assertFails(getDoc(doc(bob, dinerPath('alice'))));
    await assertFails(getDoc(doc(dbAnon(getEnv()), dinerPath('alice'))));
    // Others must ask for visible records only; then only bob's come back.
    await assertFails(getDocs(collection(bob, 'restaurantPages', KEY, 'diners')));
    await assertFails(getDocs(query(collectionGroup(bob, 'diners'), where('userId', '==', 'alice'))));
    const visible = await assertSucceeds(
      getDocs(query(collection(bob, 'restaurantPages', KEY, 'diners'), where('visible', '==', true))),
    );
    expect(visible.docs.map((d) => d.id)).toEqual(['bob']);
    const everywhere = await assertSucceeds(
      getDocs(query(collectionGroup(bob, 'diners'), where('visible', '==', true))),
    );
    expect(everywhere.docs.map((d) => d.get('userId'))).toEqual(['bob', 'bob']);
    // The diner's own.
    await assertSucceeds(getDoc(doc(as('alice'), dinerPath('alice'))));
    const mine = await assertSucceeds(
      getDocs(query(collectionGroup(as('alice'), 'diners'), where('userId', '==', 'alice'))),
    );
    expect(mine.size).toBe(2);
  });

  test('a visible one is readable by others', async () => {
    await seedDiners(1, true);
    await assertSucceeds(getDoc(doc(as('bob'), dinerPath('alice'))));
  });
});
