// The first board's answer, asked for by index.html before the app loaded (vite-plugins/first-board.ts;
// docs/decisions/0013-first-paint-from-html.md). Taken once: every later load asks again, so coming
// back to / still shows fresh points.
import type { BoardUser } from '../model';
import { boardFromRunQuery } from './board-rest';

declare global {
  interface Window {
    /** The REST runQuery answer (top 10 by gold), set by the inline script on / only. */
    __goldforkFirstBoard?: Promise<unknown>;
    /** The same answer once it has arrived (the inline script painted its rows from it). */
    __goldforkFirstBoardAnswer?: unknown;
  }
}

/** The prefetched top 10 by gold, once; null when there is none (another page first, or taken). */
export function takeFirstBoard(): Promise<BoardUser[]> | null {
  const answer = window.__goldforkFirstBoard;
  if (!answer) return null;
  window.__goldforkFirstBoard = undefined;
  window.__goldforkFirstBoardAnswer = undefined;
  return answer.then(boardFromRunQuery);
}

/**
 * The prefetched top 10 by gold if it has already arrived, taken; otherwise undefined and left for
 * takeFirstBoard(). The page's first render then shows the rows the HTML painted, not a skeleton.
 */
export function takeArrivedFirstBoard(): BoardUser[] | undefined {
  const arrived = window.__goldforkFirstBoardAnswer;
  if (arrived === undefined || !window.__goldforkFirstBoard) return undefined;
  try {
    const users = boardFromRunQuery(arrived);
    takeFirstBoard();
    return users;
  } catch {
    return undefined; // not an answer: takeFirstBoard() fails it and the page asks again
  }
}
