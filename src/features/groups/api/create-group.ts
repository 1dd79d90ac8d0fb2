import { arrayUnion, collection, doc, increment, serverTimestamp, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { runGuardedTransaction } from '@/firebase/guarded-transaction';
import { GROUP_FEE } from '../model/group';
import { MSG } from '../model/messages';
import { trimForm, type GroupForm } from '../model/group-form';

/** A fresh eliteGroups id for the group about to be created (its photo goes to group-photos/{uid}/). */
export function newGroupId(db: Firestore = firestore()): string {
  return doc(collection(db, 'eliteGroups')).id;
}

/**
 * One transaction (spec section 7, decision 0002 "9"): the group with the creator as its only member
 * and totalPoints = the creator's gold before the fee; the creator's joinedGroups gains it and gold
 * falls by 100. Throws the spec's message (offline too, at once: firebase/guarded-transaction).
 */
export async function createGroup(
  uid: string,
  groupId: string,
  form: GroupForm,
  image: string,
  db: Firestore = firestore(),
): Promise<void> {
  const f = trimForm(form);
  const userRef = doc(db, 'users', uid);
  try {
    await runGuardedTransaction(db, async (tx) => {
      const user = await tx.get(userRef);
      const gold = (user.data()?.goldPoints as number | undefined) ?? 0;
      if (gold < GROUP_FEE) throw new Error(MSG.needGold);
      tx.set(doc(db, 'eliteGroups', groupId), {
        ...f,
        image,
        creatorId: uid,
        members: [uid],
        pendingInvites: [],
        totalUsers: 1,
        totalPoints: gold,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
      tx.update(userRef, {
        goldPoints: increment(-GROUP_FEE),
        joinedGroups: arrayUnion(groupId),
        lastGroupId: groupId,
        updatedAt: serverTimestamp(),
      });
    });
  } catch (err) {
    throw new Error(err instanceof Error && err.message === MSG.needGold ? MSG.needGold : MSG.createFailed);
  }
}
