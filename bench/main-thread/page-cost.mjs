/* global document -- inside the page */
// The main-thread work of a page load, in thread time, with the board's answer taken out of the
// measurement: the first answer from the emulator is kept and every later runQuery gets it at once, so a
// slow emulator cannot change what the page does (a late answer makes React draw the placeholders first,
// then the rows). Pages alternate run for run; each run is traced from navigation to 5 s after load.
//   node bench/main-thread/page-cost.mjs <runs> <url>...   (docs/decisions/0023-home-total-blocking-time.md)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, ensureChromium } from '../../stack/ensure-chromium.mjs';
import Trace from 'lighthouse/core/gather/gatherers/trace.js';
import { blockingFromThreadTime, sum, threadTime, timeByGroup, traceTasks } from './main-thread.mjs';

const [runsArg, ...urls] = process.argv.slice(2);
const runs = Number(runsArg || 5);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const answers = new Map();
if (process.env.PAGE_COST_TRACES) mkdirSync(process.env.PAGE_COST_TRACES, { recursive: true });

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
const results = new Map(urls.map((u) => [u, []]));
try {
  for (let i = 0; i < runs; i++) {
    for (let k = 0; k < urls.length; k++) {
      const url = urls[(i + k) % urls.length];
      const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
      await context.route(/:runQuery/, async (route) => {
        // Per page origin too: the answer's CORS headers name the origin that asked.
        const key = `${new URL(url).origin} ${route.request().postData() ?? ''}`;
        if (!answers.has(key)) {
          const response = await route.fetch();
          answers.set(key, {
            status: response.status(),
            headers: response.headers(),
            body: await response.body(),
          });
        }
        await route.fulfill(answers.get(key));
      });
      const page = await context.newPage();
      await browser.startTracing(page, { categories: Trace.getDefaultTraceCategories() });
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(5000); // the page's tail after load, as Lighthouse waits for quiet
      const trace = JSON.parse((await browser.stopTracing()).toString());
      // What the page showed at the end: React's header link and the rows (a run that did less work
      // because it showed less would mislead).
      const shown = await page.evaluate(
        () =>
          `${document.querySelectorAll('ol > li').length} rows, React ${!!document.querySelector('a[href="/login"]')}`,
      );
      if (process.env.PAGE_COST_TRACES) {
        writeFileSync(
          join(process.env.PAGE_COST_TRACES, `${new URL(url).port}-${i + 1}.trace.json`),
          JSON.stringify(trace),
        );
      }
      await context.close();
      const { tasks, fcp } = traceTasks(trace);
      const all = timeByGroup(tasks).thread;
      const after = tasks.filter((t) => t.startTime >= fcp);
      const longest = Math.max(0, ...after.map(threadTime));
      const tbt = blockingFromThreadTime(tasks, fcp);
      results
        .get(url)
        .push({ all, total: sum(all), after: sum(timeByGroup(tasks, fcp).thread), longest, tbt });
      console.log(
        `${url} ${i + 1}: ${sum(all).toFixed(0)} ms CPU, after FCP ${sum(timeByGroup(tasks, fcp).thread).toFixed(0)}, ` +
          `longest task after FCP ${longest.toFixed(1)}, TBT from CPU x4 ${tbt.toFixed(0)}; ${shown}`,
      );
    }
  }
} finally {
  await browser.close();
}
const groups = [
  ...new Set([...results.values()].flatMap((rs) => rs.flatMap((r) => Object.keys(r.all)))),
].sort();
console.log(`\n| page | ${groups.join(' | ')} | total | after FCP | longest after FCP | TBT from CPU x4 |`);
console.log(`| --- |${' --- |'.repeat(groups.length + 4)}`);
for (const [url, rs] of results) {
  const cells = groups.map((g) => median(rs.map((r) => r.all[g] ?? 0)).toFixed(1));
  console.log(
    `| ${url} | ${cells.join(' | ')} | ${median(rs.map((r) => r.total)).toFixed(1)} | ${median(rs.map((r) => r.after)).toFixed(1)} | ${median(rs.map((r) => r.longest)).toFixed(1)} | ${median(rs.map((r) => r.tbt)).toFixed(0)} |`,
  );
}
