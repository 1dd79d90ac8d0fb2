// The documents sign-up writes, for seeding the emulators in the seed scripts, benchmarks and tests: taken
// from the app's own builder (signUpWriteSteps), so a seeded user cannot drift from a signed-up one
// (issue 30: the hand copy's bio had drifted from src/domain/default-bio.ts). Dates work both over REST
// and through the SDK.
import { initializeApp } from 'firebase/app';
import { getFirestore, increment, type DocumentData, type Firestore } from 'firebase/firestore';
import { signUpWriteSteps } from '../src/features/auth/api/sign-up';
import { billDayWrite } from '../src/features/scan/model/bill-caps';
import { stepDocs, type SeedDoc } from './step-docs';

let refsDb: Firestore | undefined;

/** A Firestore that only names documents (a builder's refs): it never connects. */
export function refsFirestore(): Firestore {
  refsDb ??= getFirestore(initializeApp({ projectId: 'demo-seed-refs' }, 'seed-refs'));
  return refsDb;
}

/** users/{uid}, usernames/{lower} and users/{uid}/private/account as sign-up writes them at `now`. */
export function signUpDocs(uid: string, username: string, email: string | null, now = new Date()): SeedDoc[] {
  return stepDocs(signUpWriteSteps(refsFirestore(), { uid, username, email }), now);
}

/**
 * users/{uid} as sign-up writes it at `now`, then `overrides` (e.g. { username, goldPoints }): a changed
 * username renames the document's usernameLower and greeting with it.
 */
export function newUserDoc(uid: string, overrides: DocumentData = {}, now = new Date()): DocumentData {
  const username = typeof overrides.username === 'string' ? overrides.username : uid;
  const [[, user]] = signUpDocs(uid, username, null, now);
  return { ...user!, ...overrides };
}

/**
 * users/{uid}/private/billDay, the day's bill counter of the earning caps (decisions 0010 and 0016). Not
 * on the user document: only its owner may read it. Sign-up writes none (a missing one counts as zero);
 * a bill writes it (billDayWrite), so a seeded one names the latest bill it counts.
 */
export function billDayDoc(day: { key: string; bills: number; total: number; lastBillId: string }) {
  return { ...billDayWrite(undefined, day.key, day.total, day.lastBillId, increment), bills: day.bills };
}
