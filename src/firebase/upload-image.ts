// One upload to Firebase Storage with progress (uploadBytesResumable), for profile photos and post
// images. Storage errors become the spec's photo-upload messages (section 8).
// The Storage SDK (about 10 KB gzip) loads on the first upload or delete, not with the screens that offer
// one (the feed's composer, the profile's photo): docs/decisions/0045-signed-in-screens-weight.md.
import type { FirebaseStorage } from 'firebase/storage';
import { AppError, type MessageKey } from '@/domain/app-error';
import { errorCode } from './error-code';

/** The Storage SDK's calls and the Storage instance: `given`, or the app's own. */
async function storageSdk(given?: FirebaseStorage) {
  const [sdk, own] = await Promise.all([import('firebase/storage'), import('./storage')]);
  return { ...sdk, storage: given ?? own.firebaseStorage() };
}

/** The spec's message for a Storage error, as a catalogue key. */
export function uploadErrorKey(err: unknown): MessageKey {
  const code = errorCode(err);
  if (code === 'storage/unauthorized' || code === 'storage/unauthenticated')
    return 'common:upload.errors.unauthorized';
  if (code === 'storage/canceled') return 'common:upload.errors.cancelled';
  if (code === 'storage/unknown') return 'common:upload.errors.unknown';
  return 'common:upload.errors.failed';
}

export interface UploadInput {
  path: string;
  data: Blob;
  contentType: string;
  customMetadata?: Record<string, string>;
  /** 0-100 as bytes arrive. */
  onProgress?: (percent: number) => void;
}

/** Uploads and resolves the download URL; throws an AppError with one of the upload messages. */
export async function uploadImage(input: UploadInput, given?: FirebaseStorage): Promise<string> {
  try {
    const { ref, uploadBytesResumable, getDownloadURL, storage } = await storageSdk(given);
    const target = ref(storage, input.path);
    const task = uploadBytesResumable(target, input.data, {
      contentType: input.contentType,
      customMetadata: input.customMetadata,
    });
    await new Promise<void>((resolve, reject) => {
      task.on(
        'state_changed',
        (snap) => {
          if (snap.totalBytes > 0)
            input.onProgress?.(Math.round((snap.bytesTransferred / snap.totalBytes) * 100));
        },
        reject,
        () => resolve(),
      );
    });
    input.onProgress?.(100);
    return await getDownloadURL(target);
  } catch (err) {
    throw new AppError(uploadErrorKey(err), undefined, { cause: err });
  }
}

/** Deletes a stored file by its download URL or path; a file already gone is fine. Never throws. */
export async function deleteStoredFile(urlOrPath: string, given?: FirebaseStorage) {
  try {
    const { deleteObject, ref, storage } = await storageSdk(given);
    await deleteObject(ref(storage, urlOrPath));
  } catch (err) {
    const code = errorCode(err);
    if (code !== 'storage/object-not-found') console.warn('Could not delete a stored file', err);
  }
}

/**
 * Whether a download URL names a file in `folder`/{uid}/ of Storage: one this user uploaded and may
 * delete (storage.rules, docs/decisions/0019-image-urls-and-storage.md).
 */
export function isInOwnFolder(url: string, folder: string, uid: string): boolean {
  return url.includes(`/o/${encodeURIComponent(`${folder}/${uid}/`)}`);
}
