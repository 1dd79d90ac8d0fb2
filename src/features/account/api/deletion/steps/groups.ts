// Step: groups (group-exit.ts says what happens to each). The user's gold comes from the deletion
// marker, as their user document is gone. A group its creator is alone in goes with its chat: the
// messages a page to a batch, then the group (its rules: only while the creator is its only member).
// The user's messages in groups they leave stay (their sender shows as the spec's 'Unknown User').
import { query, serverTimestamp, where, writeBatch, type Firestore } from 'firebase/firestore';
import type { DeletionContext } from '../../../model/deletion/deletion-step';
import { inTransaction } from './counted-removals';
import { readDeletionMarker } from './deletion-marker';
import { groupExitOf, toGroupState } from '../../../model/deletion/group-exit';
import { eachDoc, eachPage } from './pages';
import { groupsCol, groupDoc, groupEventsCol, groupMessagesCol } from '@/firebase/collections';
import { cityShareOf, type CityShare } from '@/domain/elite-city';
import { cityMoveSteps } from '@/firebase/city-counters';
import { applyWriteSteps } from '@/firebase/write-steps';

export async function removeFromGroups(db: Firestore, { uid }: DeletionContext): Promise<void> {
  const { goldPoints, joinedGroups } = await readDeletionMarker(db, uid);
  for (const groupId of joinedGroups) await exitGroup(db, uid, groupId, goldPoints);
  const groups = groupsCol(db);
  // Any other group still naming the user: a member (joinedGroups out of step), an invite, the last mover.
  for (const naming of [
    where('members', 'array-contains', uid),
    where('pendingInvites', 'array-contains', uid),
    where('lastMemberId', '==', uid),
  ]) {
    await eachDoc(query(groups, naming), (g) => exitGroup(db, uid, g.id, goldPoints), 20);
  }
}

/** One transaction on the group; a group to delete loses its chat first, then goes in a last one. */
export async function exitGroup(db: Firestore, uid: string, groupId: string, gold: number): Promise<void> {
  const groupRef = groupDoc(db, groupId);
  const move = (allowDelete: boolean) =>
    inTransaction(db, async (tx) => {
      const snap = await tx.get(groupRef);
      if (!snap.exists()) return false;
      const exit = groupExitOf(toGroupState(snap.data()), uid, gold);
      // The group's city moves in the same write (decision 0052); a counted group's city exists.
      const share = cityShareOf(snap.data());
      const moveCity = (after: CityShare | null) => {
        if (share) applyWriteSteps(tx, cityMoveSteps(db, groupId, share, after, new Set([share.cityId])));
      };
      if (exit.kind === 'deleteWithChat') {
        if (allowDelete) {
          tx.delete(groupRef);
          moveCity(null);
        }
        return !allowDelete;
      }
      if (exit.kind === 'update') {
        tx.update(groupRef, { ...exit.update, updatedAt: serverTimestamp() });
        if (
          share &&
          typeof exit.update.totalUsers === 'number' &&
          typeof exit.update.totalPoints === 'number'
        )
          moveCity({ ...share, totalUsers: exit.update.totalUsers, totalPoints: exit.update.totalPoints });
      }
      return false;
    });
  if (!(await move(false))) return;
  await eachPage(query(groupMessagesCol(db, groupId)), async (messages) => {
    const batch = writeBatch(db);
    for (const m of messages) batch.delete(m.ref);
    await batch.commit();
  });
  // Its events too (decision 0051); the places others took stay theirs to give back.
  await eachPage(query(groupEventsCol(db, groupId)), async (events) => {
    const batch = writeBatch(db);
    for (const e of events) batch.delete(e.ref);
    await batch.commit();
  });
  // Someone who joined meanwhile gets the group handed over instead (their chat from then on stays).
  await move(true);
}
