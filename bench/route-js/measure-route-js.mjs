// The JavaScript each route loads when opened directly (the JS sizes per route of decision 0014): the entry
// that index.html starts, plus the route's screen chunk, each with every chunk it imports statically, gzipped
// as a server sends them (gzip -9). What a screen loads later on demand (a dynamic import: the scanner's OCR,
// heic2any, confetti, the model client, the Elite sections, the Auth SDK of a signed-out visit) is not
// counted, nor what a screen imports dynamically as it mounts (/messages loads its Firestore listener so).
// tests/e2e/budget.spec.ts measures a real first visit to / in Chromium, and npm run lighthouse the
// JavaScript /feed, /messages and /profile/me load in all. node bench/route-js/measure-route-js.mjs [distDir] (npm
// run measure:route-js; builds when no dir)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp } from '../lighthouse/lighthouse-common.mjs';
import { ROOT } from '../../stack/stack.mjs';

/** Route → the module name its screen chunk is built from (src/app/router.tsx). */
const ROUTES = [
  ['/', 'leaderboard-page'], // requested with the entry on / alone (decisions 0013, 0057)
  ['/login', 'login-page'],
  ['/feed', 'feed-page'],
  ['/post/{targetId}', 'post-page'],
  ['/messages', 'messages-page'],
  ['/messages/{username}', 'conversation-page'],
  ['/send-message/{username}', 'send-message-page'],
  ['/profile/{username}', 'profile-page'],
  ['/notifications', 'notifications-page'],
  ['/scan', 'scan-page'],
  ['/send-points/{username}', 'send-points-page'],
  ['/elite-groups/new', 'create-group-page'],
  ['/elite-groups/{id}', 'group-page'],
  ['/elite-groups/{id}/settings', 'group-settings-page'],
  ['/restaurant/profile', 'restaurant-profile-screen'],
  ['/settings', 'settings-page'],
  ['/terms', 'terms-page'],
  ['/data-privacy', 'data-privacy-page'],
  ['/privacy', 'privacy-screen'],
  ['/search', 'search-page'],
  ['/restaurants/{restaurantKey}', 'restaurant-page'],
  ['/perks', 'perks-page'],
  ['/perks/{offerId}', 'perk-page'],
  ['/want-to-try', 'want-to-try-page'],
  ['/help', 'help-page'],
  ['/about', 'about-page'],
];

const dist = process.argv[2] ?? join(ROOT, '.e2e-build', 'route-js');
if (!process.argv[2]) await buildApp({ project: 'demo-route-js', outDir: dist });
const assets = join(dist, 'assets');
const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
const source = (f) => readFileSync(join(assets, f), 'utf8');
const gzip = new Map(files.map((f) => [f, gzipSync(readFileSync(join(assets, f)), { level: 9 }).length]));

// `import{a as b}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`; never `import("./x.js")`.
const STATIC_IMPORT = /(?:import|export)\s*(?:[^"';()]*?from\s*)?"\.\/([\w.-]+\.js)"/g;
const staticImports = (f) => [...source(f).matchAll(STATIC_IMPORT)].map((m) => m[1]);

/** A chunk with everything it imports statically, transitively. */
function closure(roots) {
  const seen = new Set();
  const visit = (f) => {
    if (seen.has(f) || !gzip.has(f)) return;
    seen.add(f);
    staticImports(f).forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = html.match(/\/assets\/(index-[\w-]+\.js)/)?.[1];
if (!entry || !existsSync(join(assets, entry)))
  throw new Error(`No entry script found in ${dist}/index.html`);
// A screen's chunk is the one the router imports dynamically: a shared chunk may carry the same name
// (src/domain/restaurant-page.ts beside the restaurant-page screen).
const DYNAMIC_IMPORT = /import\(\s*[`"']\.\/([\w.-]+\.js)[`"']\s*\)/g;
const imported = new Set(files.flatMap((f) => [...source(f).matchAll(DYNAMIC_IMPORT)].map((m) => m[1])));
const chunkOf = (name) => {
  const named = files.filter((f) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(f));
  return named.find((f) => imported.has(f)) ?? named[0];
};
const kb = (bytes) => (bytes / 1024).toFixed(1);
const sum = (set) => [...set].reduce((n, f) => n + gzip.get(f), 0);

const entrySet = closure([entry]);
console.log(
  `\nJavaScript per route before its first render: the entry and the screen's chunk with their static imports\n` +
    `(production build, gzip -9; the entry alone ${kb(sum(entrySet))} KB):\n`,
);
console.log('| route | files | KB gzip |');
console.log('| --- | --- | --- |');
for (const [route, name] of ROUTES) {
  const chunk = name && chunkOf(name);
  if (name && !chunk) throw new Error(`No chunk named ${name} in ${assets}`);
  const loaded = closure([entry, ...(chunk ? [chunk] : [])]);
  console.log(`| ${route} | ${loaded.size} | ${kb(sum(loaded))} |`);
}
