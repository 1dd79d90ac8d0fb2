/* global document, window -- the loop runs in the page */
// The style cost of the home page's markup under each build's stylesheet, in thread time: each page
// (a built app already served) is opened without its scripts and without the board's answer; then, in
// rounds alternating the pages, its frame and row template are cloned ten times and laid out, five times
// over, inside a trace. Prints the median thread time of Blink's style recalculation and layout.
//   node bench/main-thread/style-cost.mjs <url>...   (docs/decisions/0023-home-total-blocking-time.md)
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, ensureChromium } from '../../stack/ensure-chromium.mjs';

const ROUNDS = 8;
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
try {
  const pages = [];
  for (const url of process.argv.slice(2)) {
    const page = await browser.newPage({ viewport: { width: 412, height: 915 } });
    await page.route(/runQuery/, (r) => r.abort());
    await page.route(/\/assets\/.*\.js$/, (r) => r.abort());
    await page.goto(url);
    await page.locator('#home-frame').waitFor();
    pages.push({ url, page, style: [], layout: [] });
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const p of round % 2 ? [...pages].reverse() : pages) {
      await browser.startTracing(p.page, { categories: ['devtools.timeline'] });
      await p.page.evaluate(() => {
        const frame = document.querySelector('#home-frame');
        const rows = document.getElementById('board-rows-template');
        for (let k = 0; k < 5; k++) {
          const host = document.createElement('div');
          for (let i = 0; i < 10; i++) host.append(frame.cloneNode(true), rows.content.cloneNode(true));
          document.getElementById('root').append(host);
          void document.body.offsetHeight;
          host.remove();
          void document.body.offsetHeight;
        }
        return window.location.href;
      });
      const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
      const cpu = (name) =>
        events.filter((e) => e.name === name && e.ph === 'X').reduce((s, e) => s + (e.tdur ?? 0), 0) / 1000;
      p.style.push(cpu('UpdateLayoutTree'));
      p.layout.push(cpu('Layout'));
    }
  }
  for (const p of pages) {
    console.log(
      `${p.url}: style ${median(p.style).toFixed(1)} ms, layout ${median(p.layout).toFixed(1)} ms ` +
        `(thread time, median of ${ROUNDS})`,
    );
  }
} finally {
  await browser.close();
}
