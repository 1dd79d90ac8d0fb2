// Starts the public board's query from the HTML, before any JavaScript has loaded (issue 12,
// docs/decisions/0013-first-paint-from-html.md): a visitor's first request for data leaves as soon as
// the browser has parsed <head>, in parallel with the app's scripts, instead of after React mounts.
// It is the same one-time query the Lite reader makes (top 10 by gold, more than 0; spec section 7), sent
// as a plain REST runQuery; src/features/leaderboard/api/first-board.ts takes its answer once.
import type { Plugin } from 'vite';
import { LEADERBOARD_SIZE } from '../src/features/leaderboard/model.ts';
import { LOCAL_HOSTS, readEnv } from '../src/lib/env.ts';
import { PORTS } from '../src/lib/ports.ts';

/** The Firestore REST runQuery address for a hostname, or null where the app is not configured. */
function runQueryUrl(env: Record<string, string | boolean | undefined>, hostname: string): string | null {
  try {
    const { useEmulators, emulatorHost, firebase } = readEnv(env, hostname);
    const origin = useEmulators
      ? `http://${emulatorHost}:${PORTS.firestore}`
      : 'https://firestore.googleapis.com';
    return `${origin}/v1/projects/${firebase.projectId}/databases/(default)/documents:runQuery?key=${encodeURIComponent(firebase.apiKey)}`;
  } catch {
    return null; // the app itself shows why it cannot start
  }
}

const topByGold = {
  structuredQuery: {
    from: [{ collectionId: 'users' }],
    where: {
      fieldFilter: { field: { fieldPath: 'goldPoints' }, op: 'GREATER_THAN', value: { integerValue: '0' } },
    },
    orderBy: [{ field: { fieldPath: 'goldPoints' }, direction: 'DESCENDING' }],
    limit: LEADERBOARD_SIZE,
  },
};

/** The inline script: on / only; a text/plain body, so no CORS preflight (as the Lite SDK sends it). */
function prefetchScript(localUrl: string | null, deployedUrl: string | null): string {
  return `(function () {
  if (location.pathname !== '/') return;
  var url = ${JSON.stringify([...LOCAL_HOSTS])}.indexOf(location.hostname) !== -1 ? ${JSON.stringify(localUrl)} : ${JSON.stringify(deployedUrl)};
  if (!url) return;
  var answer = fetch(url, { method: 'POST', body: ${JSON.stringify(JSON.stringify(topByGold))} }).then(function (res) {
    if (!res.ok) throw new Error('runQuery ' + res.status);
    return res.json();
  });
  answer.catch(function () {});
  window.__goldforkFirstBoard = answer;
})();`;
}

export function firstBoardPrefetch(): Plugin {
  let env: Record<string, string | boolean | undefined> = {};
  return {
    name: 'goldfork-first-board',
    configResolved(config) {
      env = config.env;
    },
    transformIndexHtml() {
      // Any name outside LOCAL_HOSTS stands for the deployed app.
      const script = prefetchScript(runQueryUrl(env, 'localhost'), runQueryUrl(env, 'goldfork.app'));
      return [{ tag: 'script', children: script, injectTo: 'head' }];
    },
  };
}
