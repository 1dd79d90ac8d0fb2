// Measures the public leaderboard beside its references in one run (issue 12; docs/decisions/0013):
// the app and the three pages of bench/leaderboard (full SDK, Firestore Lite, static + REST), each a
// production build under `vite preview`, top 10 of 30 users from the local emulator, Debian's Chromium.
//  1. Lighthouse mobile, simulated throttling: performance, LCP and the JS each page loads (gzip).
//  2. When the top-10 rows are visible, in Chromium with the same throttling applied (150 ms RTT,
//     1.6 Mbps, CPU 4x): the first animation frame with 10 rows in the list.
// Rounds alternate the pages so that the machine's noise falls on all of them alike. Prints medians and
// the ratios the issue sets: app LCP / full-SDK LCP (goal <= 0.70) and app rows / Lite rows (goal <= 1).
//   node scripts/measure-leaderboard.mjs [lighthouseRuns=3] [rowRuns=5]
// MEASURE_REFERENCE=<another checkout of the app, with node_modules> measures it too, in the same rounds
// (a change beside the code before it). MEASURE_PORT (first of 5 ports, default 4210) and
// MEASURE_PROJECT (default demo-bench) let two runs share the emulators.
/* global document, window, requestAnimationFrame -- the rows measurement runs these in the page */
import { join } from 'node:path';
import { chromium, devices } from '@playwright/test';
import { commitDocs, clearFirestore } from './firestore-rest.mjs';
import { CHROMIUM_FLAGS, ensureChromium } from './ensure-chromium.mjs';
import {
  buildApp,
  launchChrome,
  median,
  run,
  runLighthouse,
  scriptGzipBytes,
  startPreview,
} from './lighthouse-common.mjs';
import { newUserDoc } from './user-doc.mjs';
import { loadFirestoreRules, ROOT, startStack, stopStack } from './stack.mjs';

const LIGHTHOUSE_RUNS = Number(process.argv[2] || 3);
const ROW_RUNS = Number(process.argv[3] || 5);
const PROJECT = process.env.MEASURE_PROJECT || 'demo-bench';
const REFERENCE = process.env.MEASURE_REFERENCE;
const PORT = Number(process.env.MEASURE_PORT || 4210);
// Lighthouse's mobile preset, applied for real in the rows measurement.
const THROTTLING = { rttMs: 150, downKbps: 1638.4, upKbps: 750, cpu: 4 };

// Ports from 4210 (not 4190: fetch refuses it as a "bad port").
const PAGES = [
  { name: 'Goldfork', port: PORT, outDir: join(ROOT, '.e2e-build', 'bench') },
  { name: 'full-SDK floor', ref: 'full-sdk', port: PORT + 1 },
  { name: 'Firestore Lite page', ref: 'lite', port: PORT + 2 },
  { name: 'static page + one REST query', ref: 'static', port: PORT + 3 },
  ...(REFERENCE
    ? [
        {
          name: `Goldfork reference (${REFERENCE})`,
          appRoot: REFERENCE,
          port: PORT + 4,
          outDir: join(ROOT, '.e2e-build', 'bench-app-reference'),
        },
      ]
    : []),
].map((p) => ({
  ...p,
  outDir: p.outDir ?? join(ROOT, '.e2e-build', `bench-ref-${p.ref}`),
  origin: `http://127.0.0.1:${p.port}`,
  url: `http://127.0.0.1:${p.port}/`,
  lighthouse: [],
  rows: [],
}));
const [APP, FULL, LITE] = PAGES;

async function seedThirtyUsers() {
  await loadFirestoreRules(PROJECT);
  await clearFirestore(PROJECT);
  const now = new Date();
  const docs = Array.from({ length: 30 }, (_, i) => {
    const uid = `bench-${i}`;
    const points = 5000 - i * 137;
    return [
      `users/${uid}`,
      newUserDoc(uid, { username: `diner${i}`, goldPoints: points, silverPoints: points }, now),
    ];
  });
  await commitDocs(docs, PROJECT);
}

async function buildAndServe(page) {
  if (page.ref) {
    await run(
      'npx',
      ['vite', 'build', '--config', 'bench/leaderboard/vite.config.ts', '--outDir', page.outDir],
      {
        BENCH_REF: page.ref,
        BENCH_PROJECT: PROJECT,
      },
    );
  } else {
    await buildApp({ project: PROJECT, outDir: page.outDir, root: page.appRoot });
  }
  await startPreview({ outDir: page.outDir, port: page.port, name: `bench-${page.ref ?? 'app'}` });
}

