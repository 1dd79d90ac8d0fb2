// Shared fixtures for the security-rules tests.
//
// The move functions below (signUp, editProfile, setOwnerMode, saveRestaurantProfile, saveBill,
// sendSilver, follow, unfollow, createGroup) build the legal writes that docs/decisions/0002-data-model-
// and-rules.md ("Write shapes") describes and the app's api/ code makes, with a `tamper` hook for attack
// tests. The pure builders come from the app itself (newUserDoc, receiptKeyOf, restaurantKeyOf,
// ownerProfileFromBill), never copies. They do no client-side validation: that lives in the features'
// model, and here the rules must refuse what a validation would miss.
//
// `tamper` lets an attack test change one document of an otherwise legal write: give a record to merge
// over that document's data, or 'skip' to leave that document out of the write.
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  Timestamp,
  arrayUnion,
  collection,
  doc,
  deleteField,
  getDoc,
  increment,
  runTransaction,
  serverTimestamp,
  setLogLevel,
  updateDoc,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import { newUserDoc } from '../../scripts/user-doc.mjs';
import { periodKeysAt } from '../../src/domain/period-keys';
import { periodPointsUpdate } from '../../src/domain/period-points';
import { restaurantKeyOf } from '../../src/domain/restaurant-key';
import { BILL_DAY_DOC, billDayWrite } from '../../src/features/scan/model/bill-caps';
import { ownerProfileFromBill } from '../../src/features/scan/model/owner-setup';
import { receiptKeyOf } from '../../src/features/scan/model/receipt-key';
import { storageURL } from './storage-url';

export type Tamper<K extends string> = Partial<Record<K, Record<string, unknown> | 'skip'>>;

// ------------------------------------------------------------------ environment

export async function createRulesEnv(projectId: string): Promise<RulesTestEnvironment> {
  // Denied writes are the point of these tests; keep the SDK from logging each one.
  setLogLevel('error');
  return initializeTestEnvironment({
    projectId,
    // FIRESTORE_RULES lets a mutation check run the suite against a weakened copy of the rules.
    firestore: {
      rules: readFileSync(process.env.FIRESTORE_RULES ?? 'firestore.rules', 'utf8'),
      host: '127.0.0.1',
      port: 8080,
    },
  });
}

/**
 * One test environment per file, each file with its own projectId (other people use the same emulator;
 * projects are isolated). Returns a getter for the environment; the data is cleared before each test.
 */
export function useRulesEnv(projectId: string): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    env = await createRulesEnv(projectId);
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  beforeEach(async () => {
    await env!.clearFirestore();
  });
  return () => env!;
}

export function emailOf(uid: string): string {
  return `${uid}@example.com`;
}

/** Firestore as the signed-in user `uid` (token carries `email`, default uid@example.com). */
export function dbAs(env: RulesTestEnvironment, uid: string, email: string = emailOf(uid)): Firestore {
  // rules-unit-testing hands out the compat instance; the modular API accepts it.
  return env.authenticatedContext(uid, { email }).firestore() as unknown as Firestore;
}

export function dbAnon(env: RulesTestEnvironment): Firestore {
  return env.unauthenticatedContext().firestore() as unknown as Firestore;
}

/** Write documents with the rules off. `docs` maps a path ('users/alice') to its data. */
export async function seed(env: RulesTestEnvironment, docs: Record<string, DocumentData>): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    const batch = writeBatch(db);
    for (const [path, data] of Object.entries(docs)) batch.set(doc(db, path), data);
    await batch.commit();
  });
}

/** Read a document with the rules off (to check what a legal write stored). */
export async function peek(env: RulesTestEnvironment, path: string): Promise<DocumentData | undefined> {
  let data: DocumentData | undefined;
  await env.withSecurityRulesDisabled(async (ctx) => {
    const snap = await getDoc(doc(ctx.firestore() as unknown as Firestore, path));
    data = snap.data();
  });
  return data;
}

// ------------------------------------------------------------------ fixtures

/** A stored user as sign-up leaves it (then overridden), for seeding. */
export function userDoc(uid: string, overrides: DocumentData = {}): DocumentData {
  return newUserDoc(uid, overrides, Timestamp.now().toDate());
}

export async function seedUser(env: RulesTestEnvironment, uid: string, overrides: DocumentData = {}) {
  await seed(env, { [`users/${uid}`]: userDoc(uid, overrides) });
}

