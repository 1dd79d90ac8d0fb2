// A review's photo (decision 0039): resized like a post's and uploaded to review-photos/{uid}/, the
// author's own folder (storage.rules; the rules take only URLs of it, ownStorageURLs).
import { AppError } from '@/domain/app-error';
import { deleteStoredFile, uploadImage } from '@/firebase/upload-image';
import { resizeImage } from '@/platform/resize-image';

const PHOTO_SIDE = 1280;

export async function uploadReviewPhoto(uid: string, file: File): Promise<string> {
  let resized;
  try {
    resized = await resizeImage(file, { maxSide: PHOTO_SIDE });
  } catch (cause) {
    throw new AppError('reviews:errors.imageType', undefined, { cause });
  }
  return uploadImage({
    path: `review-photos/${uid}/${crypto.randomUUID()}.${resized.ext}`,
    data: resized.blob,
    contentType: resized.type,
    customMetadata: { uploadedBy: uid, originalName: file.name },
  });
}

/** A photo taken off a review (or left unsaved): its file goes too. */
export const deleteReviewPhoto = (url: string) => deleteStoredFile(url);
