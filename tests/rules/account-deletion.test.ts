// Account deletion (decision 0031): step 1 only as one batch by the user, then each of the account's own
// moves only by that user and only while their marker exists. The writes are the app's own
// (src/features/account/api/deletion/steps/*).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  deleteField,
  doc,
  FieldPath,
  getDocs,
  collection,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { DELETED_USER_ID } from '../../src/features/account/model/deletion/marker';
import {
  anonymiseBillsStep,
  anonymiseReceiptsStep,
} from '../../src/features/account/api/deletion/steps/anonymise-bills';
import { deletePrivateStep } from '../../src/features/account/api/deletion/steps/delete-private';
import type { OwnStep } from '../../src/features/account/api/deletion/steps/deps';
import { releaseRestaurantStep } from '../../src/features/account/api/deletion/steps/release-restaurant';
import {
  startDeletion,
  startDeletionSteps,
  type StartStepName,
} from '../../src/features/account/api/deletion/steps/start-deletion';
import { toDeletionMarker } from '../../src/features/account/model/deletion/marker';
import { applyWriteSteps } from '../../src/firebase/write-steps';
import { restaurantKeyOf } from '../../src/domain/restaurant-key';
import {
  dbAs,
  emailOf,
  peek,
  sampleBill,
  saveBill,
  seed,
  seedOwner,
  signUp,
  tampered,
  trattoria,
  useRulesEnv,
  type Tamper,
} from './helpers';

const getEnv = useRulesEnv('demo-rules-account-deletion');
const KEY = restaurantKeyOf(trattoria.name, trattoria.address);

async function newUser(uid: string) {
  await signUp(dbAs(getEnv(), uid), { uid, username: `${uid}_name`, email: emailOf(uid) });
}

/** Step 1 as the app builds it, from the stored user document, with one step changed or left out. */
async function start(db: Firestore, uid: string, tamper?: Tamper<StartStepName>) {
  const user = (await peek(getEnv(), `users/${uid}`))!;
  const batch = writeBatch(db);
  applyWriteSteps(batch, tampered(startDeletionSteps(db, uid, user, true), tamper));
  await batch.commit();
}

async function runStep(step: OwnStep, uid: string, db = dbAs(getEnv(), uid)) {
  const marker = toDeletionMarker((await peek(getEnv(), `users/${uid}/private/deletion`)) ?? {});
  await step.run(
    { uid, username: marker.username },
    {
      db,
      storage: () => {
        throw new Error('no storage');
      },
      marker,
    },
  );
}

describe('step 1: marker, user document and username in one batch', () => {
  test('the user starts their deletion: the marker copies the record, the record and the username are gone', async () => {
    await newUser('alice');
    await assertSucceeds(startDeletion('alice', dbAs(getEnv(), 'alice')));
    expect(await peek(getEnv(), 'users/alice')).toBeUndefined();
    expect(await peek(getEnv(), 'usernames/alice_name')).toBeUndefined();
    expect(await peek(getEnv(), 'users/alice/private/deletion')).toMatchObject({
      username: 'alice_name',
      usernameLower: 'alice_name',
      goldPoints: 0,
      joinedGroups: [],
      restaurantKey: '',
    });
  });

  test.each([['marker'], ['user'], ['username']] as const)('refused without the %s', async (left) => {
    await newUser('alice');
    await assertFails(start(dbAs(getEnv(), 'alice'), 'alice', { [left]: 'skip' }));
  });

  test('refused piecewise: the record alone, the username alone', async () => {
    await newUser('alice');
    const db = dbAs(getEnv(), 'alice');
    await assertFails(deleteDoc(doc(db, 'users', 'alice')));
    await assertFails(deleteDoc(doc(db, 'usernames', 'alice_name')));
  });

  test('refused with a copy that differs from the record (gold, groups, name)', async () => {
    await newUser('alice');
    const db = dbAs(getEnv(), 'alice');
    await assertFails(start(db, 'alice', { marker: { goldPoints: 500 } }));
    await assertFails(start(db, 'alice', { marker: { joinedGroups: ['g1'] } }));
    await assertFails(start(db, 'alice', { marker: { username: 'other' } }));
    await assertFails(start(db, 'alice', { marker: { extra: 1 } }));
  });

  test("another user cannot start someone's deletion nor free their username", async () => {
    await newUser('alice');
    await newUser('mallory');
    const db = dbAs(getEnv(), 'mallory');
    await assertFails(start(db, 'alice'));
    const batch = writeBatch(db);
    applyWriteSteps(batch, startDeletionSteps(db, 'mallory', (await peek(getEnv(), 'users/mallory'))!, true));
    batch.delete(doc(db, 'usernames', 'alice_name'));
    await assertFails(batch.commit());
  });
});