async function lighthouseRun(page) {
  const chrome = await launchChrome();
  try {
    const lhr = await runLighthouse(page.url, chrome, { onlyCategories: ['performance'] });
    const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0];
    return {
      performance: lhr.categories.performance.score,
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      jsBytes: scriptGzipBytes(lhr, page),
      lcpElement: lcpElement?.node?.snippet ?? '?',
    };
  } finally {
    await chrome.kill();
  }
}

/** Milliseconds from navigation to the first animation frame with the top 10 in the list. */
async function rowsVisibleRun(page, browser) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    await context.addInitScript(() => {
      const tick = () => {
        if (document.querySelectorAll('ol > li').length >= 10) window.__rowsAt = performance.now();
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.rttMs,
      downloadThroughput: (THROTTLING.downKbps * 1024) / 8,
      uploadThroughput: (THROTTLING.upKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpu });
    await tab.goto(page.url);
    await tab.waitForFunction(() => window.__rowsAt !== undefined, null, { timeout: 30_000 });
    return Math.round(await tab.evaluate(() => window.__rowsAt));
  } finally {
    await context.close();
  }
}

const ratio = (a, b) => (a / b).toFixed(2);

try {
  const chromePath = ensureChromium();
  await startStack({ storage: false });
  await seedThirtyUsers();
  for (const page of PAGES) await buildAndServe(page);

  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    // Each round starts with a different page.
    for (let k = 0; k < PAGES.length; k++) {
      const page = PAGES[(i + k) % PAGES.length];
      const row = await lighthouseRun(page);
      page.lighthouse.push(row);
      console.log(
        `lighthouse ${i + 1} ${page.name}: performance ${row.performance}, LCP ${row.lcpMs} ms, ` +
          `FCP ${row.fcpMs} ms, TBT ${row.tbtMs} ms, JS ${(row.jsBytes / 1024).toFixed(1)} KB, LCP element ${row.lcpElement}`,
      );
    }
  }

  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS });
  try {
    for (let i = 0; i < ROW_RUNS; i++) {
      for (let k = 0; k < PAGES.length; k++) {
        const page = PAGES[(i + k) % PAGES.length];
        page.rows.push(await rowsVisibleRun(page, browser));
      }
      console.log(`rows round ${i + 1}: ${PAGES.map((p) => `${p.name} ${p.rows.at(-1)} ms`).join(', ')}`);
    }
  } finally {
    await browser.close();
  }

  for (const page of PAGES) {
    page.lcp = median(page.lighthouse.map((r) => r.lcpMs));
    page.rowsAt = median(page.rows);
  }
  console.log(
    `\nMedians: Lighthouse of ${LIGHTHOUSE_RUNS} runs (mobile, simulated throttling); rows visible of ` +
      `${ROW_RUNS} runs (${THROTTLING.rttMs} ms RTT, ${THROTTLING.downKbps} kbps, CPU ${THROTTLING.cpu}x)\n`,
  );
  console.log('| page | JS gzip | performance | LCP | LCP / full SDK | top 10 visible | rows / Lite |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const page of PAGES) {
    const js = median(page.lighthouse.map((r) => r.jsBytes));
    console.log(
      `| ${page.name} | ${(js / 1024).toFixed(1)} KB | ${median(page.lighthouse.map((r) => r.performance))} | ` +
        `${page.lcp} ms | ${ratio(page.lcp, FULL.lcp)} | ${page.rowsAt} ms | ${ratio(page.rowsAt, LITE.rowsAt)} |`,
    );
  }
  const lcpOk = APP.lcp <= 0.7 * FULL.lcp;
  const rowsOk = APP.rowsAt <= LITE.rowsAt;
  console.log(
    `\nGoals (issue 12): LCP <= 0.70 x full SDK: ${ratio(APP.lcp, FULL.lcp)} ${lcpOk ? 'met' : 'NOT met'}; ` +
      `top 10 no later than Lite: ${ratio(APP.rowsAt, LITE.rowsAt)} ${rowsOk ? 'met' : 'NOT met'}`,
  );
} finally {
  await stopStack();
}
