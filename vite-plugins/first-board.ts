// Starts the public board's query from the HTML, before any JavaScript has loaded (issue 12,
// docs/decisions/0013-first-paint-from-html.md): a visitor's first request for data leaves as soon as
// the browser has parsed <head>, in parallel with the app's scripts, instead of after React mounts.
// It is the app's own REST query (board-rest.ts); src/features/leaderboard/api/first-board.ts takes its
// answer once.
import type { Plugin } from 'vite';
import { runQueryUrlFor, topUsersQuery } from '../src/features/leaderboard/api/board-rest.ts';
import { LOCAL_HOSTS } from '../src/lib/env.ts';

/** The inline script: on / only; a text/plain body, so no CORS preflight. */
function prefetchScript(localUrl: string | null, deployedUrl: string | null): string {
  return `(function () {
  if (location.pathname !== '/') return;
  var url = ${JSON.stringify([...LOCAL_HOSTS])}.indexOf(location.hostname) !== -1 ? ${JSON.stringify(localUrl)} : ${JSON.stringify(deployedUrl)};
  if (!url) return;
  var answer = fetch(url, { method: 'POST', body: ${JSON.stringify(JSON.stringify(topUsersQuery('gold')))} }).then(function (res) {
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
      const script = prefetchScript(runQueryUrlFor(env, 'localhost'), runQueryUrlFor(env, 'goldfork.app'));
      return [{ tag: 'script', children: script, injectTo: 'head' }];
    },
  };
}
