// Lighthouse performance of the signed-in screens (decision 0014: at least 0.95 on /feed, /messages
// and /profile/me, no layout shift from images; decision 0045: also the restaurant page, /search, /perks
// and the owner's Marketing tab, each with a Total Blocking Time of at most 200 ms and at most 252 KB of
// gzip JavaScript): a production build under `vite preview`, a signed-in user
// with a realistic world (bench/lighthouse/lighthouse-seed.mjs), Lighthouse mobile with simulated throttling in
// Debian's Chromium, 3 runs a page. Prints a markdown table of medians, with the machine's CPU and load
// average; exits 1 when a page is under a bar or shifts.
//   node bench/lighthouse/lighthouse.mjs [runs=3]        (npm run lighthouse)
// LIGHTHOUSE_REPORTS=<dir> writes each report as JSON; LIGHTHOUSE_DEBUG=1 prints what costs the score;
// LIGHTHOUSE_TRACES=<dir> keeps each run's trace (LIGHTHOUSE_JS_SAMPLES=1 adds the JavaScript samples, which
// slow the page: for reading what a long task ran, not for scores). LIGHTHOUSE_REFERENCE=<checkout> measures
// another checkout (with its node_modules, e.g. a `git worktree` of main) beside this one, run for run.
//
// Each run starts from a fresh Chromium profile in which the user signed in through /login and was taken
// to / (the Auth session and Firestore's cache in IndexedDB, the app's session hint and own record in
// localStorage): a returning signed-in user. The service worker, Cache Storage and the HTTP cache are then cleared,
// so the app's code comes over the (simulated) network as in any Lighthouse run, and Lighthouse runs
// with disableStorageReset to keep the session. LIGHTHOUSE_CLEAR_FIRESTORE=1 also deletes Firestore's
// cache (colder: the SDK creates its database during the run).
/* global caches, indexedDB -- inside page.evaluate, run in Chromium */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../../stack/ensure-chromium.mjs';
import {
  buildApp,
  launchChrome,
  median,
  runLighthouse,
  scriptGzipBytes,
  startPreview,
  startPreviewedApp,
  stopPreviewedApp,
} from './lighthouse-common.mjs';
import { importTs } from '../../stack/import-ts.mjs';
// The keys of src/stores/session/own-record-cache.ts and src/stores/session/id-token-hint.ts (a plain script cannot import the
// app's TypeScript).
const DEVICE_KEYS = ['goldfork:me', 'goldfork:id-token'];
import { ROOT, stopOnSignals } from '../../stack/stack.mjs';

// The signed-in world is built from the app's builders (decision 0036), in TypeScript.
const { ME, OWNER, RESTAURANT_PATH, seedSignedInWorld } = await importTs(
  'bench/lighthouse/lighthouse-seed.mjs',
);

/** The owner's dashboard opened on its Marketing tab (the address names the tab). */
const MARKETING = '/restaurant/profile?tab=marketing';
// LIGHTHOUSE_PAGES=/feed,/profile/me measures some of them (while working on one screen).
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? [
  '/feed',
  '/messages',
  '/profile/me',
  RESTAURANT_PATH,
  '/search',
  '/perks',
  MARKETING,
];
/** Who is signed in for a page: the owner on their dashboard, the diner everywhere else. */
const userOf = (route) => (route.startsWith('/restaurant/profile') ? OWNER : ME);
const RUNS = Number(process.argv[2] || 3);
// LIGHTHOUSE_REFERENCE=<another checkout, with node_modules> measures it beside this one, run for run.
const REFERENCE = process.env.LIGHTHOUSE_REFERENCE;
const MIN_SCORE = 0.95;
// Decision 0045: Total Blocking Time and the JavaScript a first visit loads (the full-SDK floor app's
// 252 KB gzip, docs/decisions/0013), as medians.
const MAX_TBT_MS = 200;
const MAX_JS_BYTES = 252 * 1024;
/** The machine's load average (1, 5, 15 minutes) before the run: timing figures count on an idle one. */
const formatLoad = (l) => l.map((x) => x.toFixed(2)).join(', ');
const LOAD_BEFORE = loadavg();
// LIGHTHOUSE_PROJECT=<demo-...> seeds and reads another emulator project (a measurement beside another's).
const PROJECT = process.env.LIGHTHOUSE_PROJECT || 'demo-lighthouse';
// LIGHTHOUSE_PORT=<n> serves the build on another port (two measurements side by side on one machine).
const PORT = Number(process.env.LIGHTHOUSE_PORT || 4230);
const OUT = join(ROOT, '.e2e-build', `lighthouse-${PORT}`);

