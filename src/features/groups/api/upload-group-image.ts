import {
  deleteObject,
  getDownloadURL,
  ref,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';
import { resizeImage } from '@/lib/resize-image';
import { firebaseStorage } from '@/lib/storage';

export type GroupImageFolder = 'group-photos' | 'group-messages';

export interface UploadedImage {
  url: string;
  /** The storage path, to delete the file again if the write that needed it fails. */
  path: string;
}

/**
 * Resizes the image, then uploads it to {folder}/{groupId}/{random id}.{ext} (ext: the original's, or
 * the JPEG the resizer made) with uploadedBy metadata (storage.rules), reporting progress 0..1.
 */
export async function uploadGroupImage(
  folder: GroupImageFolder,
  groupId: string,
  uid: string,
  file: File,
  originalExt: string,
  onProgress: (fraction: number) => void,
  storage: FirebaseStorage = firebaseStorage(),
): Promise<UploadedImage> {
  const resized = await resizeImage(file);
  const ext = resized.blob === file ? originalExt : resized.ext;
  const path = `${folder}/${groupId}/${crypto.randomUUID()}.${ext}`;
  const task = uploadBytesResumable(ref(storage, path), resized.blob, {
    contentType: resized.type,
    customMetadata: { uploadedBy: uid, originalName: file.name.slice(0, 200) },
  });
  await new Promise<void>((resolve, reject) => {
    task.on(
      'state_changed',
      (s) => onProgress(s.totalBytes > 0 ? s.bytesTransferred / s.totalBytes : 0),
      reject,
      () => resolve(),
    );
  });
  onProgress(1);
  return { url: await getDownloadURL(task.snapshot.ref), path };
}

/** Removes an upload whose document write failed (the uploader may delete their own file). */
export async function deleteGroupImage(path: string, storage: FirebaseStorage = firebaseStorage()) {
  await deleteObject(ref(storage, path)).catch(() => {});
}
