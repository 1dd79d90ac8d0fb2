// Step 1 of a deletion (decision 0031): one batch creates the marker with its copies of the user
// document, deletes users/{uid} and frees the username. From this write on the person is gone from the
// leaderboard and every list that joins users; the rules allow the three only together.
import {
  getDocFromServer,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { applyWriteSteps, type WriteStep } from '@/firebase/write-steps';
import { markerCopies } from '../../../model/deletion/marker';
import { userDoc, usernameDoc, deletionMarkerDoc } from '@/firebase/collections';

export type StartStepName = 'marker' | 'user' | 'username';

/**
 * The documents of step 1. `usernameOwned`: usernames/{usernameLower} exists and names this user (a
 * record without its username claim, e.g. seeded by hand, deletes only the other two).
 */
export function startDeletionSteps(
  db: Firestore,
  uid: string,
  user: DocumentData,
  usernameOwned: boolean,
): WriteStep<StartStepName>[] {
  const copies = markerCopies(user);
  const steps: WriteStep<StartStepName>[] = [
    {
      name: 'marker',
      ref: deletionMarkerDoc(db, uid),
      set: { startedAt: serverTimestamp(), ...copies },
    },
    { name: 'user', ref: userDoc(db, uid), delete: true },
  ];
  if (usernameOwned)
    steps.push({ name: 'username', ref: usernameDoc(db, copies.usernameLower), delete: true });
  return steps;
}

/** Runs step 1 from the server's copy of the user document; does nothing once that document is gone. */
export async function startDeletion(uid: string, db: Firestore): Promise<void> {
  const user = await getDocFromServer(userDoc(db, uid));
  if (!user.exists()) return;
  const data = user.data();
  const name = await getDocFromServer(usernameDoc(db, String(data.usernameLower)));
  const batch = writeBatch(db);
  applyWriteSteps(batch, startDeletionSteps(db, uid, data, name.exists() && name.data().uid === uid));
  await batch.commit();
}
