// Save restaurant profile (spec section 7): one transaction that checks the owner flag, writes the
// descriptive fields of users/{uid}.restaurantProfile, and keeps the restaurant's claim
// restaurants/{restaurantKey} (one owner per restaurant, decision 0008) in step with its name and address:
// created with a new profile, moved in the same write when the name or address changes. Images the save
// drops from the profile are deleted from Storage after the commit (no files left behind: decision 0019).
import {
  getDoc,
  serverTimestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { runGuardedTransaction } from '@/firebase/guarded-transaction';
import { restaurantKeyOf } from '@/domain/restaurant-key';
import { isOfflineError } from '@/stores/connectivity-store';
import { trimForm, type RestaurantForm } from '../model/profile-form';
import { deleteRestaurantImages } from './restaurant-images';
import { restaurantProfileDoc } from './restaurant-profile-doc';
import { AppError, isAppError } from '@/domain/app-error';
import { userDoc, restaurantStatsDoc, restaurantDoc } from '@/firebase/collections';

export type SaveOutcome = { created: boolean; moved: boolean };

/** Public profile fields the form does not edit. */
const KEPT_KEYS = ['images', 'hours', 'rating', 'reviews'] as const;

/** users/{uid}/private/restaurantStats as a new profile starts it. */
const EMPTY_STATS_DOC = { totalBills: 0, totalRevenue: 0, spenders: {}, lastBillAt: null } as const;

/** The claim's data: who owns the restaurant, since when. */
function claimDoc(uid: string): DocumentData {
  return { ownerId: uid, createdAt: serverTimestamp() };
}

/** The claim key a stored profile holds (computed for a profile saved before claims existed). */
function keyOfProfile(p: DocumentData | null | undefined): string | null {
  if (!p) return null;
  if (typeof p.restaurantKey === 'string' && p.restaurantKey) return p.restaurantKey;
  if (typeof p.name !== 'string' || typeof p.address !== 'string') return null;
  return restaurantKeyOf(p.name, p.address);
}

/**
 * Throws an AppError with the message to show ('dashboard:messages.notOwner', 'dashboard:messages.alreadyClaimed', ...). `images`
 * (download URLs of the owner's uploads, header first) replaces the profile's list; left out, the
 * stored list is kept.
 */
export async function saveRestaurantProfile(
  uid: string,
  input: RestaurantForm,
  db: Firestore = firestore(),
  images?: readonly string[],
): Promise<SaveOutcome> {
  const form = trimForm(input);
  const newKey = restaurantKeyOf(form.name, form.address);
  const userRef = userDoc(db, uid);
  const claimRef = restaurantDoc(db, newKey);
  const statsRef = restaurantStatsDoc(db, uid);

  let dropped: string[] = [];
  try {
    const outcome = await runGuardedTransaction(db, async (tx) => {
      const userSnap = await tx.get(userRef);
      if (!userSnap.exists()) throw new AppError('dashboard:messages.userNotFound');
      const user = userSnap.data();
      if (user.isRestaurantOwner !== true) throw new AppError('dashboard:messages.notOwner');
      const claim = await tx.get(claimRef);
      const statsExist = (await tx.get(statsRef)).exists();
      if (claim.exists() && claim.data().ownerId !== uid)
        throw new AppError('dashboard:messages.alreadyClaimed');

      const old = (user.restaurantProfile ?? null) as DocumentData | null;
      const oldKey = keyOfProfile(old);
      // The whole map is replaced: the descriptive fields from the form (a cleared website left out), the
      // rest of the public profile as it was.
      const kept = Object.fromEntries(
        KEPT_KEYS.filter((k) => old !== null && k in old).map((k) => [k, old![k] as unknown]),
      );
      const oldImages: unknown[] = Array.isArray(old?.images) ? (old.images as unknown[]) : [];
      dropped = images
        ? oldImages.filter((u): u is string => typeof u === 'string' && !images.includes(u))
        : [];
      tx.update(userRef, {
        restaurantProfile: restaurantProfileDoc(form, newKey, kept, images),
        updatedAt: serverTimestamp(),
      });
      if (!claim.exists()) tx.set(claimRef, claimDoc(uid));
      // A new profile comes with its empty owner-only statistics (firestore.rules, restaurantProfileSave).
      if (old === null && !statsExist) tx.set(statsRef, EMPTY_STATS_DOC);
      const moved = oldKey !== null && oldKey !== newKey;
      if (moved) tx.delete(restaurantDoc(db, oldKey));
      return { created: old === null, moved };
    });
    await deleteRestaurantImages(dropped, uid);
    return outcome;
  } catch (error) {
    throw await toSaveError(error, claimRef, uid);
  }
}

/** Our own refusals (the transaction threw them moments ago). */
const isOwnRefusal = (error: unknown) =>
  isAppError(
    error,
    'dashboard:messages.userNotFound',
    'dashboard:messages.notOwner',
    'dashboard:messages.alreadyClaimed',
  );

/**
 * Our own messages pass through, and being offline (nothing written; the spec has no message for a
 * failed save). A refused commit whose claim now names someone else lost a race for
 * the restaurant (the emulator can check the rules before it sees the conflict); anything else is the
 * generic save message, never the SDK's text.
 */
async function toSaveError(error: unknown, claimRef: DocumentReference, uid: string) {
  if (isOfflineError(error) || isOwnRefusal(error)) return error;
  try {
    const owner: unknown = (await getDoc(claimRef)).data()?.ownerId;
    if (typeof owner === 'string' && owner !== uid)
      return new AppError('dashboard:messages.alreadyClaimed', undefined, { cause: error });
  } catch {
    // Unknown: the generic message below.
  }
  return new AppError('dashboard:messages.saveFailed', undefined, { cause: error });
}
