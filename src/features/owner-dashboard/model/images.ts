// Restaurant images (decision 0019): how many, which files, and the spec's photo checks.
import { AppError } from '@/domain/app-error';
/** The rules' limit (firestore.rules, validRestaurantImages). */
export const MAX_IMAGES = 10;
const IMAGE_MAX_BYTES = 5242880;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Images are shown at most a phone's width (header) or a thumbnail: 1280 px is sharp on a 2x screen. */
export const IMAGE_SIDE = 1280;

/** The spec's photo checks, in its order: type, size, empty. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): AppError | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type))
    return new AppError('dashboard:images.messages.type');
  if (file.size > IMAGE_MAX_BYTES) return new AppError('dashboard:images.messages.size');
  if (file.size === 0) return new AppError('dashboard:images.messages.empty');
  return null;
}
