// The first half of the early script, run from <head> before any of the app's scripts has loaded
// (docs/decisions/0013, 0017 and 0022): the current page's first query leaves at once, and its answer is
// painted into the frame and handed to the app (src/platform/first-paint-handoff.ts).
import { feedQuery } from '@/features/feed/api/feed-rest';
import { topUsersQuery } from '@/features/leaderboard/api/board-rest';
import { LOCAL_HOSTS } from '@/firebase/local-hosts';
import { COLLECTIONS } from '@/firebase/collection-names';
import { documentQuery, documentsOf, runQuery } from '@/firebase/firestore-rest';
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

/**
 * /restaurants/{key}, for a returning user whose kept token has time left: the page document, its claim
 * and the claiming owner's record, handed to the page's first render (decision 0062).
 */
function startRestaurantPage(url: string, restaurantKey: string): void {
  const token = hasSessionHint() ? usableIdToken() : null;
  if (!token) return;
  const ask = (collectionId: string, id: string, idToken?: string) =>
    runQuery(url, documentQuery(url, collectionId, id), idToken);
  const claim = ask(COLLECTIONS.restaurants, restaurantKey, token.token);
  // A user's public record needs no token: without it, no CORS preflight lengthens the chain.
  const owner = claim.then((rows) => {
    const ownerId = documentsOf(rows)[0]?.data.ownerId;
    return typeof ownerId === 'string' && ownerId ? ask(COLLECTIONS.users, ownerId) : null;
  });
  const answers = Promise.all([
    ask(COLLECTIONS.restaurantPages, restaurantKey, token.token),
    claim,
    owner,
  ]).then(([page, claimRows, ownerRows]) => ({ page, claim: claimRows, owner: ownerRows }));
  answers.catch(() => {}); // the page's own reads answer
  handoff().restaurant = { restaurantKey, answers };
}

/** The restaurant key of a /restaurants/{key} address, or null. */
const restaurantKeyInPath = (path: string) => /^\/restaurants\/([^/]+)$/.exec(path)?.[1] ?? null;

export function startFirstQueries(urls: RunQueryUrls, where: Location = location): void {
  const url = LOCAL_HOSTS.has(where.hostname) ? urls.local : urls.deployed;
  if (!url) return; // not configured: the app itself shows why it cannot start
  if (where.pathname === '/') {
    // Another board chosen in App Settings (decision 0034): the app asks for that one, nothing is painted.
    if (isDefaultLandingBoard(storedLandingBoard())) startBoard(url);
  } else if (where.pathname === '/feed') startFeed(url);
  else {
    const restaurantKey = restaurantKeyInPath(where.pathname);
    if (restaurantKey) startRestaurantPage(url, decodeURIComponent(restaurantKey));
  }
}
