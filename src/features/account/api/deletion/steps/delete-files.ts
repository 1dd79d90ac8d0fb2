// Every Storage file of the user (decision 0019's folders, each {folder}/{uid}/): listed, then deleted.
// Listing finds uploads no document names any more (a photo replaced, a post already deleted).
import { deleteObject, listAll, ref, type FirebaseStorage } from 'firebase/storage';
import { errorCode } from '@/firebase/error-code';
import type { OwnStep } from './deps';

/** The user's own folders: the profile photo, post images, group photos, restaurant images, review photos, offer images, and the
 * chat images of each group they were in when the deletion started. */
export function userFolders(uid: string, joinedGroups: readonly string[]): string[] {
  return [
    `profile-photos/${uid}`,
    `post-images/${uid}`,
    `group-photos/${uid}`,
    `restaurant-images/${uid}`,
    `review-photos/${uid}`,
    `offer-images/${uid}`,
    ...joinedGroups.map((g) => `group-messages/${g}/${uid}`),
  ];
}

async function emptyFolder(storage: FirebaseStorage, path: string) {
  const { items, prefixes } = await listAll(ref(storage, path));
  for (const item of items) {
    try {
      await deleteObject(item);
    } catch (err) {
      if (errorCode(err) !== 'storage/object-not-found') throw err;
    }
  }
  for (const sub of prefixes) await emptyFolder(storage, sub.fullPath);
}

export const deleteFilesStep: OwnStep = {
  name: 'Deleting your photos',
  async run({ uid }, { storage, marker }) {
    for (const folder of userFolders(uid, marker.joinedGroups)) await emptyFolder(storage(), folder);
  },
};
