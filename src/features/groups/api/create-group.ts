import { arrayUnion, doc, increment, serverTimestamp, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { runGuardedTransaction } from '@/firebase/guarded-transaction';
import { applyWriteSteps, type WriteStep } from '@/firebase/write-steps';
import { GROUP_FEE } from '../model/group';
import { trimForm, type GroupForm } from '../model/group-form';
import { AppError, isAppError } from '@/domain/app-error';
import { userDoc, groupsCol, groupDoc } from '@/firebase/collections';
import { cityMoveSteps, existingCities } from '@/firebase/city-counters';
import { cityKey } from '@/domain/elite-city';

/** A fresh eliteGroups id for the group about to be created (its photo goes to group-photos/{uid}/). */
export function newGroupId(db: Firestore = firestore()): string {
  return doc(groupsCol(db)).id;
}

/** The documents a new group writes, by name. */
export type CreateGroupStepName = 'group' | 'user' | 'city';

export interface CreateGroupWriteInput {
  uid: string;
  groupId: string;
  /** The trimmed form (trimForm) and the uploaded photo's URL. */
  fields: GroupForm & { image: string };
  /** The creator's gold as read in the transaction, before the fee. */
  gold: number;
  /** The cities that exist already (the group's city is created otherwise: decision 0052). */
  existing?: ReadonlySet<string>;
}

/**
 * The group with the creator as its only member and totalPoints = the creator's gold before the fee;
 * the creator's joinedGroups gains it, gold falls by the fee, and lastGroupId names it (the rules
 * follow it to the group); the group's city gains its points, its member and itself (decision 0052).
 */
export function createGroupWriteSteps(
  db: Firestore,
  { uid, groupId, fields, gold, existing = new Set() }: CreateGroupWriteInput,
): WriteStep<CreateGroupStepName>[] {
  const cityId = cityKey(fields.city);
  const share = { cityId, city: fields.city, totalPoints: gold, totalUsers: 1 };
  return [
    {
      name: 'group',
      ref: groupDoc(db, groupId),
      set: {
        ...fields,
        cityId,
        creatorId: uid,
        members: [uid],
        pendingInvites: [],
        totalUsers: 1,
        totalPoints: gold,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      },
    },
    {
      name: 'user',
      ref: userDoc(db, uid),
      update: {
        goldPoints: increment(-GROUP_FEE),
        joinedGroups: arrayUnion(groupId),
        lastGroupId: groupId,
        updatedAt: serverTimestamp(),
      },
    },
    ...cityMoveSteps(db, groupId, null, share, existing),
  ];
}

/**
 * One transaction (spec section 7, decision 0002 "9") of createGroupWriteSteps, refused below the fee.
 * Throws the spec's message (offline too, at once: firebase/guarded-transaction).
 */
export async function createGroup(
  uid: string,
  groupId: string,
  form: GroupForm,
  image: string,
  db: Firestore = firestore(),
): Promise<void> {
  const fields = { ...trimForm(form), image };
  try {
    await runGuardedTransaction(db, async (tx) => {
      const user = await tx.get(userDoc(db, uid));
      const existing = await existingCities(tx, db, [cityKey(fields.city)]);
      const gold = (user.data()?.goldPoints as number | undefined) ?? 0;
      if (gold < GROUP_FEE) throw new AppError('groups:errors.needGold');
      applyWriteSteps(tx, createGroupWriteSteps(db, { uid, groupId, fields, gold, existing }));
    });
  } catch (err) {
    throw new AppError(
      isAppError(err, 'groups:errors.needGold') ? 'groups:errors.needGold' : 'groups:errors.createFailed',
    );
  }
}