/** A Chromium profile in which `user` signed in through the app's own form; the rest of the origin cleared. */
async function signedInProfile(chromePath, origin, user) {
  const dir = mkdtempSync(join(tmpdir(), 'lh-signed-in-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromePath,
    args: CHROMIUM_FLAGS,
    headless: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${origin}/login`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
    await page.getByRole('button', { name: /^Menu/ }).waitFor({ timeout: 30_000 });
    // ...and the app has kept the user's own record and ID token, as it does on every visit
    // (src/stores/session/own-record-cache.ts, src/stores/session/id-token-hint.ts).
    await page.waitForFunction(
      (keys) => keys.every((key) => localStorage.getItem(key) !== null),
      DEVICE_KEYS,
      { timeout: 30_000 },
    );
    // A document of the origin that is not the app, so no Firestore client holds its database open.
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate(async (clearFirestore) => {
      for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
      for (const key of await caches.keys()) await caches.delete(key);
      for (const db of clearFirestore ? await indexedDB.databases() : []) {
        if (!db.name?.startsWith('firestore/')) continue;
        await new Promise((resolve, reject) => {
          const req = indexedDB.deleteDatabase(db.name);
          req.onsuccess = resolve;
          req.onerror = () => reject(req.error);
          req.onblocked = () => reject(new Error(`${db.name} is still open`));
        });
      }
      if (clearFirestore) {
        for (const key of Object.keys(localStorage))
          if (key.startsWith('firestore_')) localStorage.removeItem(key);
      }
    }, process.env.LIGHTHOUSE_CLEAR_FIRESTORE === '1');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await context.close();
  }
  return dir;
}

function describeCosts(route, lhr) {
  const a = lhr.audits;
  const items = (id) => a[id]?.details?.items ?? [];
  const lines = [`\n--- ${route}: performance ${lhr.categories.performance.score}`];
  for (const ref of lhr.categories.performance.auditRefs) {
    const audit = a[ref.id];
    if (ref.weight > 0) lines.push(`  ${ref.id}: ${audit.displayValue ?? ''} (score ${audit.score})`);
  }
  // What this run's page did unthrottled (the trace as recorded), beside Lighthouse's simulated figures.
  const observed = items('metrics')[0] ?? {};
  lines.push(
    `  observed: FCP ${Math.round(observed.observedFirstContentfulPaint)} ms, LCP ${Math.round(observed.observedLargestContentfulPaint)} ms`,
  );
  const lcp = items('largest-contentful-paint-element');
  lines.push(`  LCP element: ${JSON.stringify(lcp[0]?.items?.[0]?.node?.snippet ?? lcp[0]?.node?.snippet)}`);
  lines.push(`  LCP phases: ${JSON.stringify(lcp[1]?.items ?? [])}`);
  for (const s of items('layout-shifts')) lines.push(`  shift ${s.score?.toFixed(4)}: ${s.node?.snippet}`);
  for (const r of items('render-blocking-resources'))
    lines.push(`  render-blocking: ${r.url} ${r.wastedMs} ms`);
  for (const r of items('unused-javascript'))
    lines.push(`  unused JS: ${r.url.slice(-50)} ${Math.round(r.wastedBytes / 1024)} KB`);
  for (const r of items('long-tasks'))
    lines.push(`  long task: ${r.url?.slice(-50)} ${Math.round(r.duration)} ms`);
  for (const r of items('bootup-time'))
    lines.push(`  bootup: ${r.url.slice(-50)} ${Math.round(r.total)} ms (script ${Math.round(r.scripting)})`);
  const requests = items('network-requests').map(
    (r) =>
      `    ${Math.round(r.networkRequestTime)}-${Math.round(r.networkEndTime)} ${r.resourceType} ${Math.round((r.transferSize ?? 0) / 1024)}KB ${r.url.slice(0, 110)}`,
  );
  lines.push('  requests:', ...requests);
  return lines.join('\n');
}

let failed = false;
const profiles = [];
stopOnSignals();

/** One Lighthouse run of `route` in `app`, from a fresh signed-in profile. */
async function measure(app, route) {
  const userDataDir = await signedInProfile(app.chromePath, app.origin, userOf(route));
  profiles.push(userDataDir);
  const chrome = await launchChrome({ chromePath: app.chromePath, userDataDir });
  try {
    const lhr = await runLighthouse(`${app.origin}${route}`, chrome, {
      onlyCategories: ['performance'],
      // Keep the signed-in session (IndexedDB, localStorage); Lighthouse clears storage otherwise.
      disableStorageReset: true,
    });
    const shown = new URL(lhr.finalDisplayedUrl);
    if (`${shown.pathname}${shown.search}` !== route) {
      throw new Error(`${route} ended on ${lhr.finalDisplayedUrl}: the user was not signed in`);
    }
    return { lhr, row: rowOf(lhr, app) };
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

const rowOf = (lhr, app) => ({
  score: lhr.categories.performance.score,
  lcp: lhr.audits['largest-contentful-paint'].numericValue,
  tbt: lhr.audits['total-blocking-time'].numericValue,
  cls: lhr.audits['cumulative-layout-shift'].numericValue,
  js: scriptGzipBytes(lhr, app),
});

try {
  let seeded;
  const app = await startPreviewedApp({
    project: PROJECT,
    port: PORT,
    outDir: OUT,
    storage: true,
    seed: async () => {
      seeded = await seedSignedInWorld(PROJECT, process.env.CHROME_PATH || '/usr/bin/chromium');
    },
  });
  console.log(`[lighthouse] seeded ${seeded.docs} documents and ${seeded.photos} photos in ${PROJECT}`);
  const apps = [{ ...app, name: 'this checkout' }];
  if (REFERENCE) {
    // Another checkout of the app (with its node_modules), built and served beside this one; runs
    // alternate between the two, so the machine's noise falls on both alike.
    const outDir = `${OUT}-reference`;
    await buildApp({ project: PROJECT, outDir, root: REFERENCE });
    const origin = await startPreview({ outDir, port: PORT + 1 });
    apps.push({ origin, outDir, chromePath: app.chromePath, name: `reference (${REFERENCE})` });
  }
  const results = new Map(apps.map((a) => [a, Object.fromEntries(PAGES.map((p) => [p, []]))]));
  for (const route of PAGES) {
    for (let i = 0; i < RUNS; i++) {
      for (const a of apps) {
        const { lhr, row } = await measure(a, route);
        results.get(a)[route].push(row);
        console.log(
          `[lighthouse] ${apps.length > 1 ? `${a.name} ` : ''}${route} run ${i + 1}: performance ${row.score}, ` +
            `LCP ${Math.round(row.lcp)} ms, TBT ${Math.round(row.tbt)} ms, CLS ${row.cls.toFixed(3)}, ` +
            `JS ${(row.js / 1024).toFixed(1)} KB gzip`,
        );
        if (process.env.LIGHTHOUSE_DEBUG && i === 0) console.log(describeCosts(route, lhr));
        if (process.env.LIGHTHOUSE_REPORTS && a === apps[0]) {
          mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
          const name = `${route.replace(/\//g, '_')}-${i + 1}.json`;
          writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, name), JSON.stringify(lhr));
        }
      }
    }
  }

  console.log(
    `\nLighthouse mobile, simulated throttling, signed in, production build; median of ${RUNS} (bars: ` +
      `performance ${MIN_SCORE}, TBT ${MAX_TBT_MS} ms, JS ${MAX_JS_BYTES / 1024} KB gzip)\n` +
      `Machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores; load average before the run ` +
      `${formatLoad(LOAD_BEFORE)}, after it ${formatLoad(loadavg())}:\n`,
  );
  console.log(
    `| page |${apps.length > 1 ? ' build |' : ''} performance (median) | LCP | TBT | CLS | JS gzip KB |`,
  );
  console.log(`| --- |${apps.length > 1 ? ' --- |' : ''} --- | --- | --- | --- | --- |`);
  for (const route of PAGES) {
    for (const a of apps) {
      const rows = results.get(a)[route];
      const m = (k) => median(rows.map((r) => r[k]));
      const score = m('score');
      const cls = m('cls');
      // The bar is this checkout's; a reference is there to compare with.
      if (a === apps[0] && (score < MIN_SCORE || cls > 0 || m('tbt') > MAX_TBT_MS || m('js') > MAX_JS_BYTES))
        failed = true;
      console.log(
        `| ${route} |${apps.length > 1 ? ` ${a.name} |` : ''} ${score.toFixed(2)} | ${(m('lcp') / 1000).toFixed(2)} s | ` +
          `${Math.round(m('tbt'))} ms | ${cls.toFixed(3)} | ${(m('js') / 1024).toFixed(1)} |`,
      );
    }
  }
  if (failed) console.log(`\nA page misses a bar, or its layout shifts.`);
} finally {
  await stopPreviewedApp();
  for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
