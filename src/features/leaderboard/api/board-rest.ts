// The public All Time board over Firestore's REST runQuery: the same one-time queries the Lite SDK would
// send (spec section 7), without its 32 KB, so a first visit to / loads no Firestore code at all
// (docs/decisions/0013-first-paint-from-html.md). The page's early script (src/app/first-paint/) sends
// topUsersQuery('gold') before the app loads and reads its answer with boardFromRunQuery.
import { documentsOf } from '../../../firebase/firestore-rest.ts';
import { LEADERBOARD_SIZE, toBoardUser, type BoardUser, type PointsType } from '../model.ts';

/** The top 10 by gold or silver, only users with more than 0 (spec section 7). */
export function topUsersQuery(type: PointsType) {
  const fieldPath = type === 'gold' ? 'goldPoints' : 'silverPoints';
  return {
    structuredQuery: {
      from: [{ collectionId: 'users' }],
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
