// The user's own documents under users/{uid} (private records, blocks, preferences, want to try) are
// deleted; the marker is kept, stripped to { startedAt, finished }, until the Auth user is gone
// (decision 0031).
import {
  collection,
  deleteField,
  doc,
  getDocs,
  limit,
  query,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { DELETION_MARKER } from '../../../model/deletion/marker';
import { PAGE, type OwnStep } from './deps';

/** The subcollections of users/{uid}; each is listed, so a document added later is not missed. */
const OWN_SUBCOLLECTIONS = ['private', 'blocks', 'preferences', 'wantToTry'] as const;

export const deletePrivateStep: OwnStep = {
  name: 'Deleting your private records',
  async run({ uid }, { db }) {
    for (const sub of OWN_SUBCOLLECTIONS) {
      for (;;) {
        const page = await getDocs(query(collection(db, 'users', uid, sub), limit(PAGE)));
        const docs = page.docs.filter((d) => !(sub === DELETION_MARKER[0] && d.id === DELETION_MARKER[1]));
        if (docs.length === 0) break;
        const batch = writeBatch(db);
        for (const d of docs) batch.delete(d.ref);
        await batch.commit();
      }
    }
    // Only the Auth user is left: the marker keeps nothing but its start and that fact.
    await updateDoc(doc(db, 'users', uid, ...DELETION_MARKER), {
      username: deleteField(),
      usernameLower: deleteField(),
      goldPoints: deleteField(),
      joinedGroups: deleteField(),
      restaurantKey: deleteField(),
      finished: true,
    });
  },
};
