// The words around a post's like and comment counts, shared by the buttons (components/) and the
// first post the early script paints before React (src/app/first-paint/paint-feed.ts).
import { formatCount } from '@/domain/format';
import type { LikeTargetKind } from '@/social/api/likes';

/** The like button's accessible name: 'Sign in to like (3 likes)', 'Unlike this post (1 like)'. */
export function likeButtonLabel(
  count: number,
  signedIn: boolean,
  liked: boolean,
  what: LikeTargetKind = 'post',
) {
  const label = !signedIn ? 'Sign in to like' : liked ? `Unlike this ${what}` : `Like this ${what}`;
  return `${label} (${formatCount(count)} ${count === 1 ? 'like' : 'likes'})`;
}

/** '3 comments', '1 comment'. */
export const commentsText = (count: number) =>
  `${formatCount(count)} ${count === 1 ? 'comment' : 'comments'}`;
