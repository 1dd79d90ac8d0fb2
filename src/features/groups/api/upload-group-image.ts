import type { FirebaseStorage } from 'firebase/storage';
import { resizeImage } from '@/lib/resize-image';
import { firebaseStorage } from '@/lib/storage';
import { uploadImage } from '@/lib/upload-image';

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
