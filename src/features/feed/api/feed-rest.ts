// The feed's first page over Firestore's REST runQuery, for a returning user's first paint of /feed
// (docs/decisions/0017-own-profile-first-paint.md): index.html's inline script (vite-plugins/first-feed.ts)
// sends feedQuery() with the ID token this device last had, before the app loads. vite.config.ts loads
// this file: no '@/' imports, and each import spells its .ts.
import { documentsOf } from '../../../lib/firestore-rest.ts';
import { FEED_PAGE_SIZE, toPost, type Post } from '../model.ts';

/** Spec section 7: posts by createdAt, newest first, 20 of them (subscribeToFeed's query). */
export function feedQuery() {
  return {
    structuredQuery: {
      from: [{ collectionId: 'posts' }],
      orderBy: [{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }],
      limit: FEED_PAGE_SIZE,
    },
  };
}

const asDate = (v: unknown) => (v instanceof Date && !Number.isNaN(v.getTime()) ? v : null);

/** The posts of a runQuery answer, in its order. */
export function postsFromRunQuery(answer: unknown): Post[] {
  return documentsOf(answer).map(({ id, data }) => toPost(id, data, asDate));
}
