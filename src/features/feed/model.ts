// Feed and post screens (spec sections 2, 5, 8 and 9): the messages (the catalogue's `feed` namespace, the
// spec's English word for word), the rules of the composer. The post itself: post.ts.
import { t } from 'i18next';

export { FEED_PAGE_SIZE, toPost, type Post } from './post';

export const POST_MAX = 2000;
/** Post photos: the stored photo's long side, and its copy's for the feed (about 400 CSS px wide). */
export const PHOTO_SIDE = 1280;
export const SMALL_PHOTO_SIDE = 640;
export const LOCATION_MAX = 200;
/** Post images: the profile photo's limits (spec section 5), resized before upload. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The feed's messages, each made in the language of the moment it is read. */
export const MSG = {
  get contentEmpty() {
    return t('feed:errors.contentEmpty');
  },
  get contentTooLong() {
    return t('feed:errors.contentTooLong', { max: POST_MAX });
  },
  get locationTooLong() {
    return t('feed:errors.locationTooLong', { max: LOCATION_MAX });
  },
  get createFailed() {
    return t('feed:errors.createFailed');
  },
  get loadFeed() {
    return t('feed:errors.loadFeed');
  },
  get fetchFeed() {
    return t('feed:errors.fetchFeed');
  },
  get postNotFound() {
    return t('feed:errors.postNotFound');
  },
  get imageType() {
    return t('feed:errors.imageType');
  },
  get imageSize() {
    return t('feed:errors.imageSize');
  },
  get imageEmpty() {
    return t('feed:errors.imageEmpty');
  },
  /** Not in the spec (offline, docs/decisions/0011). */
  get photoOffline() {
    return t('feed:errors.photoOffline');
  },
  get queued() {
    return t('feed:composer.queued');
  },
};

export interface PostDraft {
  content: string;
  location: string;
  image: File | null;
}

/** Why this draft may not be posted, or null. */
export function draftProblem(draft: PostDraft): string | null {
  const text = draft.content.trim();
  if (!text) return MSG.contentEmpty;
  if (text.length > POST_MAX) return MSG.contentTooLong;
  if (draft.location.trim().length > LOCATION_MAX) return MSG.locationTooLong;
  if (draft.image) return imageProblem(draft.image);
  return null;
}

export function imageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return MSG.imageType;
  if (file.size === 0) return MSG.imageEmpty;
  if (file.size > IMAGE_MAX_BYTES) return MSG.imageSize;
  return null;
}
