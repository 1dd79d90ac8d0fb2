// The membership moves, each one transaction over the group and the user(s) it concerns
// (firestore.rules, "elite groups (issue 9)"). Each throws an Error with the message to show.
import {
  arrayRemove,
  arrayUnion,
  doc,
  increment,
  runTransaction,
  serverTimestamp,
  type Firestore,
} from 'firebase/firestore';
import { firestore } from '@/lib/firebase';
import { MSG, pointsAfterLeave, toGroup } from '../model';

function failWith(fallback: string, keep: string[]) {
  return (err: unknown): never => {
    const message = err instanceof Error ? err.message : '';
    throw new Error(keep.includes(message) ? message : fallback);
  };
}

// Counters move with increment() so that the rules, which compare with the stored document at commit
// time, see the same arithmetic even when another member's move landed since this transaction read.
/** totalPoints after a leave: down by the leaver's gold, or 0 when that would go below 0. */
function pointsDown(totalPoints: number, gold: number) {
  return pointsAfterLeave(totalPoints, gold) > 0 ? increment(-gold) : 0;
}

const goldOf = (data: Record<string, unknown> | undefined) =>
  typeof data?.goldPoints === 'number' ? data.goldPoints : 0;

/** Accepting my invite is the join: into members, out of pendingInvites, totalUsers +1, totalPoints + my gold. */
export async function joinGroup(groupId: string, uid: string, db: Firestore = firestore()): Promise<void> {
  const groupRef = doc(db, 'eliteGroups', groupId);
  const userRef = doc(db, 'users', uid);
  await runTransaction(db, async (tx) => {
    const [g, u] = await Promise.all([tx.get(groupRef), tx.get(userRef)]);
    if (!g.exists()) throw new Error(MSG.notFound);
    const group = toGroup(g.id, g.data());
    if (group.members.includes(uid)) return;
    if (!group.pendingInvites.includes(uid)) throw new Error(MSG.notInvited);
    tx.update(groupRef, {
      members: arrayUnion(uid),
      pendingInvites: arrayRemove(uid),
      totalUsers: increment(1),
      totalPoints: increment(goldOf(u.data())),
      lastMemberId: uid,
      updatedAt: serverTimestamp(),
    });
    tx.update(userRef, {
      joinedGroups: arrayUnion(groupId),
      lastGroupId: groupId,
      updatedAt: serverTimestamp(),
    });
  }).catch(failWith(MSG.joinFailed, [MSG.notFound, MSG.notInvited]));
}

/** Declining: I leave pendingInvites, nothing else moves. */
export async function declineInvite(
  groupId: string,
  uid: string,
  db: Firestore = firestore(),
): Promise<void> {
  const groupRef = doc(db, 'eliteGroups', groupId);
  await runTransaction(db, async (tx) => {
    const g = await tx.get(groupRef);
    if (!g.exists()) throw new Error(MSG.notFound);
    if (!toGroup(g.id, g.data()).pendingInvites.includes(uid)) return;
    tx.update(groupRef, {
      pendingInvites: arrayRemove(uid),
      lastMemberId: uid,
      updatedAt: serverTimestamp(),
    });
  }).catch(failWith(MSG.declineFailed, [MSG.notFound]));
}

/** Spec section 4: out of members, totalUsers -1, the group out of my joinedGroups; the creator cannot. */
export async function leaveGroup(groupId: string, uid: string, db: Firestore = firestore()): Promise<void> {
  const groupRef = doc(db, 'eliteGroups', groupId);
  const userRef = doc(db, 'users', uid);
  await runTransaction(db, async (tx) => {
    const [g, u] = await Promise.all([tx.get(groupRef), tx.get(userRef)]);
    if (!g.exists()) throw new Error(MSG.notFound);
    const group = toGroup(g.id, g.data());
    if (group.creatorId === uid) throw new Error(MSG.creatorCannotLeave);
    if (!group.members.includes(uid)) return;
    tx.update(groupRef, {
      members: arrayRemove(uid),
      totalUsers: increment(-1),
      totalPoints: pointsDown(group.totalPoints, goldOf(u.data())),
      lastMemberId: uid,
      updatedAt: serverTimestamp(),
    });
    tx.update(userRef, {
      joinedGroups: arrayRemove(groupId),
      lastGroupId: groupId,
      updatedAt: serverTimestamp(),
    });
  }).catch(failWith(MSG.leaveFailed, [MSG.notFound, MSG.creatorCannotLeave]));
}

/** The creator removes another member: as a leave, written by the creator for both documents. */
export async function removeMember(
  groupId: string,
  creatorId: string,
  memberId: string,
  db: Firestore = firestore(),
): Promise<void> {
  const groupRef = doc(db, 'eliteGroups', groupId);
  const memberRef = doc(db, 'users', memberId);
  await runTransaction(db, async (tx) => {
    const [g, m] = await Promise.all([tx.get(groupRef), tx.get(memberRef)]);
    if (!g.exists()) throw new Error(MSG.notFound);
    const group = toGroup(g.id, g.data());
    if (group.creatorId !== creatorId || memberId === creatorId) throw new Error(MSG.removeFailed);
    if (!group.members.includes(memberId)) return;
    tx.update(groupRef, {
      members: arrayRemove(memberId),
      totalUsers: increment(-1),
      totalPoints: pointsDown(group.totalPoints, goldOf(m.data())),
      lastMemberId: memberId,
      updatedAt: serverTimestamp(),
    });
    tx.update(memberRef, { joinedGroups: arrayRemove(groupId), lastGroupId: groupId });
  }).catch(failWith(MSG.removeFailed, [MSG.notFound]));
}
