// /feed's newest post painted into the frame as soon as the early script's query answers, for a
// returning user (docs/decisions/0017 and 0022). The card is a copy of React's own PostCard as the
// page's first render draws it (author still loading, no one signed in yet): the <template> prerendered
// in src/app/prerender/frames.tsx, filled with the app's own formatting and the words of the page's
// language the prerender left (paint-texts.ts).
import { formatCount, formatRelative } from '@/i18n/format';
import { postPath } from '@/domain/paths';
import { postsFromRunQuery } from '@/features/feed/api/feed-rest';
import type { Post } from '@/features/feed/model';
import { FRAME_IDS, TEMPLATE_IDS } from './frame-ids';
import { drawPixelAvatar } from './paint-avatar';
import { paintText, readPaintTexts, type PaintTexts } from './paint-texts';

const WEB_ADDRESS = /^https?:\/\//;

function must<T>(found: T | null | undefined, what: string): T {
  if (!found) throw new Error(`The post template has no ${what}`);
  return found;
}

/** The card's header: the author's generated avatar (React's until the author arrives), time, place. */
function fillHeader(article: Element, post: Post, texts: PaintTexts): void {
  drawPixelAvatar(must(article.querySelector('header svg'), 'avatar'), post.userId);
  const time = must(article.querySelector('time'), 'time');
  if (post.createdAt) time.setAttribute('dateTime', post.createdAt.toISOString());
  else time.removeAttribute('dateTime');
  time.textContent = formatRelative(post.createdAt);
  const link = must(time.parentElement, 'time link');
  link.setAttribute('href', postPath(post.id));
  const place = must(article.querySelector('[role=img]'), 'location');
  if (post.location) {
    place.setAttribute('aria-label', paintText(texts, 'location', { place: post.location }));
    must(place.lastElementChild, 'location text').textContent = post.location;
  } else {
    while (link.nextSibling) link.nextSibling.remove(); // the separator and the place
  }
}

/** The like and comment counts under the card, as a visitor's buttons show them (social:like.label.signIn, social:comments.count). */
function fillCounts(article: Element, post: Post, texts: PaintTexts): void {
  const [like, comments] = must(article.lastElementChild, 'buttons').querySelectorAll('button');
  const likes = { n: formatCount(post.likeCount) };
  must(like, 'like button').setAttribute('aria-label', paintText(texts, 'likeButton', likes, post.likeCount));
  must(like?.querySelector('span[aria-hidden=true]'), 'like count').textContent = formatCount(post.likeCount);
  const icon = must(comments?.querySelector('svg'), 'comments icon');
  const commentCount = { n: formatCount(post.commentCount) };
  comments!.replaceChildren(icon, paintText(texts, 'comments', commentCount, post.commentCount));
}

/**
 * The newest post in place of the frame's placeholders, while the frame is up. Its photo is the screen's
 * largest paint: it is returned (the app's scripts wait for it), or null when there is none to wait for.
 */
export function paintFirstPost(answer: unknown, doc: Document = document): HTMLImageElement | null {
  const placeholder = doc.getElementById(FRAME_IDS.feed)?.querySelector('[role=status]');
  const template = doc.getElementById(TEMPLATE_IDS.firstPost) as HTMLTemplateElement | null;
  const list = template?.content.firstElementChild?.cloneNode(true) as Element | undefined;
  const texts = readPaintTexts(doc);
  let post: Post | undefined;
  try {
    post = postsFromRunQuery(answer)[0];
  } catch {
    post = undefined; // not an answer: the live listener's is awaited
  }
  if (!placeholder || !list || !texts || !post) return null;
  const article = must(list.querySelector('article'), 'article');
  fillHeader(article, post, texts);
  must(article.querySelector(':scope > p'), 'content').textContent = post.content;
  fillCounts(article, post, texts);
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
