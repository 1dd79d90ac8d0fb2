import { serverTimestamp, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { runGuardedTransaction } from '@/firebase/guarded-transaction';
import { applyWriteSteps } from '@/firebase/write-steps';
import { cityMoveSteps, existingCities } from '@/firebase/city-counters';
import { cityKey, cityShareOf } from '@/domain/elite-city';
import { trimForm, type GroupForm } from '../model/group-form';
import { AppError } from '@/domain/app-error';
import { groupDoc } from '@/firebase/collections';

/**
 * The creator's settings: name, description, image, region and city. One transaction: a new city takes
 * the group's figures from the old one (decision 0052), and a group older than the cities joins its city.
 */
export async function updateGroup(
  groupId: string,
  form: GroupForm,
  image: string,
  db: Firestore = firestore(),
): Promise<void> {
  const fields = trimForm(form);
  const cityId = cityKey(fields.city);
  try {
    await runGuardedTransaction(db, async (tx) => {
      const ref = groupDoc(db, groupId);
      const snap = await tx.get(ref);
      if (!snap.exists()) throw new AppError('groups:errors.notFound');
      const before = cityShareOf(snap.data());
      const after = before
        ? { ...before, cityId, city: fields.city }
        : { ...cityShareOf({ ...snap.data(), cityId })!, city: fields.city };
      const existing = await existingCities(tx, db, [cityId]);
      if (before) existing.add(before.cityId);
      tx.update(ref, { ...fields, cityId, image, updatedAt: serverTimestamp() });
      applyWriteSteps(tx, cityMoveSteps(db, groupId, before, after, existing));
    });
  } catch {
    throw new AppError('groups:errors.saveFailed');
  }
}
