// A post as the app reads it (spec section 7). No texts and no i18next here: the page's early script reads
// the feed's first posts too (api/feed-rest.ts, src/app/first-paint/), before any library has loaded.

/** Spec section 9: the feed shows the newest 20 posts. */
export const FEED_PAGE_SIZE = 20;

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
