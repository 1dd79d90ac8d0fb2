// Step: the user's places at group events (decision 0051). Each attendance document goes in its own
// transaction with its event's goingCount -1 (the rules refuse one without the other), so every count
// stays exact; one whose event is gone goes alone. Found by one collection-group query, in pages.
import { increment, query, where, type DocumentReference, type Firestore } from 'firebase/firestore';
import type { DeletionContext } from '../../../model/deletion/deletion-step';
import { inTransaction } from './counted-removals';
import { eachDoc } from './pages';
import { attendeesGroup } from '@/firebase/collections';

export async function removeEventAttendance(db: Firestore, { uid }: DeletionContext): Promise<void> {
  await eachDoc(query(attendeesGroup(db), where('uid', '==', uid)), (a) => removePlace(db, a.ref));
}

async function removePlace(db: Firestore, ref: DocumentReference) {
  const eventRef = ref.parent.parent;
  if (!eventRef) return;
  await inTransaction(db, async (tx) => {
    const [mine, event] = await Promise.all([tx.get(ref), tx.get(eventRef)]);
    if (!mine.exists()) return;
    tx.delete(ref);
    if (event.exists()) tx.update(eventRef, { goingCount: increment(-1) });
  });
}
