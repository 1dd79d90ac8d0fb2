// Settings → Privacy, "Show me among a restaurant's diners" (decisions 0038, 0040):
// users/{me}/preferences/privacy = { showAmongDiners } (missing: on), and the `visible` flag of every
// diner record of mine (restaurantPages/{key}/diners/{me}), which the rules hold equal to the
// preference after each write (restaurant-pages.rules, dinerFollowsSetting).
import {
  collectionGroup,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  where,
  writeBatch,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { DINERS } from '@/domain/restaurant-page';
import { firestore } from '@/firebase/firebase';
import { failWhenOffline } from '@/stores/connectivity-store';

/** Writes per batch: Firestore's limit. The first batch also carries the preference. */
const DINER_PRIVACY_BATCH = 500;

export const privacyPreferenceRef = (db: Firestore, uid: string): DocumentReference =>
  doc(db, 'users', uid, 'preferences', 'privacy');

/** The stored preference (decision 0036: app and tests write it from here). */
export const newPrivacyPreference = (showAmongDiners: boolean) => ({ showAmongDiners });

/** My setting; a missing document or field is on. */
export async function fetchShowAmongDiners(uid: string, db: Firestore = firestore()): Promise<boolean> {
  return (await getDoc(privacyPreferenceRef(db, uid))).data()?.showAmongDiners !== false;
}

/** My diner records whose `visible` is not `show` yet, at most `n`. */
const stragglers = (db: Firestore, uid: string, show: boolean, n: number) =>
  failWhenOffline(
    getDocs(
      query(collectionGroup(db, DINERS), where('userId', '==', uid), where('visible', '==', !show), limit(n)),
    ),
  );

/** Whether some record of mine still shows the other setting (a run that stopped half-way). */
export async function hasDinerStragglers(uid: string, show: boolean, db: Firestore = firestore()) {
  return !(await stragglers(db, uid, show, 1)).empty;
}

/**
 * Saves my setting and makes every diner record of mine follow it: the preference in the first batch,
 * then the records whose `visible` differs, `batchSize` writes a batch, until none is left. Each batch
 * leaves the records it wrote out of the next query, so no cursor is needed, and running it again
 * after a failure finishes what is left (idempotent). Offline it fails at once (a queued fan-out could
 * not re-query). Returns the number of records changed.
 */
export async function applyShowAmongDiners(
  uid: string,
  show: boolean,
  { db = firestore(), batchSize = DINER_PRIVACY_BATCH }: { db?: Firestore; batchSize?: number } = {},
): Promise<number> {
  let changed = 0;
  let first = true;
  for (;;) {
    const room = first ? batchSize - 1 : batchSize;
    const snap = await stragglers(db, uid, show, room);
    if (!first && snap.empty) return changed;
    const batch = writeBatch(db);
    if (first) batch.set(privacyPreferenceRef(db, uid), newPrivacyPreference(show));
    for (const d of snap.docs) batch.update(d.ref, { visible: show });
    // Needs the server: offline, it fails at once and "Apply it everywhere" runs it again later.
    await failWhenOffline(batch.commit());
    changed += snap.size;
    first = false;
    if (snap.size < room) return changed;
  }
}
