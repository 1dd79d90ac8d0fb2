// The public All Time board over Firestore's REST runQuery: the same one-time queries the Lite SDK would
// send (spec section 7), without its 32 KB, so a first visit to / loads no Firestore code at all
// (docs/decisions/0013-first-paint-from-html.md). The page's early script (src/app/first-paint/) sends
// topUsersQuery('gold') before the app loads and reads its answer with boardFromRunQuery.
import { COLLECTIONS } from '../../../firebase/collection-names.ts';
import { documentsOf } from '../../../firebase/firestore-rest.ts';
import { LEADERBOARD_SIZE, toBoardUser, type BoardUser, type PointsType } from '../model.ts';

/**
 * The fields a card shows (toBoardUser). The answer carries only these: a user document holds a bio,
 * links and the owner's restaurant profile besides, and the full ten were 16 KB on the wire in the first
 * visit's critical path, beside the 10 KB stylesheet (docs/decisions/0022).
 */
const BOARD_FIELDS = ['username', 'photoURL', 'goldPoints', 'silverPoints', 'likeCount'] as const;

/** The top 10 by gold or silver, only users with more than 0 (spec section 7). */
export function topUsersQuery(type: PointsType) {
  const fieldPath = type === 'gold' ? 'goldPoints' : 'silverPoints';
  return {
    structuredQuery: {
      select: { fields: BOARD_FIELDS.map((field) => ({ fieldPath: field })) },
      from: [{ collectionId: COLLECTIONS.users }],
      where: { fieldFilter: { field: { fieldPath }, op: 'GREATER_THAN', value: { integerValue: '0' } } },
      orderBy: [{ field: { fieldPath }, direction: 'DESCENDING' }],
      limit: LEADERBOARD_SIZE,
    },
  };
}

/** The board's users of a runQuery answer, in its order. */
export function boardFromRunQuery(answer: unknown): BoardUser[] {
  return documentsOf(answer).map(({ id, data }) => toBoardUser(id, data));
}
