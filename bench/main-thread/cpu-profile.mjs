// Where the main thread's script time goes on a page load, by original source: a V8 CPU profile
// (sampling every 100 µs) from navigation to `seconds` after load, mapped through the build's source
// maps (build with `vite build --sourcemap`). Self time per source file and per function, runs summed.
//   node bench/main-thread/cpu-profile.mjs <url> <distDir> [runs=3] [seconds=4]   (decision 0023)
import { readFileSync, existsSync } from 'node:fs';
import { join, basename } from 'node:path';
import { chromium, devices } from '@playwright/test';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { CHROMIUM_FLAGS, ensureChromium } from '../../stack/ensure-chromium.mjs';

const [url, dist, runsArg, secondsArg] = process.argv.slice(2);
const runs = Number(runsArg || 3);
const seconds = Number(secondsArg || 4);
const maps = new Map();
function mapFor(scriptUrl) {
  if (!maps.has(scriptUrl)) {
    const file = join(dist, 'assets', basename(new URL(scriptUrl).pathname) + '.map');
    maps.set(scriptUrl, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  }
  return maps.get(scriptUrl);
}
const byFile = new Map();
const byFn = new Map();
const byAppFrame = new Map();
const byInclusive = new Map();
const inclusive = (process.env.CPU_PROFILE_INCLUSIVE ?? '').split(',').filter(Boolean);
function sourceName(cf) {
  const map = cf.url && cf.url.includes('/assets/') && mapFor(cf.url);
  if (!map) return null;
  const pos = originalPositionFor(map, { line: cf.lineNumber + 1, column: cf.columnNumber });
  return pos.source
    ? `${pos.source.replace(/^(\.\.\/)+/, '').replace(/^.*home-tbt\//, '')} ${pos.name ?? cf.functionName}:${pos.line}`
    : null;
}
const add = (m, k, v) => m.set(k, (m.get(k) ?? 0) + v);

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
try {
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(seconds * 1000);
    const { profile } = await cdp.send('Profiler.stop');
    await context.close();
    const self = new Map();
    const dts = profile.timeDeltas;
    profile.samples.forEach((id, k) => add(self, id, (dts[k + 1] ?? 0) / 1000));
    const parent = new Map();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n);
    for (const node of profile.nodes) {
      const ms = self.get(node.id) ?? 0;
      if (!ms) continue;
      const cf = node.callFrame;
      // Inclusive time of the functions named in CPU_PROFILE_INCLUSIVE (outermost call only).
      const seen = new Set();
      for (let p = node; p; p = parent.get(p.id)) {
        const name = (sourceName(p.callFrame) ?? '').split(' ')[1]?.split(':')[0];
        if (name && inclusive.includes(name) && !seen.has(name)) {
          seen.add(name);
          add(byInclusive, name, ms);
        }
      }
      // The innermost app-source frame on the stack: what in the app the time was spent for.
      for (let p = node; p; p = parent.get(p.id)) {
        const name = sourceName(p.callFrame);
        if (name && /^(src|work)\//.test(name) && !name.includes('node_modules')) {
          add(byAppFrame, name, ms);
          break;
        }
      }
      let file = cf.url ? basename(new URL(cf.url).pathname) : `(${cf.functionName || 'program'})`;
      let fn = cf.functionName || '(anonymous)';
      const map = cf.url && mapFor(cf.url);
      if (map) {
        const pos = originalPositionFor(map, { line: cf.lineNumber + 1, column: cf.columnNumber });
        if (pos.source) {
          file = pos.source.replace(/^.*node_modules\//, 'nm/').replace(/^(\.\.\/)+/, '');
          fn = `${pos.name ?? fn} ${file}:${pos.line}`;
        }
      }
      add(byFile, file, ms);
      add(byFn, fn, ms);
    }
  }
} finally {
  await browser.close();
}
const top = (m, n) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${(v / runs).toFixed(1).padStart(7)} ms  ${k}`)
    .join('\n');
console.log(`Self time per run (mean of ${runs}), by source file:\n${top(byFile, 40)}`);
console.log(`\nBy function:\n${top(byFn, 50)}`);
console.log(`\nInclusive:\n${top(byInclusive, 40)}`);
console.log(
  `\nBy the innermost app function on the stack (its libraries' calls included):\n${top(byAppFrame, 40)}`,
);