export interface RestaurantDetails {
  name: string;
  description: string;
  address: string;
  cuisine: string;
  priceRange: '€' | '€€' | '€€€' | '€€€€';
  openingHours: string;
  phone: string;
  website?: string;
}

export const trattoria: RestaurantDetails = {
  name: 'Trattoria Roma',
  description: 'Welcome to Trattoria Roma',
  address: 'Via Appia 1, Rome',
  cuisine: 'Italian',
  priceRange: '€€',
  openingHours: '12:00-23:00',
  phone: '+39 06 123456',
};

/** A stored public restaurant profile (for seeding an owner): descriptive fields, rating and reviews. */
export function restaurantProfileDoc(details: RestaurantDetails): DocumentData {
  return { ...details, rating: 0, reviews: 0, updatedAt: Timestamp.now() };
}

/** The owner's private statistics (users/{uid}/private/restaurantStats), overridable. */
export function restaurantStatsDoc(stats: DocumentData = {}): DocumentData {
  return { totalBills: 0, totalRevenue: 0, spenders: {}, lastBillAt: null, ...stats };
}

/** Seed an owner (owner mode on) with a restaurant profile and its private statistics. */
export async function seedOwner(
  env: RulesTestEnvironment,
  uid: string,
  details: RestaurantDetails = trattoria,
  stats: DocumentData = {},
  overrides: DocumentData = {},
) {
  await seed(env, {
    [`users/${uid}`]: userDoc(uid, {
      isRestaurantOwner: true,
      restaurantActivatedAt: Timestamp.now(),
      restaurantProfile: {
        ...restaurantProfileDoc(details),
        restaurantKey: restaurantKeyOf(details.name, details.address),
      },
      ...overrides,
    }),
    [`users/${uid}/private/restaurantStats`]: restaurantStatsDoc(stats),
    // One owner per restaurant (decision 0008): the claim that a diner's bill looks up.
    [`restaurants/${restaurantKeyOf(details.name, details.address)}`]: {
      ownerId: uid,
      createdAt: Timestamp.now(),
    },
  });
}

