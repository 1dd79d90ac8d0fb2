import { serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { errorCode } from '@/firebase/error-code';
import { firestore } from '@/firebase/firebase';
import { resizeImage } from '@/platform/resize-image';
import { deleteStoredFile, uploadImage } from '@/firebase/upload-image';
import { withTimeout } from '@/firebase/with-timeout';
import { isOwnStoredPhoto, photoProblem } from '../edit-model';
import { AppError } from '@/domain/app-error';
import { userDoc } from '@/firebase/collections';

/** A profile photo is shown at most 96 px wide (2x for sharp screens, some room for zoom). */
const PHOTO_SIDE = 512;

/**
 * Photo upload (spec section 7): checked, resized, uploaded to profile-photos/{uid}/profile_{uuid}.{ext}
 * with content type and metadata (uploadedBy, originalName, fileSize, uploadedAt) and progress, then
 * the download URL saved on users/{uid}; the photo it replaces is deleted when it was one of ours.
 * Resolves the new URL; throws one of the spec's messages.
 */
export async function uploadProfilePhoto(
  uid: string,
  file: File | null | undefined,
  previousURL: string,
  onProgress: (percent: number) => void,
  db: Firestore = firestore(),
): Promise<string> {
  const problem = photoProblem(file);
  if (problem || !file) throw problem ?? new AppError('profile:errors.noFile');
  let resized;
  try {
    resized = await resizeImage(file, { maxSide: PHOTO_SIDE, keepUnderBytes: 200 * 1024 });
  } catch (cause) {
    throw new AppError('profile:errors.photoType', undefined, { cause });
  }
  const url = await uploadImage({
    path: `profile-photos/${uid}/profile_${crypto.randomUUID()}.${resized.ext}`,
    data: resized.blob,
    contentType: resized.type,
    customMetadata: {
      uploadedBy: uid,
      originalName: file.name,
      fileSize: String(resized.blob.size),
      uploadedAt: new Date().toISOString(),
    },
    onProgress,
  });
  try {
    await withTimeout(updateDoc(userDoc(db, uid), { photoURL: url, updatedAt: serverTimestamp() }), 15_000);
  } catch (err) {
    await deleteStoredFile(url);
    throw new AppError(
      errorCode(err) === 'not-found' ? 'profile:errors.userNotFound' : 'profile:errors.uploadFailed',
      undefined,
      { cause: err },
    );
  }
  if (previousURL && previousURL !== url && isOwnStoredPhoto(previousURL, uid))
    await deleteStoredFile(previousURL);
  return url;
}
