/// <reference types="vite/client" />
// A whole account deletion (decision 0031) with the app's orchestrator against the Firestore emulator
// (real firestore.rules) and the Storage stand-in, with the content steps (decision 0032) on the test's
// Firestore: everything but the Auth user (a no-op here). The stripped marker stays for good.
// Nothing here is mocked.
import { collection, collectionGroup, getDocs, type Firestore } from 'firebase/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  getStorage,
  listAll,
  ref,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DELETED_USER_ID } from '@/features/account/model/deletion/marker';
import { plannedSteps, runDeletion } from '@/features/account/api/deletion/run-deletion';
import { contentSteps } from '@/features/account/api/deletion/steps/content-steps';
import { userFolders } from '@/features/account/api/deletion/steps/delete-files';
import { startDeletion } from '@/features/account/api/deletion/steps/start-deletion';
import { saveRestaurantProfile } from '@/features/owner-dashboard/api/save-restaurant-profile';
import type { RestaurantForm } from '@/features/owner-dashboard/model/profile-form';
import { setOwnerMode } from '@/features/settings/api/set-owner-mode';
import { restaurantKeyOf } from '@/domain/restaurant-key';
import { issueBillCode } from '@/features/owner-dashboard/api/bill-codes';
import { toRestaurantPage } from '@/domain/restaurant-page';
import { applyShowAmongDiners } from '@/features/restaurant-pages/api/diner-privacy';
import { addWantToTry } from '@/features/restaurant-pages/api/want-to-try';
import {
  dbAs,
  emailOf,
  peek,
  sampleBill,
  saveBill,
  seed,
  seedOwner,
  signUp,
  trattoria,
  useRulesEnv as rulesEnvFor,
} from '../rules/helpers';

const PROJECT = 'demo-int-account-deletion';
const getEnv = rulesEnvFor(PROJECT);
const UID = 'zed42x';
const OSTERIA: RestaurantForm = { ...trattoria, name: 'Osteria Zed', website: '' };
const OSTERIA_KEY = restaurantKeyOf(OSTERIA.name, OSTERIA.address);
// Every collection the app writes (decision 0002), and the subcollections under users/{uid}.
const COLLECTIONS = [
  'users',
  'usernames',
  'bills',
  'receipts',
  'restaurants',
  'follows',
  'likes',
  'comments',
  'posts',
  'notifications',
  'conversations',
  'pointTransactions',
  'eliteGroups',
  'billCodes',
];
const GROUPS = ['private', 'blocks', 'preferences', 'messages', 'wantToTry', 'dishMarks'];

let app: FirebaseApp;
let storage: FirebaseStorage;
const as = (uid: string): Firestore => dbAs(getEnv(), uid);

beforeAll(() => {
  app = initializeApp(
    { projectId: PROJECT, apiKey: 'demo-key', storageBucket: `${PROJECT}.appspot.com` },
    PROJECT,
  );
  storage = getStorage(app);
  connectStorageEmulator(storage, '127.0.0.1', 9199);
});
afterAll(() => deleteApp(app));

/**
 * A diner with a bill at olga's restaurant (its receipt claimed) and a verified one from olga's till
 * (decision 0046), owner of Osteria Zed whose till issued a code, with photos.
 */
async function arrange() {
  await seedOwner(getEnv(), 'olga');
  await signUp(as(UID), { uid: UID, username: 'Zed_Eats', email: emailOf(UID) });
  await signUp(as('bob'), { uid: 'bob', username: 'bob_b', email: emailOf('bob') });
  const billId = await saveBill(as(UID), UID, sampleBill);
  const trattoriaTill = {
    restaurantKey: restaurantKeyOf(sampleBill.restaurantName, sampleBill.address),
    restaurantName: sampleBill.restaurantName,
    address: sampleBill.address,
  };
  const code = await issueBillCode('olga', trattoriaTill, 1999, as('olga'));
  await saveBill(as(UID), UID, { ...sampleBill, totalAmount: 19.99 }, { code });
  await setOwnerMode(UID, true, as(UID));
  await saveRestaurantProfile(UID, OSTERIA, as(UID));
  const zedTill = { restaurantKey: OSTERIA_KEY, restaurantName: OSTERIA.name, address: OSTERIA.address };
  await issueBillCode(UID, zedTill, 2500, as(UID));
  // A page (as bills make them) that the diner wants to try, and their privacy setting.
  const page = { name: 'Da Ugo', address: 'Via Po 3', billCount: 1, dinerCount: 1 };
  const pageKey = restaurantKeyOf(page.name, page.address);
  await seed(getEnv(), { [`restaurantPages/${pageKey}`]: page });
  await addWantToTry(UID, toRestaurantPage(pageKey, page), undefined, as(UID));
  await applyShowAmongDiners(UID, false, { db: as(UID) });
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);
  for (const path of [
    `profile-photos/${UID}/profile_a.jpg`,
    `restaurant-images/${UID}/r1.jpg`,
    `post-images/${UID}/p1.jpg`,
  ])
    await uploadBytes(ref(storage, path), jpeg, { contentType: 'image/jpeg' });
  return billId;
}

// In place of the Auth user: nothing. The marker stays, stripped by the last step (decision 0031).
const deleteAuth = async () => {};

