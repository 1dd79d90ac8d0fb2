// /feed's newest post painted into the frame as soon as the early script's query answers, for a
// returning user (docs/decisions/0017 and 0022). The card is a copy of React's own PostCard as the
// page's first render draws it (author still loading, no one signed in yet): the <template> prerendered
// in src/app/prerender/frames.tsx, filled with the app's own formatting.
import { formatCount, formatRelative } from '@/domain/format';
import { postPath } from '@/domain/paths';
import { postsFromRunQuery } from '@/features/feed/api/feed-rest';
import type { Post } from '@/features/feed/model';
import { commentsText, likeButtonLabel } from '@/social/count-texts';
import { FRAME_IDS, TEMPLATE_IDS } from './frame-ids';
import { drawPixelAvatar } from './paint-avatar';

const WEB_ADDRESS = /^https?:\/\//;

function must<T>(found: T | null | undefined, what: string): T {
  if (!found) throw new Error(`The post template has no ${what}`);
  return found;
}

/** The card's header: the author's generated avatar (React's until the author arrives), time, place. */
function fillHeader(article: Element, post: Post): void {
  drawPixelAvatar(must(article.querySelector('header svg'), 'avatar'), post.userId);
  const time = must(article.querySelector('time'), 'time');
  if (post.createdAt) time.setAttribute('dateTime', post.createdAt.toISOString());
  else time.removeAttribute('dateTime');
  time.textContent = formatRelative(post.createdAt);
  const link = must(time.parentElement, 'time link');
  link.setAttribute('href', postPath(post.id));
  const place = must(article.querySelector('[role=img]'), 'location');
  if (post.location) {
    place.setAttribute('aria-label', `Location: ${post.location}`);
    must(place.lastElementChild, 'location text').textContent = post.location;
  } else {
    while (link.nextSibling) link.nextSibling.remove(); // the separator and the place
  }
}

/** The like and comment counts under the card, as a visitor's buttons show them. */
function fillCounts(article: Element, post: Post): void {
  const [like, comments] = must(article.lastElementChild, 'buttons').querySelectorAll('button');
  must(like, 'like button').setAttribute('aria-label', likeButtonLabel(post.likeCount, false, false));
  must(like?.querySelector('span[aria-hidden=true]'), 'like count').textContent = formatCount(post.likeCount);
  const icon = must(comments?.querySelector('svg'), 'comments icon');
  comments!.replaceChildren(icon, commentsText(post.commentCount));
}

/**
 * The newest post in place of the frame's placeholders, while the frame is up. Its photo is the screen's
 * largest paint: it is returned (the app's scripts wait for it), or null when there is none to wait for.
 */
export function paintFirstPost(answer: unknown, doc: Document = document): HTMLImageElement | null {
  const placeholder = doc.getElementById(FRAME_IDS.feed)?.querySelector('[role=status]');
  const template = doc.getElementById(TEMPLATE_IDS.firstPost) as HTMLTemplateElement | null;
  const list = template?.content.firstElementChild?.cloneNode(true) as Element | undefined;
  let post: Post | undefined;
  try {
    post = postsFromRunQuery(answer)[0];
  } catch {
    post = undefined; // not an answer: the live listener's is awaited
  }
  if (!placeholder || !list || !post) return null;
  const article = must(list.querySelector('article'), 'article');
  fillHeader(article, post);
  must(article.querySelector(':scope > p'), 'content').textContent = post.content;
  fillCounts(article, post);
  const image = post.imageSmall || post.image || '';
  const photo = must(article.querySelector(':scope > img'), 'photo') as HTMLImageElement;
  if (WEB_ADDRESS.test(image)) {
    photo.setAttribute('src', image);
    photo.setAttribute('data-first-paint', '');
  } else {
    photo.remove();
  }
  placeholder.replaceWith(list);
  return photo.isConnected ? photo : null;
}
