// The public All Time board: one-time queries over REST (board-rest.ts), no Firestore SDK on a first
// visit. The period and Friends boards use the Lite SDK (fetch-board.ts, loaded on demand).
import { appEnv } from '@/firebase/env';
import { documentsOf, runQuery, runQueryUrl } from '@/firebase/firestore-rest';
import type { BoardUser, PointsType } from '../model';
import { boardFromRunQuery, likesOfQuery, topUsersQuery } from './board-rest';
import { takeFirstBoard } from './prefetched-board';

/** Firestore's `in` filter takes at most 30 values. */
const IN_LIMIT = 30;

/** The top 10 by gold or silver (spec section 7), only users with more than 0. */
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

/** Like counts for the listed users, one query per 30 (likes whose target id is a user id). */
export async function fetchLikeCounts(uids: string[]): Promise<Record<string, number>> {
  const url = runQueryUrl(appEnv());
  const pages = [];
  for (let i = 0; i < uids.length; i += IN_LIMIT) {
    pages.push(runQuery(url, likesOfQuery(uids.slice(i, i + IN_LIMIT))));
  }
  const counts: Record<string, number> = {};
  for (const answer of await Promise.all(pages)) {
    for (const { data } of documentsOf(answer)) {
      const target = data.billId as string;
      counts[target] = (counts[target] ?? 0) + 1;
    }
  }
  return counts;
}
