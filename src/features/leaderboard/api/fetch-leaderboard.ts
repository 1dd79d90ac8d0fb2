// The public All Time board: one-time queries over REST (board-rest.ts), no Firestore SDK on a first
// visit. The period and Friends boards use the Lite SDK (fetch-board.ts, loaded on demand).
import { appEnv } from '@/firebase/env';
import { runQuery, runQueryUrl } from '@/firebase/firestore-rest';
import type { BoardUser, PointsType } from '../model';
import { boardFromRunQuery, topUsersQuery } from './board-rest';
import { takeFirstBoard } from './prefetched-board';

/** The top 10 by gold or silver (spec section 7), only users with more than 0, each with its likeCount. */
export async function fetchTopUsers(type: PointsType): Promise<BoardUser[]> {
  // The first visit's gold board was asked for by the HTML already; if that answer failed, ask again.
  const first = type === 'gold' ? takeFirstBoard() : null;
  if (first) {
    try {
      return await first;
    } catch {
      // ask again below
    }
  }
  return boardFromRunQuery(await runQuery(runQueryUrl(appEnv()), topUsersQuery(type)));
}
