// The feed's first page over Firestore's REST runQuery, for a returning user's first paint of /feed
// (docs/decisions/0017-own-profile-first-paint.md): the page's early script (src/app/first-paint/) sends
// feedQuery() with the ID token this device last had, before the app loads.
import { COLLECTIONS } from '../../../firebase/collection-names.ts';
import { documentsOf } from '../../../firebase/firestore-rest.ts';
import { FEED_PAGE_SIZE, toPost, type Post } from '../post.ts';

/**
 * The first screen's posts: what a phone shows before scrolling. The live listener then reads the page
 * of 20 (FEED_PAGE_SIZE), so a direct visit reads these few twice, not all 20, and React's first render
 * draws a few cards, not 20.
 */
export const FIRST_SCREEN_POSTS = 3;

/** subscribeToFeed's query (spec section 7: newest first), limited to `size` posts. */
export function feedQuery(size = FIRST_SCREEN_POSTS) {
  return {
    structuredQuery: {
      from: [{ collectionId: COLLECTIONS.posts }],
      orderBy: [{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }],
      limit: Math.min(size, FEED_PAGE_SIZE),
    },
  };
}

const asDate = (v: unknown) => (v instanceof Date && !Number.isNaN(v.getTime()) ? v : null);

/** The posts of a runQuery answer, in its order. */
export function postsFromRunQuery(answer: unknown): Post[] {
  return documentsOf(answer).map(({ id, data }) => toPost(id, data, asDate));
}
