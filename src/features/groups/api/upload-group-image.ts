import type { FirebaseStorage } from 'firebase/storage';
import { resizeImage } from '@/platform/resize-image';
import { deleteStoredFile, isInOwnFolder, uploadImage } from '@/firebase/upload-image';

export type GroupImageFolder = 'group-photos' | 'group-messages';

export interface UploadedImage {
  url: string;
  /** The storage path, to delete the file again if the write that needed it fails. */
  path: string;
}

/**
 * The uploader's own folder (storage.rules, docs/decisions/0019): group photos in group-photos/{uid}/,
 * chat images in group-messages/{groupId}/{uid}/.
 */
function groupImageFolder(folder: GroupImageFolder, groupId: string, uid: string): string {
  return folder === 'group-photos' ? `group-photos/${uid}` : `group-messages/${groupId}/${uid}`;
}

/**
 * Resizes the image, then uploads it to the uploader's folder (groupImageFolder) as {random id}.{ext}
 * (spec section 7; ext: the original's when jpg, jpeg, png or webp, else the resizer's) with uploadedBy metadata,
 * reporting progress 0..1.
 */
export async function uploadGroupImage(
  folder: GroupImageFolder,
  groupId: string,
  uid: string,
  file: File,
  originalExt: string,
  onProgress: (fraction: number) => void,
  storage?: FirebaseStorage,
): Promise<UploadedImage> {
  const resized = await resizeImage(file);
  // The rules take .jpg, .jpeg, .png and .webp names only (never .svg): another name gets the type's.
  const ext = resized.blob === file && /^(jpe?g|png|webp)$/.test(originalExt) ? originalExt : resized.ext;
  const path = `${groupImageFolder(folder, groupId, uid)}/${crypto.randomUUID()}.${ext}`;
  const url = await uploadImage(
    {
      path,
      data: resized.blob,
      contentType: resized.type,
      customMetadata: { uploadedBy: uid, originalName: file.name.slice(0, 200) },
      onProgress: (percent) => onProgress(percent / 100),
    },
    storage,
  );
  return { url, path };
}

/**
 * After a save that replaced the group photo: deletes the old one when it is the uploader's own file
 * (no photo is left behind; an older photo elsewhere is not theirs to delete). Never throws.
 */
export async function deleteReplacedGroupPhoto(previous: string, next: string, uid: string): Promise<void> {
  if (previous && previous !== next && isInOwnFolder(previous, 'group-photos', uid)) {
    await deleteStoredFile(previous);
  }
}
