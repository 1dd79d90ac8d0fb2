// Restaurant images (decision 0019): how many, which files, and the spec's photo texts.

/** The rules' limit (firestore.rules, validRestaurantImages). */
export const MAX_IMAGES = 10;
export const IMAGE_MAX_BYTES = 5242880;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Images are shown at most a phone's width (header) or a thumbnail: 1280 px is sharp on a 2x screen. */
export const IMAGE_SIDE = 1280;

/** The spec's photo texts (section 8), word for word. */
export const IMAGE_MSG = {
  type: 'Please upload a JPG, PNG, or WebP image',
  size: 'Image must be less than 5MB',
  empty: 'File appears to be empty',
  failed: 'Failed to upload photo',
} as const;

/** The spec's photo checks, in its order: type, size, empty. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_MSG.type;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_MSG.size;
  if (file.size === 0) return IMAGE_MSG.empty;
  return null;
}