describe('bills and receipts: anonymised only by their user while deleting', () => {
  async function aliceWithBill() {
    await newUser('alice');
    await seedOwner(getEnv(), 'olga');
    return saveBill(dbAs(getEnv(), 'alice'), 'alice', sampleBill);
  }

  test('while deleting: the bill keeps restaurant, amount and receipt key; userId deleted, no items', async () => {
    const billId = await aliceWithBill();
    await start(dbAs(getEnv(), 'alice'), 'alice');
    await assertSucceeds(runStep(anonymiseBillsStep, 'alice'));
    await assertSucceeds(runStep(anonymiseReceiptsStep, 'alice'));
    const bill = await peek(getEnv(), `bills/${billId}`);
    expect(bill).toMatchObject({
      userId: DELETED_USER_ID,
      items: [],
      totalAmount: sampleBill.totalAmount,
      restaurantKey: KEY,
    });
    expect(await peek(getEnv(), `receipts/${bill!.receiptKey}`)).toMatchObject({
      billId,
      userId: DELETED_USER_ID,
    });
    // The owner's totals stay; alice's spenders entry went.
    const stats = await peek(getEnv(), 'users/olga/private/restaurantStats');
    expect(stats).toMatchObject({ totalBills: 1, totalRevenue: sampleBill.totalAmount, spenders: {} });
  });

  test('refused before the deletion started', async () => {
    const billId = await aliceWithBill();
    const db = dbAs(getEnv(), 'alice');
    await assertFails(
      updateDoc(doc(db, 'bills', billId), {
        userId: DELETED_USER_ID,
        items: [],
        updatedAt: serverTimestamp(),
      }),
    );
    const receiptKey = (await peek(getEnv(), `bills/${billId}`))!.receiptKey as string;
    await assertFails(updateDoc(doc(db, 'receipts', receiptKey), { userId: DELETED_USER_ID }));
    await assertFails(
      updateDoc(
        doc(db, 'users', 'olga', 'private', 'restaurantStats'),
        new FieldPath('spenders', 'alice'),
        deleteField(),
      ),
    );
  });

  test("refused for another user's bill and receipt, even while that user is deleting", async () => {
    const billId = await aliceWithBill();
    await newUser('mallory');
    await start(dbAs(getEnv(), 'mallory'), 'mallory');
    const db = dbAs(getEnv(), 'mallory');
    await assertFails(
      updateDoc(doc(db, 'bills', billId), {
        userId: DELETED_USER_ID,
        items: [],
        updatedAt: serverTimestamp(),
      }),
    );
    const receiptKey = (await peek(getEnv(), `bills/${billId}`))!.receiptKey as string;
    await assertFails(updateDoc(doc(db, 'receipts', receiptKey), { userId: DELETED_USER_ID }));
    await assertFails(
      updateDoc(
        doc(db, 'users', 'olga', 'private', 'restaurantStats'),
        new FieldPath('spenders', 'alice'),
        deleteField(),
      ),
    );
  });

  test('refused when the strip changes more: an amount, a receipt deleted, totals moved', async () => {
    const billId = await aliceWithBill();
    await start(dbAs(getEnv(), 'alice'), 'alice');
    const db = dbAs(getEnv(), 'alice');
    const ref = doc(db, 'bills', billId);
    await assertFails(
      updateDoc(ref, { userId: DELETED_USER_ID, items: [], updatedAt: serverTimestamp(), totalAmount: 1 }),
    );
    await assertFails(updateDoc(ref, { userId: 'bob', items: [], updatedAt: serverTimestamp() }));
    const receiptKey = (await peek(getEnv(), `bills/${billId}`))!.receiptKey as string;
    await assertFails(deleteDoc(doc(db, 'receipts', receiptKey)));
    await assertFails(updateDoc(doc(db, 'users', 'olga', 'private', 'restaurantStats'), { totalBills: 0 }));
  });
});

