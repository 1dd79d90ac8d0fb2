// Shared fixtures for the security-rules tests.
//
// The moves signUp, saveBill, sendSilver, follow, unfollow and createGroup apply the app's own write
// steps (the *WriteSteps builders beside each api/ write, src/firebase/write-steps.ts) to a transaction
// or batch, so a test cannot pass while the app writes something else; editProfile, setOwnerMode and
// saveRestaurantProfile build the legal writes of docs/decisions/0002-data-model-and-rules.md ("Write
// shapes") here. The moves read what the app's transaction reads but do none of its client-side checks:
// those live in the features, and here the rules must refuse what a check would miss.
//
// `tamper` lets an attack test change one document of an otherwise legal write, by the step's name: give
// a record to merge over that document's data, or 'skip' to leave that document out of the write.
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { SHARED_PROJECTS_FILE, isShared } from '../../rules/shared-projects.mjs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  Timestamp,
  collection,
  connectFirestoreEmulator,
  getFirestore,
  doc,
  getDoc,
  runTransaction,
  serverTimestamp,
  setLogLevel,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import { newUserDoc } from '../../fixtures/user-doc';
import { periodKeysAt } from '../../src/domain/period-keys';
import { restaurantKeyOf } from '../../src/domain/restaurant-key';
import { applyWriteSteps, type WriteStep } from '../../src/firebase/write-steps';
import { existingCities } from '../../src/firebase/city-counters';
import { cityKey } from '../../src/domain/elite-city';
import { actorOf } from '../../src/social/api/notification-docs';
import { signUpWriteSteps, type SignUpStepName } from '../../src/features/auth/api/sign-up';
import {
  createGroupWriteSteps,
  newGroupId,
  type CreateGroupStepName,
} from '../../src/features/groups/api/create-group';
import { transferWriteSteps, type TransferStepName } from '../../src/features/points/api/transfer-points';
import {
  followNoticeStillUnread,
  followWriteSteps,
  type FollowStepName,
} from '../../src/features/profile/api/set-following';
import { followIdOf } from '../../src/features/profile/model';
import {
  billDayRef,
  billWriteSteps,
  dinerRecordRef,
  privacyPreferenceRef,
  dishMarksRef,
  type BillStepName,
  type ClaimedCode,
} from '../../src/features/scan/api/bill-writes';
import { toDinerRecord } from '../../src/domain/restaurant-page';
import { listedAmongDiners } from '../../src/domain/spending-history';
import { findMatchingOwnerIds } from '../../src/features/scan/api/find-matching-owners';
import { ownerProfileFromBill } from '../../src/features/scan/model/owner-setup';
import { billRestaurantKey, receiptKeyOf } from '../../src/features/scan/model/receipt-key';
import { codeReceiptKey } from '../../src/domain/bill-code';
import { storageURL } from './storage-url';

export type Tamper<K extends string> = Partial<Record<K, Record<string, unknown> | 'skip'>>;

// ------------------------------------------------------------------ environment

// A project's first request costs the emulator 9-14 s of CPU (it sets the rules up for that project),
// and the rules and integration files named 70 projects. A process runs one file at a time, so the
// files it runs share one project, a new one every FILES_PER_PROJECT files (a coverage report holds
// every value each expression took: one project for all of them is more than the emulator can hand
// out). The data is cleared before each test. Some files keep their own (rules/shared-projects.mjs).
const FILES_PER_PROJECT = 5;
let filesInThisProcess = 0;

/** The project a file runs in; rules/coverage.mjs reads the shared ones from SHARED_PROJECTS_FILE. */
function projectFor(projectId: string): string {
  if (!isShared(projectId)) return projectId;
  const shared = `demo-rules-shared-${process.pid}-${Math.floor(filesInThisProcess++ / FILES_PER_PROJECT)}`;
  mkdirSync(dirname(SHARED_PROJECTS_FILE), { recursive: true });
  appendFileSync(SHARED_PROJECTS_FILE, `${shared}\n`);
  return shared;
}

