// Feed and post screens (spec sections 2, 5, 8 and 9): the messages (the catalogue's `feed` namespace, the
// spec's English word for word), the rules of the composer. The post itself: post.ts.
import { AppError } from '@/domain/app-error';

export { toPost, type Post } from './post';

export const POST_MAX = 2000;
/** Post photos: the stored photo's long side, and its copy's for the feed (about 400 CSS px wide). */
export const PHOTO_SIDE = 1280;
export const SMALL_PHOTO_SIDE = 640;
export const LOCATION_MAX = 200;
/** Post images: the profile photo's limits (spec section 5), resized before upload. */
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export interface PostDraft {
  content: string;
  location: string;
  image: File | null;
  /** The restaurant page it was at, chosen from my bills' or found by search (issue 42). */
  restaurant?: { key: string; name: string } | null;
}

/** Why this draft may not be posted, or null. */
export function draftProblem(draft: PostDraft): AppError | null {
  const text = draft.content.trim();
  if (!text) return new AppError('feed:errors.contentEmpty');
  if (text.length > POST_MAX) return new AppError('feed:errors.contentTooLong', { max: POST_MAX });
  if (draft.location.trim().length > LOCATION_MAX)
    return new AppError('feed:errors.locationTooLong', { max: LOCATION_MAX });
  if (draft.image) return imageProblem(draft.image);
  return null;
}

export function imageProblem(file: Pick<File, 'type' | 'size'>): AppError | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return new AppError('feed:errors.imageType');
  if (file.size === 0) return new AppError('feed:errors.imageEmpty');
  if (file.size > IMAGE_MAX_BYTES) return new AppError('feed:errors.imageSize');
  return null;
}
