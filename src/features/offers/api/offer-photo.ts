// An offer's photo (decision 0041): resized like a review's and uploaded to offer-images/{ownerId}/, the
// owner's own folder (storage.rules; the rules take only a URL of it, isOwnStorageURL).
import { AppError } from '@/domain/app-error';
import { deleteStoredFile, uploadImage } from '@/firebase/upload-image';
import { resizeImage } from '@/platform/resize-image';

const PHOTO_SIDE = 1280;

/** Resized, then uploaded with `onProgress` hearing 0-100 as bytes arrive; resolves its download URL. */
export async function uploadOfferPhoto(
  ownerId: string,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<string> {
  let resized;
  try {
    resized = await resizeImage(file, { maxSide: PHOTO_SIDE });
  } catch (cause) {
    throw new AppError('common:image.unreadable', undefined, { cause });
  }
  return uploadImage({
    path: `offer-images/${ownerId}/${crypto.randomUUID()}.${resized.ext}`,
    data: resized.blob,
    contentType: resized.type,
    customMetadata: { uploadedBy: ownerId, originalName: file.name },
    onProgress,
  });
}

/** A photo taken off an unsaved offer: its file goes too. */
export const deleteOfferPhoto = (url: string) => deleteStoredFile(url);