describe('owner mode: the restaurant claim is released', () => {
  test('while deleting, the owner deletes their claim; before, not while their profile names it', async () => {
    await seedOwner(getEnv(), 'olga');
    await seed(getEnv(), { 'usernames/olga': { uid: 'olga', createdAt: new Date() } });
    await assertFails(deleteDoc(doc(dbAs(getEnv(), 'olga'), 'restaurants', KEY)));
    await start(dbAs(getEnv(), 'olga'), 'olga');
    expect((await peek(getEnv(), 'users/olga/private/deletion'))?.restaurantKey).toBe(KEY);
    await assertSucceeds(runStep(releaseRestaurantStep, 'olga'));
    expect(await peek(getEnv(), `restaurants/${KEY}`)).toBeUndefined();
  });

  test("a deleting user cannot release someone else's claim", async () => {
    await seedOwner(getEnv(), 'olga');
    await newUser('mallory');
    await start(dbAs(getEnv(), 'mallory'), 'mallory');
    await assertFails(deleteDoc(doc(dbAs(getEnv(), 'mallory'), 'restaurants', KEY)));
  });
});

describe('private documents and the marker', () => {
  test('while deleting the user deletes every private document; the marker is stripped and stays', async () => {
    await newUser('alice');
    await seed(getEnv(), {
      'users/alice/blocks/bob': { createdAt: new Date() },
      'users/alice/preferences/notifications': { likes: false },
      'users/alice/preferences/privacy': { showAmongDiners: false },
      'users/alice/wantToTry/trattoria_viaappia1': { name: 'Trattoria', address: 'Via Appia 1' },
    });
    await start(dbAs(getEnv(), 'alice'), 'alice');
    await assertSucceeds(runStep(deletePrivateStep, 'alice'));
    const db = dbAs(getEnv(), 'alice');
    for (const sub of ['private', 'blocks', 'preferences', 'wantToTry']) {
      const left = (await getDocs(collection(db, 'users', 'alice', sub))).docs.map((d) => d.id);
      expect(left).toEqual(sub === 'private' ? ['deletion'] : []);
    }
    expect(Object.keys((await peek(getEnv(), 'users/alice/private/deletion'))!).sort()).toEqual([
      'finished',
      'startedAt',
    ]);
    // never deleted: while it exists the uid cannot sign up again (issue 39)
    await assertFails(deleteDoc(doc(db, 'users', 'alice', 'private', 'deletion')));
  });

  test('refused before the deletion started, and for another user', async () => {
    await newUser('alice');
    await newUser('mallory');
    await assertFails(deleteDoc(doc(dbAs(getEnv(), 'alice'), 'users', 'alice', 'private', 'account')));
    await start(dbAs(getEnv(), 'mallory'), 'mallory');
    await assertFails(deleteDoc(doc(dbAs(getEnv(), 'mallory'), 'users', 'alice', 'private', 'account')));
  });

  test('the marker is not deleted, nor finished before the steps ran, nor rewritten into anything else', async () => {
    await newUser('alice');
    await start(dbAs(getEnv(), 'alice'), 'alice');
    const ref = doc(dbAs(getEnv(), 'alice'), 'users', 'alice', 'private', 'deletion');
    await assertFails(deleteDoc(ref));
    await assertFails(updateDoc(ref, { goldPoints: 9 }));
    await assertFails(setDoc(ref, { startedAt: serverTimestamp(), finished: true }));
    await assertFails(deleteDoc(doc(dbAs(getEnv(), 'mallory'), 'users', 'alice', 'private', 'deletion')));
  });
});