/** 'YYYY-MM-DD' of today (UTC) minus `daysAgo` days. */
export function isoDate(daysAgo = 0): string {
  return new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

function merged<K extends string>(
  tamper: Tamper<K> | undefined,
  key: K,
  data: DocumentData,
): DocumentData | null {
  const t = tamper?.[key];
  if (t === 'skip') return null;
  return t ? { ...data, ...t } : data;
}

function txSet<K extends string>(
  tx: Transaction,
  ref: DocumentReference,
  tamper: Tamper<K> | undefined,
  key: K,
  data: DocumentData,
) {
  const d = merged(tamper, key, data);
  if (d) tx.set(ref, d);
}

function txUpdate<K extends string>(
  tx: Transaction,
  ref: DocumentReference,
  tamper: Tamper<K> | undefined,
  key: K,
  data: DocumentData,
) {
  const d = merged(tamper, key, data);
  if (d) tx.update(ref, d);
}

// ------------------------------------------------------------------ 1. sign-up (one batch)

export interface SignUpInput {
  uid: string;
  username: string;
  email: string;
}

export async function signUp(
  db: Firestore,
  { uid, username, email }: SignUpInput,
  tamper?: Tamper<'user' | 'username' | 'account'> & { usernameDocId?: string },
): Promise<void> {
  const usernameLower = username.toLowerCase();
  const batch = writeBatch(db);
  // The app's own sign-up builder (scripts/user-doc.mjs), with server timestamps as sign-up writes them.
  const user = merged(
    tamper,
    'user',
    newUserDoc(uid, {
      username,
      photoURL: '', // as the app signs up: the generated avatar (decision 0019)
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    }),
  );
  if (user) batch.set(doc(db, 'users', uid), user);
  const claim = merged(tamper, 'username', { uid, createdAt: serverTimestamp() });
  if (claim) batch.set(doc(db, 'usernames', tamper?.usernameDocId ?? usernameLower), claim);
  const account = merged(tamper, 'account', { email, createdAt: serverTimestamp() });
  if (account) batch.set(doc(db, 'users', uid, 'private', 'account'), account);
  await batch.commit();
}

// ------------------------------------------------------------------ 2.-4. self edits (single updates)

export interface ProfileEdit {
  bio: string;
  socialLinks: { instagram: string; twitter: string; youtube: string };
  photoURL?: string;
}

export async function editProfile(db: Firestore, uid: string, edit: ProfileEdit, extra: DocumentData = {}) {
  await updateDoc(doc(db, 'users', uid), { ...edit, updatedAt: serverTimestamp(), ...extra });
}

/** Owner mode toggle: one transaction on the user document. */
export async function setOwnerMode(db: Firestore, uid: string, on: boolean, extra: DocumentData = {}) {
  await runTransaction(db, async (tx) => {
    const ref = doc(db, 'users', uid);
    await tx.get(ref);
    tx.update(ref, {
      isRestaurantOwner: on,
      restaurantActivatedAt: on ? serverTimestamp() : null,
      updatedAt: serverTimestamp(),
      ...extra,
    });
  });
}

/**
 * Restaurant profile save (form, or owner set-up from a bill): a transaction that reads the user, keeps
 * rating and reviews of an existing profile (or starts them at 0) and writes the whole restaurantProfile;
 * a new profile comes with its empty private statistics (`stats` tampers with those, 'skip' leaves
 * them out).
 */
export async function saveRestaurantProfile(
  db: Firestore,
  uid: string,
  details: RestaurantDetails,
  tamper?: {
    profile?: DocumentData;
    user?: DocumentData;
    stats?: DocumentData | 'skip';
    claim?: DocumentData | 'skip';
    oldClaim?: 'keep';
  },
) {
  await runTransaction(db, async (tx) => {
    const ref = doc(db, 'users', uid);
    const snap = await tx.get(ref);
    const old = snap.data()?.restaurantProfile as DocumentData | null | undefined;
    // One owner per restaurant (decision 0008): the profile's claim is created in this write (and the old
    // one deleted when the profile names another restaurant).
    const key = restaurantKeyOf(details.name, details.address);
    const claimRef = doc(db, 'restaurants', key);
    const claimed = tamper?.claim === 'skip' || (await tx.get(claimRef)).exists();
    const oldKey = old ? restaurantKeyOf(String(old.name), String(old.address)) : null;
    const kept = old ? { rating: old.rating, reviews: old.reviews } : { rating: 0, reviews: 0 };
    tx.update(ref, {
      restaurantProfile: {
        ...details,
        ...kept,
        restaurantKey: key,
        updatedAt: serverTimestamp(),
        ...tamper?.profile,
      },
      updatedAt: serverTimestamp(),
      ...tamper?.user,
    });
    if (!old && tamper?.stats !== 'skip') {
      tx.set(doc(db, 'users', uid, 'private', 'restaurantStats'), restaurantStatsDoc(tamper?.stats));
    }
    if (!claimed) {
      tx.set(claimRef, { ownerId: uid, createdAt: serverTimestamp(), ...(tamper?.claim as DocumentData) });
    }
    if (oldKey && oldKey !== key && tamper?.oldClaim !== 'keep') tx.delete(doc(db, 'restaurants', oldKey));
  });
}

/** The spec's defaults for an owner profile created from a scanned bill: the app's own builder. */
export function ownerSetupFromBill(bill: {
  restaurantName: string;
  address: string;
  totalAmount: number;
}): RestaurantDetails {
  return ownerProfileFromBill(bill);
}

// ------------------------------------------------------------------ 5.-6. bill (one transaction)

export interface ScannedBill {
  restaurantName: string;
  address: string;
  totalAmount: number;
  date: string;
  items?: { name: string; price: number }[];
}

// The app's own key builders (one definition; the rules recompute the same).
export { normKey, restaurantKeyOf } from '../../src/domain/restaurant-key';
export { receiptKeyOf } from '../../src/features/scan/model/receipt-key';

export function billIdFor(uid: string, millis: number = Date.now()): string {
  return `${uid}_${millis}`;
}

/**
 * The owner of the bill's restaurant: the claim restaurants/{restaurantKey} (decision 0008), as the app
 * reads it.
 */
export async function findOwnerIds(db: Firestore, bill: Pick<ScannedBill, 'restaurantName' | 'address'>) {
  const snap = await getDoc(doc(db, 'restaurants', restaurantKeyOf(bill.restaurantName, bill.address)));
  const ownerId: unknown = snap.data()?.ownerId;
  return typeof ownerId === 'string' ? [ownerId] : [];
}

export const sampleBill: ScannedBill = {
  restaurantName: 'Trattoria Roma',
  address: 'Via Appia 1, Rome',
  totalAmount: 42.5,
  date: isoDate(1),
  items: [
    { name: 'Pizza', price: 12.5 },
    { name: 'Wine', price: 30 },
  ],
};

export async function saveBill(
  db: Firestore,
  uid: string,
  scanned: ScannedBill,
  opts: {
    billId?: string;
    ownerIds?: string[];
    tamper?: Tamper<'bill' | 'receipt' | 'user' | 'billDay'> & {
      owner?: DocumentData | 'skip';
      receiptKey?: string;
    };
    /** An attack test's extra writes in the same transaction. */
    extra?: (tx: Transaction, db: Firestore) => void;
  } = {},
): Promise<string> {
  const billId = opts.billId ?? billIdFor(uid);
  const tamper = opts.tamper;
  const ownerIds = (opts.ownerIds ?? (await findOwnerIds(db, scanned))).filter((id) => id !== uid);
  const receiptKey = tamper?.receiptKey ?? receiptKeyOf(scanned);
  const gold = Math.floor(scanned.totalAmount);
  await runTransaction(db, async (tx) => {
    // Reads first: the diner (their period counters), their own day counter (private, decision 0016),
    // the owners whose statistics this bill updates.
    const diner = (await tx.get(doc(db, 'users', uid))).data();
    const billDayRef = doc(db, 'users', uid, ...BILL_DAY_DOC);
    const billDay = (await tx.get(billDayRef)).data();
    const owners = await Promise.all(ownerIds.map((id) => tx.get(doc(db, 'users', id))));
    const keys = periodKeysAt(new Date());
    txSet(tx, doc(db, 'bills', billId), tamper, 'bill', {
      userId: uid,
      restaurantName: scanned.restaurantName,
      address: scanned.address,
      totalAmount: scanned.totalAmount,
      date: scanned.date,
      items: scanned.items ?? [],
      goldPointsEarned: gold,
      status: 'processed',
      restaurantKey: restaurantKeyOf(scanned.restaurantName, scanned.address),
      receiptKey,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    txSet(tx, doc(db, 'receipts', receiptKey), tamper, 'receipt', {
      billId,
      userId: uid,
      createdAt: serverTimestamp(),
    });
    txUpdate(tx, doc(db, 'users', uid), tamper, 'user', {
      goldPoints: increment(gold),
      silverPoints: increment(gold),
      totalSpent: increment(scanned.totalAmount),
      lastBillId: billId,
      updatedAt: serverTimestamp(),
      // The app's builder (save-bill.ts): the period counters (decision 0010), and a pre-0016 public
      // day counter removed.
      ...periodPointsUpdate(diner, keys, gold, gold, increment),
      ...(diner && 'billDay' in diner ? { billDay: deleteField() } : {}),
    });
    // The day's caps counter, merged as save-bill.ts does (the app's builder).
    const dayWrite = merged(
      tamper,
      'billDay',
      billDayWrite(billDay, keys.day, scanned.totalAmount, billId, increment),
    );
    if (dayWrite) tx.set(billDayRef, dayWrite, { merge: true });
    for (const owner of owners) {
      const p = owner.data()?.restaurantProfile as DocumentData | null | undefined;
      if (!p || tamper?.owner === 'skip') continue;
      // The diner cannot read the owner's private statistics: increments, merged.
      tx.set(
        doc(db, 'users', owner.id, 'private', 'restaurantStats'),
        {
          totalBills: increment(1),
          totalRevenue: increment(scanned.totalAmount),
          lastBillAt: serverTimestamp(),
          spenders: {
            [uid]: {
              userId: uid,
              amount: increment(scanned.totalAmount),
              visits: increment(1),
              lastVisit: scanned.date,
            },
          },
        },
        { merge: true },
      );
      if (tamper?.owner) tx.update(doc(db, 'users', owner.id, 'private', 'restaurantStats'), tamper.owner);
    }
    opts.extra?.(tx, db);
  });
  return billId;
}

// ------------------------------------------------------------------ 7. silver transfer (one transaction)

export async function sendSilver(
  db: Firestore,
  senderId: string,
  receiverId: string,
  amount: number,
  tamper?: Tamper<'tx' | 'sender' | 'receiver'> & {
    txId?: string;
    /** An attack test's extra writes in the same transaction (given the new transaction's id). */
    extra?: (tx: Transaction, db: Firestore, txId: string) => void;
  },
): Promise<string> {
  const txRef = tamper?.txId
    ? doc(db, 'pointTransactions', tamper.txId)
    : doc(collection(db, 'pointTransactions'));
  const senderRef = doc(db, 'users', senderId);
  const receiverRef = doc(db, 'users', receiverId);
  await runTransaction(db, async (tx) => {
    // The app checks here: sender exists, receiver exists, amount > 0, balance covers amount.
    const sender = (await tx.get(senderRef)).data();
    const receiver = (await tx.get(receiverRef)).data();
    const keys = periodKeysAt(new Date());
    txSet(tx, txRef, tamper, 'tx', {
      senderId,
      receiverId,
      amount,
      type: 'silver',
      createdAt: serverTimestamp(),
    });
    // Period silver moves with the balances (the app's builder, transfer-points.ts; decision 0010).
    txUpdate(tx, senderRef, tamper, 'sender', {
      silverPoints: increment(-amount),
      lastTransferId: txRef.id,
      updatedAt: serverTimestamp(),
      ...periodPointsUpdate(sender, keys, 0, -amount, increment),
    });
    txUpdate(tx, receiverRef, tamper, 'receiver', {
      silverPoints: increment(amount),
      ...periodPointsUpdate(receiver, keys, 0, amount, increment),
    });
    tamper?.extra?.(tx, db, txRef.id);
  });
  return txRef.id;
}

// ------------------------------------------------------------------ 8. follow / unfollow (one transaction)

export async function follow(
  db: Firestore,
  followerId: string,
  targetUserId: string,
  tamper?: Tamper<'follow' | 'follower' | 'target'> & {
    followId?: string;
    /** An attack test's extra writes in the same transaction (given the follow id). */
    extra?: (tx: Transaction, db: Firestore, followId: string) => void;
  },
) {
  const followId = tamper?.followId ?? `${followerId}_${targetUserId}`;
  await runTransaction(db, async (tx) => {
    // The app checks here that the follow does not exist yet ('You can't follow yourself' before that).
    await tx.get(doc(db, 'follows', followId));
    txSet(tx, doc(db, 'follows', followId), tamper, 'follow', {
      followerId,
      targetUserId,
      createdAt: serverTimestamp(),
    });
    txUpdate(tx, doc(db, 'users', followerId), tamper, 'follower', {
      following: increment(1),
      lastFollowId: followId,
      updatedAt: serverTimestamp(),
    });
    txUpdate(tx, doc(db, 'users', targetUserId), tamper, 'target', { followers: increment(1) });
    tamper?.extra?.(tx, db, followId);
  });
}

export async function unfollow(
  db: Firestore,
  followerId: string,
  targetUserId: string,
  tamper?: Tamper<'follow' | 'follower' | 'target'>,
) {
  const followId = `${followerId}_${targetUserId}`;
  await runTransaction(db, async (tx) => {
    await tx.get(doc(db, 'follows', followId));
    if (tamper?.follow !== 'skip') tx.delete(doc(db, 'follows', followId));
    txUpdate(tx, doc(db, 'users', followerId), tamper, 'follower', {
      following: increment(-1),
      lastFollowId: followId,
      updatedAt: serverTimestamp(),
    });
    txUpdate(tx, doc(db, 'users', targetUserId), tamper, 'target', { followers: increment(-1) });
  });
}

// ------------------------------------------------------------------ 9. elite group fee (one transaction)

export interface NewGroup {
  name: string;
  city: string;
  region: string;
  description: string;
  image: string;
}

export const sampleGroup: NewGroup = {
  name: 'Golden Romans',
  city: 'Rome',
  region: 'Trastevere',
  description: 'Big spenders of Rome',
  // alice's own upload (decision 0019): another creator passes an image of their own folder
  image: storageURL('group-photos/alice/abc.jpg'),
};

export async function createGroup(
  db: Firestore,
  uid: string,
  group: NewGroup,
  tamper?: Tamper<'group' | 'user'>,
): Promise<string> {
  const groupRef = doc(collection(db, 'eliteGroups'));
  const userRef = doc(db, 'users', uid);
  await runTransaction(db, async (tx) => {
    const user = await tx.get(userRef);
    const gold = (user.data()?.goldPoints as number | undefined) ?? 0; // the app refuses gold < 100 here
    txSet(tx, groupRef, tamper, 'group', {
      ...group,
      creatorId: uid,
      members: [uid],
      pendingInvites: [],
      totalUsers: 1,
      totalPoints: gold,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    txUpdate(tx, userRef, tamper, 'user', {
      goldPoints: increment(-100),
      joinedGroups: arrayUnion(groupRef.id),
      lastGroupId: groupRef.id,
      updatedAt: serverTimestamp(),
    });
  });
  return groupRef.id;
}