export async function createRulesEnv(requestedProjectId: string): Promise<RulesTestEnvironment> {
  const projectId = projectFor(requestedProjectId);
  // Denied writes are the point of these tests; keep the SDK from logging each one.
  setLogLevel('error');
  // FIRESTORE_RULES lets a mutation check run the suite against a weakened copy of the rules.
  const rules = readFileSync(process.env.FIRESTORE_RULES ?? 'firestore.rules', 'utf8');
  const env = await initializeTestEnvironment({
    projectId,
    firestore: {
      // The emulator compiled firestore.rules once at its start and runs them for every project; loading
      // them again here took 5-30 s a file (decision 0048). Only an emulator started with other rules
      // (a reused one, or a mutation check) gets them loaded into this file's project.
      ...((await emulatorRulesAre(rules)) ? {} : { rules }),
      host: '127.0.0.1',
      port: 8080,
    },
  });
  // A project's first request costs the emulator 9-14 s of CPU (it sets the rules up for the project):
  // spent here, in the file's beforeAll, not inside its first test's time limit (decision 0056).
  await fetch(
    `http://127.0.0.1:8080/v1/projects/${projectId}/databases/(default)/documents/warmup/first`,
  ).catch(() => undefined);
  // A shared project holds what the file before this one left (a file clears before each test, not after).
  if (projectId !== requestedProjectId) await env.clearFirestore();
  // A user's client lives for one test (the data it cached is gone with the data); the client with the
  // rules off, which never reads its cache, for the whole file.
  const clear = env.clearFirestore.bind(env);
  env.clearFirestore = async () => {
    userClients.delete(env);
    await clear();
  };
  const cleanup = env.cleanup.bind(env);
  env.cleanup = async () => {
    const owner = ownerClients.get(env);
    ownerClients.delete(env);
    if (owner) await deleteApp(owner.app);
    await cleanup();
  };
  return env;
}

// One client per user for a test, and one with the rules off for the file: a new client is a new app and
// connection, about 25 ms each time, and a test asked for several (seed, peek, dbAs each made one).
// The app's own code reads its cache (getDocFromCache), so a user's client does not outlive the data it
// saw; seed and peek never read the cache (getDoc asks the server while online).
const userClients = new WeakMap<RulesTestEnvironment, Map<string, Firestore>>();
const ownerClients = new WeakMap<RulesTestEnvironment, Firestore>();

function clientOf(env: RulesTestEnvironment, key: string, make: () => Firestore): Firestore {
  let clients = userClients.get(env);
  if (!clients) userClients.set(env, (clients = new Map()));
  let db = clients.get(key);
  if (!db) clients.set(key, (db = make()));
  return db;
}

/** Firestore with the rules off (the emulator's "owner" token, as withSecurityRulesDisabled uses). */
function ownerDb(env: RulesTestEnvironment): Firestore {
  let db = ownerClients.get(env);
  if (!db) {
    const app = initializeApp({ projectId: env.projectId }, `rules-off-${env.projectId}-${Math.random()}`);
    db = getFirestore(app);
    connectFirestoreEmulator(db, '127.0.0.1', 8080, { mockUserToken: 'owner' });
    ownerClients.set(env, db);
  }
  return db;
}

let startupRules: Promise<string | undefined> | undefined;

/**
 * Whether the emulator's startup ruleset is `rules`. A project that never had rules loaded runs that
 * ruleset, and its coverage report names the rules it runs.
 */
async function emulatorRulesAre(rules: string): Promise<boolean> {
  startupRules ??= fetch(`http://127.0.0.1:8080/emulator/v1/projects/demo-startup-rules-probe:ruleCoverage`)
    .then((res) => (res.ok ? res.json() : undefined))
    .then(
      (body: { rules?: { files?: { content?: string }[] } } | undefined) => body?.rules?.files?.[0]?.content,
    )
    .catch(() => undefined);
  return (await startupRules) === rules;
}

/**
 * One test environment per file, in the project `projectId` names or in its process's shared one
 * (projectFor). Returns a getter for the environment; the data is cleared before each test.
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
  return clientOf(
    env,
    `${uid}\n${email}`,
    () => env.authenticatedContext(uid, { email }).firestore() as unknown as Firestore,
  );
}

export function dbAnon(env: RulesTestEnvironment): Firestore {
  return clientOf(env, '', () => env.unauthenticatedContext().firestore() as unknown as Firestore);
}

/** Write documents with the rules off. `docs` maps a path ('users/alice') to its data. */
export async function seed(env: RulesTestEnvironment, docs: Record<string, DocumentData>): Promise<void> {
  const db = ownerDb(env);
  const batch = writeBatch(db);
  for (const [path, data] of Object.entries(docs)) batch.set(doc(db, path), data);
  await batch.commit();
}

