// The membership moves, each one transaction over the group and the user(s) it concerns
// (firestore.rules, "elite groups"; decision 0007). Each throws an AppError with the message to show.
import {
  arrayRemove,
  arrayUnion,
  increment,
  serverTimestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { runGuardedTransaction } from '@/firebase/guarded-transaction';
import { pointsAfterLeave, toGroup, type EliteGroup } from '../model/group';
import { AppError, isAppError, type MessageKey } from '@/domain/app-error';
import { userDoc, groupDoc } from '@/firebase/collections';
import { cityShareOf } from '@/domain/elite-city';
import { cityMoveSteps } from '@/firebase/city-counters';
import { applyWriteSteps } from '@/firebase/write-steps';

/**
 * Rethrows our own messages in `keep`, else `fallback`. Being offline says so where the spec has no
 * message of its own for the move (all but leaving: 'Failed to leave group').
 */
function failWith(fallback: MessageKey, keep: MessageKey[]) {
  return (err: unknown): never => {
    throw new AppError(isAppError(err, ...keep) ? err.key : fallback);
  };
}

// Counters move with increment() so that the rules, which compare with the stored document at commit
// time, see the same arithmetic even when another member's move landed since this transaction read.
/**
 * increment(n) that keeps an int counter an int: the SDK sends -0 (the leave of a member with 0 gold)
 * as the double -0, which would turn totalPoints into a double that the rules refuse (decision 0020).
 */
const intIncrement = (n: number) => increment(n === 0 ? 0 : n);

/** totalPoints after a leave: down by the leaver's gold, or 0 when that would go below 0. */
function pointsDown(totalPoints: number, gold: number) {
  return pointsAfterLeave(totalPoints, gold) > 0 ? intIncrement(-gold) : 0;
}

const goldOf = (data: Record<string, unknown> | undefined) =>
  typeof data?.goldPoints === 'number' ? data.goldPoints : 0;

interface Move {
  tx: Transaction;
  group: EliteGroup;
  groupRef: DocumentReference;
  userRef: DocumentReference;
  /** The user's gold points (0 unless their document was read). */
  gold: number;
  /** Moves the group's city by the group's new totals, in this write (decision 0052). */
  moveCity: (totals: { totalPoints: number; totalUsers: number }) => void;
}

/**
 * One transaction over eliteGroups/{groupId} and users/{userId} (read too when `readUser`): a missing
 * group is refused with 'groups:errors.notFound', then `apply` writes the move.
 */
function moveMembership(
  db: Firestore,
  groupId: string,
  userId: string,
  readUser: boolean,
  apply: (move: Move) => void,
): Promise<void> {
  const groupRef = groupDoc(db, groupId);
  const userRef = userDoc(db, userId);
  return runGuardedTransaction(db, async (tx) => {
    const [g, u] = await Promise.all([tx.get(groupRef), readUser ? tx.get(userRef) : null]);
    if (!g.exists()) throw new AppError('groups:errors.notFound');
    // A counted group's city exists (the rules keep it), so it is moved without a read.
    const share = cityShareOf(g.data());
    const moveCity = (totals: { totalPoints: number; totalUsers: number }) => {
      if (!share) return;
      const steps = cityMoveSteps(db, groupId, share, { ...share, ...totals }, new Set([share.cityId]));
      applyWriteSteps(tx, steps);
    };
    apply({ tx, group: toGroup(g.id, g.data()), groupRef, userRef, gold: goldOf(u?.data()), moveCity });
  });
}

/** The group's totals after a member with `gold` leaves it (its city moves to them). */
const totalsAfterLeave = (group: EliteGroup, gold: number) => ({
  totalPoints: pointsAfterLeave(group.totalPoints, gold),
  totalUsers: group.totalUsers - 1,
});

/** The group side of a leave: out of members, totalUsers -1, totalPoints down by the leaver's gold. */
const leaveUpdate = (group: EliteGroup, memberId: string, gold: number) => ({
  members: arrayRemove(memberId),
  totalUsers: increment(-1),
  totalPoints: pointsDown(group.totalPoints, gold),
  lastMemberId: memberId,
  updatedAt: serverTimestamp(),
});

/** Accepting my invite is the join: into members, out of pendingInvites, totalUsers +1, totalPoints + my gold. */
export async function joinGroup(groupId: string, uid: string, db: Firestore = firestore()): Promise<void> {
  await moveMembership(db, groupId, uid, true, ({ tx, group, groupRef, userRef, gold, moveCity }) => {
    if (group.members.includes(uid)) return;
    if (!group.pendingInvites.includes(uid)) throw new AppError('groups:errors.notInvited');
    moveCity({ totalPoints: group.totalPoints + gold, totalUsers: group.totalUsers + 1 });
    tx.update(groupRef, {
      members: arrayUnion(uid),
      pendingInvites: arrayRemove(uid),
      totalUsers: increment(1),
      totalPoints: intIncrement(gold),
      lastMemberId: uid,
      updatedAt: serverTimestamp(),
    });
    tx.update(userRef, {
      joinedGroups: arrayUnion(groupId),
      lastGroupId: groupId,
      updatedAt: serverTimestamp(),
    });
  }).catch(
    failWith('groups:errors.joinFailed', [
      'groups:errors.notFound',
      'groups:errors.notInvited',
      'common:offline.action',
    ]),
  );
}

/** Declining: I leave pendingInvites, nothing else moves. */
export async function declineInvite(
  groupId: string,
  uid: string,
  db: Firestore = firestore(),
): Promise<void> {
  await moveMembership(db, groupId, uid, false, ({ tx, group, groupRef }) => {
    if (!group.pendingInvites.includes(uid)) return;
    tx.update(groupRef, {
      pendingInvites: arrayRemove(uid),
      lastMemberId: uid,
      updatedAt: serverTimestamp(),
    });
  }).catch(failWith('groups:errors.declineFailed', ['groups:errors.notFound', 'common:offline.action']));
}

/** Spec section 4: out of members, totalUsers -1, the group out of my joinedGroups; the creator cannot. */
export async function leaveGroup(groupId: string, uid: string, db: Firestore = firestore()): Promise<void> {
  await moveMembership(db, groupId, uid, true, ({ tx, group, groupRef, userRef, gold, moveCity }) => {
    if (group.creatorId === uid) throw new AppError('groups:errors.creatorCannotLeave');
    if (!group.members.includes(uid)) return;
    moveCity(totalsAfterLeave(group, gold));
    tx.update(groupRef, leaveUpdate(group, uid, gold));
    tx.update(userRef, {
      joinedGroups: arrayRemove(groupId),
      lastGroupId: groupId,
      updatedAt: serverTimestamp(),
    });
  }).catch(
    failWith('groups:errors.leaveFailed', ['groups:errors.notFound', 'groups:errors.creatorCannotLeave']),
  );
}

/** The creator removes another member: as a leave, written by the creator for both documents. */
export async function removeMember(
  groupId: string,
  creatorId: string,
  memberId: string,
  db: Firestore = firestore(),
): Promise<void> {
  await moveMembership(db, groupId, memberId, true, ({ tx, group, groupRef, userRef, gold, moveCity }) => {
    if (group.creatorId !== creatorId || memberId === creatorId)
      throw new AppError('groups:errors.removeFailed');
    if (!group.members.includes(memberId)) return;
    moveCity(totalsAfterLeave(group, gold));
    tx.update(groupRef, leaveUpdate(group, memberId, gold));
    tx.update(userRef, { joinedGroups: arrayRemove(groupId), lastGroupId: groupId });
  }).catch(failWith('groups:errors.removeFailed', ['groups:errors.notFound', 'common:offline.action']));
}
