// The user's own documents under users/{uid} (private records, blocks, preferences, want to try) are
// deleted; the marker is kept, stripped to { startedAt, finished }, until the Auth user is gone
// (decision 0031).
import { deleteField, getDocs, limit, query, updateDoc, writeBatch } from 'firebase/firestore';
import { PAGE, type OwnStep } from './deps';
import { userSubcollection, deletionMarkerDoc } from '@/firebase/collections';
import type { UserSubcollection } from '@/firebase/collection-names';

/** The subcollections of users/{uid}; each is listed, so a document added later is not missed. */
const OWN_SUBCOLLECTIONS: readonly UserSubcollection[] = [
  'private',
  'blocks',
  'preferences',
  'wantToTry',
  'dishMarks',
];

export const deletePrivateStep: OwnStep = {
  name: 'Deleting your private records',
  async run({ uid }, { db }) {
    const marker = deletionMarkerDoc(db, uid);
    for (const sub of OWN_SUBCOLLECTIONS) {
      for (;;) {
        const page = await getDocs(query(userSubcollection(db, uid, sub), limit(PAGE)));
        const docs = page.docs.filter((d) => d.ref.path !== marker.path);
        if (docs.length === 0) break;
        const batch = writeBatch(db);
        for (const d of docs) batch.delete(d.ref);
        await batch.commit();
      }
    }
    // Only the Auth user is left: the marker keeps nothing but its start and that fact.
    await updateDoc(marker, {
      username: deleteField(),
      usernameLower: deleteField(),
      goldPoints: deleteField(),
      joinedGroups: deleteField(),
      restaurantKey: deleteField(),
      finished: true,
    });
  },
};
