// The first board's answer, asked for by the page's early script before the app loaded
// (src/app/first-paint/start-queries.ts; docs/decisions/0013 and 0022). Taken once: every later load
// asks again, so coming back to / still shows fresh points.
import { handoff } from '@/platform/first-paint-handoff';
import type { BoardUser } from '../model';
import { boardFromRunQuery } from './board-rest';

/** The prefetched top 10 by gold, once; null when there is none (another page first, or taken). */
export function takeFirstBoard(): Promise<BoardUser[]> | null {
  const h = handoff();
  const answer = h.board;
  if (!answer) return null;
  h.board = undefined;
  h.boardAnswer = undefined;
  return answer.then(boardFromRunQuery);
}

/**
 * The prefetched top 10 by gold if it has already arrived, taken; otherwise undefined and left for
 * takeFirstBoard(). The page's first render then shows the rows the early script painted, not a skeleton.
 */
export function takeArrivedFirstBoard(): BoardUser[] | undefined {
  const h = handoff();
  const arrived = h.boardAnswer;
  if (arrived === undefined || !h.board) return undefined;
  try {
    const users = boardFromRunQuery(arrived);
    takeFirstBoard();
    return users;
  } catch {
    return undefined; // not an answer: takeFirstBoard() fails it and the page asks again
  }
}
