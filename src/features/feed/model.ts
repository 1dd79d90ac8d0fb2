// Feed and post screens (spec sections 2, 5, 8 and 9): texts word for word, the post type, the rules
// of the composer.

export const MSG = {
  contentEmpty: 'Content cannot be empty',
  createFailed: 'Failed to create post',
  loadFeed: 'Failed to load feed items',
  fetchFeed: 'Failed to fetch feed',
  postNotFound: 'Post not found',
  noPosts: 'No posts yet',
  noPostsHint: 'Share your latest dining experience.',
  imageType: 'Please upload a JPG, PNG, or WebP image',
  imageSize: 'Image must be less than 5MB',
  imageEmpty: 'File appears to be empty',
  unknownUser: 'Unknown User',
  /** Not in the spec (offline, docs/decisions/0011). */
  photoOffline: 'Photos can be posted when you are back online',
  queued: 'You are offline: your post is sent when the connection returns',
  pending: 'Pending',
} as const;

/** Spec section 9: the feed shows the newest 20 posts. */
export const FEED_PAGE_SIZE = 20;
export const POST_MAX = 2000;
/** Post photos: the stored photo's long side, and its copy's for the feed (about 400 CSS px wide). */
export const PHOTO_SIDE = 1280;
export const SMALL_PHOTO_SIDE = 640;
export const LOCATION_MAX = 200;
/** Post images: the profile photo's limits (spec section 5), resized before upload. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export interface Post {
  id: string;
  userId: string;
  content: string;
  image: string | null;
  /** A copy of `image` at most SMALL_PHOTO_SIDE px on its long side, for lists (docs/decisions/0017). */
  imageSmall: string | null;
  location: string | null;
  likeCount: number;
  commentCount: number;
  createdAt: Date | null;
  /** Written on this device and not yet confirmed by the server (offline): shown as pending. */
  pending: boolean;
}

export interface PostDraft {
  content: string;
  location: string;
  image: File | null;
}

/** Why this draft may not be posted, or null. */
export function draftProblem(draft: PostDraft): string | null {
  const text = draft.content.trim();
  if (!text) return MSG.contentEmpty;
  if (text.length > POST_MAX) return `Content must be ${POST_MAX} characters or fewer`;
  if (draft.location.trim().length > LOCATION_MAX)
    return `Location must be ${LOCATION_MAX} characters or fewer`;
  if (draft.image) return imageProblem(draft.image);
  return null;
}

export function imageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return MSG.imageType;
  if (file.size === 0) return MSG.imageEmpty;
  if (file.size > IMAGE_MAX_BYTES) return MSG.imageSize;
  return null;
}

export function toPost(
  id: string,
  d: Record<string, unknown>,
  toDate: (v: unknown) => Date | null,
  pending = false,
): Post {
  return {
    id,
    userId: typeof d.userId === 'string' ? d.userId : '',
    content: typeof d.content === 'string' ? d.content : '',
    image: typeof d.image === 'string' && d.image ? d.image : null,
    imageSmall: typeof d.imageSmall === 'string' && d.imageSmall ? d.imageSmall : null,
    location: typeof d.location === 'string' && d.location ? d.location : null,
    likeCount: typeof d.likeCount === 'number' ? d.likeCount : 0,
    commentCount: typeof d.commentCount === 'number' ? d.commentCount : 0,
    createdAt: toDate(d.createdAt),
    pending,
  };
}
