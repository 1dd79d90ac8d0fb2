// One upload to Firebase Storage with progress (uploadBytesResumable), for profile photos and post
// images. Storage errors become the spec's photo-upload messages (section 8).
import {
  deleteObject,
  getDownloadURL,
  ref,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';
import { AppError, type MessageKey } from '@/domain/app-error';
import { errorCode } from './error-code';
import { firebaseStorage } from './storage';

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
export async function uploadImage(
  input: UploadInput,
  storage: FirebaseStorage = firebaseStorage(),
): Promise<string> {
  const target = ref(storage, input.path);
  try {
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
export async function deleteStoredFile(urlOrPath: string, storage: FirebaseStorage = firebaseStorage()) {
  try {
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
