// The first half of the early script, run from <head> before any of the app's scripts has loaded
// (docs/decisions/0013, 0017 and 0022): the current page's first query leaves at once, and its answer is
// painted into the frame and handed to the app (src/platform/first-paint-handoff.ts).
import { feedQuery } from '@/features/feed/api/feed-rest';
import { topUsersQuery } from '@/features/leaderboard/api/board-rest';
import { LOCAL_HOSTS } from '@/firebase/local-hosts';
import { runQuery } from '@/firebase/firestore-rest';
import { handoff } from '@/platform/first-paint-handoff';
import { isDefaultLandingBoard, storedLandingBoard } from '@/stores/app-settings-storage';
import { usableIdToken } from '@/stores/session/id-token-hint';
import { hasSessionHint } from '@/stores/session/session-hint';
import { paintBoard } from './paint-board';
import { paintFirstPost } from './paint-feed';
import { awaitFirstPaint, firstPaintNotAwaited } from './start-entry';

/** The runQuery address of the emulators (local hosts) and of the deployed project, set by the build. */
export interface RunQueryUrls {
  local: string | null;
  deployed: string | null;
}

/** /: the top 10 by gold. Its rows are painted for a visitor (a signed-in user's cards have like buttons: React draws those). */
function startBoard(url: string): void {
  const h = handoff();
  const answer = runQuery(url, topUsersQuery('gold'));
  h.board = answer;
  answer.then(
    (rows) => {
      h.boardAnswer = rows;
      if (!hasSessionHint()) paintBoard(rows);
    },
    () => {}, // the app asks again
  );
}

/** /feed, for a returning user whose kept token has time left: the newest posts, the first painted. */
function startFeed(url: string): void {
  const token = hasSessionHint() ? usableIdToken() : null;
  if (!token) return;
  awaitFirstPaint();
  runQuery(url, feedQuery(), token.token).then((rows) => {
    handoff().feedAnswer = rows;
    const photo = paintFirstPost(rows);
    if (photo) photo.addEventListener('error', firstPaintNotAwaited);
    else firstPaintNotAwaited();
  }, firstPaintNotAwaited);
}

export function startFirstQueries(urls: RunQueryUrls, where: Location = location): void {
  const url = LOCAL_HOSTS.has(where.hostname) ? urls.local : urls.deployed;
  if (!url) return; // not configured: the app itself shows why it cannot start
  if (where.pathname === '/') {
    // Another board chosen in App Settings (decision 0034): the app asks for that one, nothing is painted.
    if (isDefaultLandingBoard(storedLandingBoard())) startBoard(url);
  } else if (where.pathname === '/feed') startFeed(url);
}
