// Restaurant images (decision 0019): the owner's uploads in restaurant-images/{uid}/, whose download URLs
// restaurantProfile.images lists (firestore.rules, validRestaurantImages; storage.rules).
import type { FirebaseStorage } from 'firebase/storage';
import { resizeImage } from '@/platform/resize-image';
import { deleteStoredFile, isInOwnFolder, uploadImage } from '@/firebase/upload-image';
import { isOffline } from '@/stores/connectivity-store';
import { IMAGE_SIDE, imageProblem } from '../model/images';
import { AppError } from '@/domain/app-error';

const RESTAURANT_IMAGES = 'restaurant-images';

/**
 * Checks, resizes (long side 1280 px) and uploads one image to restaurant-images/{uid}/{uuid}.{ext},
 * reporting progress 0-100. Resolves its download URL; throws one of the spec's photo messages.
 */
export async function uploadRestaurantImage(
  uid: string,
  file: File,
  onProgress: (percent: number) => void,
  storage?: FirebaseStorage,
): Promise<string> {
  const problem = imageProblem(file);
  if (problem) throw problem;
  // An upload waits for the network (minutes of retries): say so at once.
  if (isOffline()) throw new AppError('dashboard:images.messages.failed');
  let resized;
  try {
    resized = await resizeImage(file, { maxSide: IMAGE_SIDE });
  } catch (cause) {
    throw new AppError('dashboard:images.messages.type', undefined, { cause });
  }
  return uploadImage(
    {
      path: `${RESTAURANT_IMAGES}/${uid}/${crypto.randomUUID()}.${resized.ext}`,
      data: resized.blob,
      contentType: resized.type,
      customMetadata: { uploadedBy: uid, originalName: file.name.slice(0, 200) },
      onProgress,
    },
    storage,
  );
}

/** Deletes images that are `uid`'s own uploads (anything else is not theirs to delete). Never throws. */
export async function deleteRestaurantImages(
  urls: readonly string[],
  uid: string,
  storage?: FirebaseStorage,
): Promise<void> {
  const own = urls.filter((url) => isInOwnFolder(url, RESTAURANT_IMAGES, uid));
  await Promise.all(own.map((url) => deleteStoredFile(url, storage)));
}