/** The stripped marker { startedAt, finished: true }: it names the uid by its path only, and stays. */
const isStrippedMarker = (path: string, data: Record<string, unknown>, uid: string) =>
  path === `users/${uid}/private/deletion` && Object.keys(data).sort().join() === 'finished,startedAt';

/** Every stored document (path and data) that names the user, anonymised bills and receipts aside. */
async function documentsNaming(uid: string): Promise<string[]> {
  const found: string[] = [];
  await getEnv().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    const snaps = [
      ...(await Promise.all(COLLECTIONS.map((c) => getDocs(collection(db, c))))),
      ...(await Promise.all(GROUPS.map((g) => getDocs(collectionGroup(db, g))))),
    ];
    for (const snap of snaps)
      for (const d of snap.docs) {
        const text = `${d.ref.path} ${JSON.stringify(d.data())}`;
        // A code claimed by an anonymised bill names that bill's id, as the bill itself does.
        const anonymised =
          (['bills', 'receipts'].includes(d.ref.parent.id) && d.data().userId === DELETED_USER_ID) ||
          (d.ref.parent.id === 'billCodes' && d.data().claimedBy === DELETED_USER_ID);
        if (text.includes(uid) && !anonymised && !isStrippedMarker(d.ref.path, d.data(), uid))
          found.push(text);
      }
  });
  return found;
}

async function filesLeft(uid: string): Promise<string[]> {
  const lists = await Promise.all(userFolders(uid, []).map((f) => listAll(ref(storage, f))));
  return lists.flatMap((l) => l.items.map((i) => i.fullPath));
}

async function expectGone(billId: string) {
  expect(await documentsNaming(UID)).toEqual([]);
  expect(await peek(getEnv(), `users/${UID}/private/deletion`)).toEqual({
    startedAt: expect.anything(),
    finished: true,
  });
  expect(await documentsNaming('Zed_Eats')).toEqual([]);
  expect(await documentsNaming('zed_eats')).toEqual([]);
  expect(await filesLeft(UID)).toEqual([]);
  // The receipt claim stays (anonymised): nobody can claim that receipt again.
  const bill = await peek(getEnv(), `bills/${billId}`);
  expect(bill).toMatchObject({ userId: DELETED_USER_ID, totalAmount: sampleBill.totalAmount });
  expect(await peek(getEnv(), `receipts/${bill!.receiptKey}`)).toMatchObject({
    billId,
    userId: DELETED_USER_ID,
  });
  await expect(saveBill(as('bob'), 'bob', sampleBill)).rejects.toThrow();
  // The owner's totals still count the bills.
  expect(await peek(getEnv(), 'users/olga/private/restaurantStats')).toMatchObject({
    totalBills: 2,
    spenders: {},
  });
  // Olga's code, claimed by the verified bill, no longer names its diner; Zed's own till's code is gone.
  const codes: Record<string, unknown>[] = [];
  await getEnv().withSecurityRulesDisabled(async (ctx) => {
    const snap = await getDocs(collection(ctx.firestore() as unknown as Firestore, 'billCodes'));
    codes.push(...snap.docs.map((d) => d.data()));
  });
  expect(codes).toEqual([
    expect.objectContaining({ createdBy: 'olga', claimedBy: DELETED_USER_ID, amountCents: 1999 }),
  ]);
  // The restaurant is free: its real owner claims it.
  await setOwnerMode('bob', true, as('bob'));
  await saveRestaurantProfile('bob', OSTERIA, as('bob'));
  expect(await peek(getEnv(), `restaurants/${OSTERIA_KEY}`)).toMatchObject({ ownerId: 'bob' });
}

describe('deleting an account', () => {
  test('the whole run leaves only anonymised bills and receipt claims', async () => {
    const billId = await arrange();
    expect(await filesLeft(UID)).toHaveLength(3);
    expect((await documentsNaming(UID)).length).toBeGreaterThan(5);
    const seen: number[] = [];
    await runDeletion({
      uid: UID,
      db: as(UID),
      storage: () => storage,
      deleteAuth,
      contentSteps: contentSteps(as(UID)),
      onProgress: (p) => seen.push(p.current),
    });
    // Step 1, the content steps, the five own steps, the Auth user: each reported done, in order.
    const total = plannedSteps(contentSteps(as(UID))).length;
    expect(total).toBe(1 + contentSteps().length + 5 + 1);
    expect(seen.at(-1)).toBe(total);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    await expectGone(billId);
  });

  test('stopped after step 1, a second run (the next sign-in) finishes it', async () => {
    const billId = await arrange();
    await startDeletion(UID, as(UID));
    expect(await peek(getEnv(), `users/${UID}`)).toBeUndefined();
    expect(await peek(getEnv(), 'usernames/zed_eats')).toBeUndefined();
    expect(await peek(getEnv(), `users/${UID}/private/deletion`)).toMatchObject({
      restaurantKey: OSTERIA_KEY,
    });
    await runDeletion({
      uid: UID,
      db: as(UID),
      storage: () => storage,
      deleteAuth,
      contentSteps: contentSteps(as(UID)),
    });
    await expectGone(billId);
  });
});
