// Settings → Privacy, "Show me among a restaurant's diners" (decisions 0038, 0040) and "Who can see my
// spending history" (decision 0043): users/{me}/preferences/privacy = { showAmongDiners (missing: on),
// spendingHistory (missing: 'everyone') }, and the `visible` flag of every diner record of mine
// (restaurantPages/{key}/diners/{me}), which the rules hold equal to "listed" (shown among diners and
// the history open to everyone) after each write (restaurant-pages.rules, dinerFollowsSetting).
import {
  getDoc,
  getDocs,
  limit,
  query,
  where,
  writeBatch,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { showsAmongDiners } from '@/domain/restaurant-page';
import { listedAmongDiners, spendingHistoryOf, type SpendingHistory } from '@/domain/spending-history';
import { firestore } from '@/firebase/firebase';
import { failWhenOffline } from '@/stores/connectivity-store';
import { privacyPreferencesDoc, dinersGroup } from '@/firebase/collections';

/** Writes per batch: Firestore's limit. The first batch also carries the preference. */
const DINER_PRIVACY_BATCH = 500;

export const privacyPreferenceRef = (db: Firestore, uid: string): DocumentReference =>
  privacyPreferencesDoc(db, uid);

/** The privacy preference as the app reads it: a missing document or field is the default. */
export type PrivacyPreference = {
  showAmongDiners: boolean;
  spendingHistory: SpendingHistory;
};

/** The stored preference, both fields always (decision 0036: app, seeds and tests write it from here). */
export const newPrivacyPreference = (
  showAmongDiners: boolean,
  spendingHistory: SpendingHistory = 'everyone',
) => ({ showAmongDiners, spendingHistory });

const preferenceOf = (data: Record<string, unknown> | undefined): PrivacyPreference => ({
  showAmongDiners: showsAmongDiners(data),
  spendingHistory: spendingHistoryOf(data),
});

/** My preference; a missing document or field is the default (shown, everyone). */
export async function fetchPrivacyPreference(
  uid: string,
  db: Firestore = firestore(),
): Promise<PrivacyPreference> {
  return preferenceOf((await getDoc(privacyPreferenceRef(db, uid))).data());
}

/** My "Show me among a restaurant's diners"; a missing document or field is on. */
export async function fetchShowAmongDiners(uid: string, db: Firestore = firestore()): Promise<boolean> {
  return (await fetchPrivacyPreference(uid, db)).showAmongDiners;
}

/** My diner records whose `visible` is not `listed` yet, at most `n`. */
const stragglers = (db: Firestore, uid: string, listed: boolean, n: number) =>
  failWhenOffline(
    getDocs(query(dinersGroup(db), where('userId', '==', uid), where('visible', '==', !listed), limit(n))),
  );

/** Whether some record of mine is not `listed` yet (a run that stopped half-way). */
export async function hasDinerStragglers(uid: string, listed: boolean, db: Firestore = firestore()) {
  return !(await stragglers(db, uid, listed, 1)).empty;
}

interface ApplyOptions {
  db?: Firestore;
  batchSize?: number;
}

/**
 * Saves my preference (both settings, as the screen has them: no read first) and makes every diner
 * record of mine follow it: the preference in the first batch, then the records whose `visible`
 * differs from "listed", `batchSize` writes a batch, until none is left. Each batch leaves the records
 * it wrote out of the next query, so no cursor is needed, and running it again after a failure finishes
 * what is left (idempotent). Offline it fails at once (a queued fan-out could not re-query). Returns
 * the number of records changed.
 */
export async function applyPrivacyPreference(
  uid: string,
  pref: PrivacyPreference,
  { db = firestore(), batchSize = DINER_PRIVACY_BATCH }: ApplyOptions = {},
): Promise<number> {
  const listed = listedAmongDiners(pref);
  let changed = 0;
  let first = true;
  for (;;) {
    const room = first ? batchSize - 1 : batchSize;
    const snap = await stragglers(db, uid, listed, room);
    if (!first && snap.empty) return changed;
    const batch = writeBatch(db);
    if (first)
      batch.set(
        privacyPreferenceRef(db, uid),
        newPrivacyPreference(pref.showAmongDiners, pref.spendingHistory),
      );
    for (const d of snap.docs) batch.update(d.ref, { visible: listed });
    // Needs the server: offline, it fails at once and "Apply it everywhere" runs it again later.
    await failWhenOffline(batch.commit());
    changed += snap.size;
    first = false;
    if (snap.size < room) return changed;
  }
}

/** "Show me among a restaurant's diners" with the history open to everyone (the default), applied. */
export const applyShowAmongDiners = (uid: string, show: boolean, options: ApplyOptions = {}) =>
  applyPrivacyPreference(uid, newPrivacyPreference(show), options);