/** Read a document with the rules off (to check what a legal write stored). */
export async function peek(env: RulesTestEnvironment, path: string): Promise<DocumentData | undefined> {
  return (await getDoc(doc(ownerDb(env), path))).data();
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

/** The app's steps with `tamper` applied by step name: its record merged over the data, or 'skip'. */
export function tampered<K extends string>(steps: WriteStep<K>[], tamper?: Tamper<K>): WriteStep<K>[] {
  return steps.flatMap((step): WriteStep<K>[] => {
    const t = tamper?.[step.name];
    if (t === 'skip') return [];
    if (!t) return [step];
    if ('set' in step) return [{ ...step, set: { ...step.set, ...t } }];
    if ('update' in step) return [{ ...step, update: { ...step.update, ...t } }];
    throw new Error(`step ${step.name} deletes: nothing to merge`);
  });
}

// ------------------------------------------------------------------ 1. sign-up (one batch)

export interface SignUpInput {
  uid: string;
  username: string;
  email: string;
}

/** The app's sign-up batch (signUpWriteSteps); `usernameDocId` reserves another name's document. */
export async function signUp(
  db: Firestore,
  input: SignUpInput,
  tamper?: Tamper<SignUpStepName> & { usernameDocId?: string },
): Promise<void> {
  const steps = signUpWriteSteps(db, input).map((step) =>
    step.name === 'username' && tamper?.usernameDocId
      ? { ...step, ref: doc(db, 'usernames', tamper.usernameDocId) }
      : step,
  );
  const batch = writeBatch(db);
  applyWriteSteps(batch, tampered(steps, tamper));
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
export { restaurantKeyOf } from '../../src/domain/restaurant-key';
export { receiptKeyOf } from '../../src/features/scan/model/receipt-key';

function billIdFor(uid: string, millis: number = Date.now()): string {
  return `${uid}_${millis}`;
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

/**
 * The app's bill transaction (billWriteSteps), crediting `ownerIds` (default: the restaurant's claim, as
 * the app finds it) whenever their user document has a restaurant profile. `tamper.owner` is an update
 * applied to each credited owner's statistics after the app's merge (or 'skip' credits none);
 * `tamper.receiptKey` claims another receipt.
 */
export async function saveBill(
  db: Firestore,
  uid: string,
  scanned: ScannedBill,
  opts: {
    billId?: string;
    ownerIds?: string[];
    tamper?: Tamper<Exclude<BillStepName, 'owner'>> & {
      owner?: DocumentData | 'skip';
      receiptKey?: string;
    };
    /** An attack test's extra writes in the same transaction. */
    extra?: (tx: Transaction, db: Firestore) => void;
    /** The restaurant's code the bill claims (decision 0046): a verified bill. */
    code?: ClaimedCode;
  } = {},
): Promise<string> {
  const billId = opts.billId ?? billIdFor(uid);
  const { owner, receiptKey, ...tamper } = opts.tamper ?? {};
  const bill = { ...scanned, items: scanned.items ?? [] };
  const ownerIds = (opts.ownerIds ?? (await findMatchingOwnerIds(bill, db))).filter((id) => id !== uid);
  await runTransaction(db, async (tx) => {
    // Reads first, as the app's: the diner (their period counters), their own day counter (private,
    // decision 0016), the owners whose statistics this bill updates.
    const diner = (await tx.get(doc(db, 'users', uid))).data();
    const billDay = (await tx.get(billDayRef(db, uid))).data();
    const owners = await Promise.all(ownerIds.map((id) => tx.get(doc(db, 'users', id))));
    const record = (await tx.get(dinerRecordRef(db, billRestaurantKey(bill), uid))).data();
    const privacy = (await tx.get(privacyPreferenceRef(db, uid))).data();
    const marks = (await tx.get(dishMarksRef(db, uid, billRestaurantKey(bill)))).data();
    const credited =
      owner === 'skip' ? [] : owners.filter((o) => o.data()?.restaurantProfile).map((o) => o.id);
    const steps = billWriteSteps(db, {
      uid,
      bill,
      billId,
      receiptKey: receiptKey ?? (opts.code ? codeReceiptKey(opts.code.codeId) : receiptKeyOf(bill)),
      diner,
      billDay,
      keys: periodKeysAt(new Date()),
      ownerIds: credited,
      dinerRecord: record ? toDinerRecord(record) : null,
      listed: listedAmongDiners(privacy),
      code: opts.code ?? null,
      dishMarks: (marks?.dishes as string[] | undefined) ?? [],
    });
    applyWriteSteps(tx, tampered(steps, tamper));
    if (owner && owner !== 'skip') {
      for (const id of credited) tx.update(doc(db, 'users', id, 'private', 'restaurantStats'), owner);
    }
    opts.extra?.(tx, db);
  });
  return billId;
}

// ------------------------------------------------------------------ 7. silver transfer (one transaction)

/**
 * The app's transfer transaction (transferWriteSteps: the record, both balances, the receiver's
 * notification), without the app's refusals. `txId` reuses a transaction id.
 */
export async function sendSilver(
  db: Firestore,
  senderId: string,
  receiverId: string,
  amount: number,
  tamper?: Tamper<TransferStepName> & {
    txId?: string;
    /** An attack test's extra writes in the same transaction (given the new transaction's id). */
    extra?: (tx: Transaction, db: Firestore, txId: string) => void;
  },
): Promise<string> {
  const txId = tamper?.txId ?? doc(collection(db, 'pointTransactions')).id;
  await runTransaction(db, async (tx) => {
    const sender = await tx.get(doc(db, 'users', senderId));
    const receiver = await tx.get(doc(db, 'users', receiverId));
    const keys = periodKeysAt(new Date());
    const steps = transferWriteSteps(db, { senderId, receiverId, amount, txId, sender, receiver, keys });
    applyWriteSteps(tx, tampered(steps, tamper));
    tamper?.extra?.(tx, db, txId);
  });
  return txId;
}

// ------------------------------------------------------------------ 8. follow / unfollow (one transaction)

/**
 * The app's follow or unfollow transaction (followWriteSteps; a follow notifies the target), without
 * the app's check that the follow does not exist yet. `followId` names another follow document.
 */
async function setFollow(
  db: Firestore,
  followerId: string,
  targetUserId: string,
  follow: boolean,
  tamper?: Tamper<FollowStepName> & {
    followId?: string;
    /** An attack test's extra writes in the same transaction (given the follow id). */
    extra?: (tx: Transaction, db: Firestore, followId: string) => void;
  },
) {
  const followId = tamper?.followId ?? followIdOf(followerId, targetUserId);
  await runTransaction(db, async (tx) => {
    await tx.get(doc(db, 'follows', followId));
    const actor = follow ? actorOf(await tx.get(doc(db, 'users', followerId))) : null;
    const noticeStillUnread = follow && (await followNoticeStillUnread(tx, db, followId));
    const steps = followWriteSteps(db, {
      followerId,
      targetUserId,
      follow,
      actor,
      followId,
      noticeStillUnread,
    });
    applyWriteSteps(tx, tampered(steps, tamper));
    tamper?.extra?.(tx, db, followId);
  });
}

export const follow = (
  db: Firestore,
  followerId: string,
  targetUserId: string,
  tamper?: Parameters<typeof setFollow>[4],
) => setFollow(db, followerId, targetUserId, true, tamper);

export const unfollow = (
  db: Firestore,
  followerId: string,
  targetUserId: string,
  tamper?: Tamper<Exclude<FollowStepName, 'notification'>>,
) => setFollow(db, followerId, targetUserId, false, tamper);

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

/** The app's group creation (createGroupWriteSteps), without its refusal below the fee. */
export async function createGroup(
  db: Firestore,
  uid: string,
  group: NewGroup,
  tamper?: Tamper<CreateGroupStepName>,
): Promise<string> {
  const groupId = newGroupId(db);
  await runTransaction(db, async (tx) => {
    const user = await tx.get(doc(db, 'users', uid));
    const existing = await existingCities(tx, db, [cityKey(group.city)]);
    const gold = (user.data()?.goldPoints as number | undefined) ?? 0;
    const steps = createGroupWriteSteps(db, { uid, groupId, fields: group, gold, existing });
    applyWriteSteps(tx, tampered(steps, tamper));
  });
  return groupId;
}
