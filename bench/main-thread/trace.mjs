// Lighthouse traces of pages already served, the pages alternating run for run so that the machine's
// load falls on all alike. By default with real throttling (Lighthouse's "devtools" method: CPU 4x,
// 150 ms RTT, 1.6 Mbps applied in Chromium); TRACE_THROTTLING=simulate records as measure:leaderboard
// does (unthrottled, Lighthouse simulates), where thread time is the page's work at full speed.
// Each trace is kept in <outDir> as <port>_-<time>.trace.json.
//   node bench/main-thread/trace.mjs <outDir> <runs> <url>...
// Then: node bench/main-thread/breakdown.mjs <outDir>/*.json [--tasks] (docs/decisions/0023).
import { launchChrome, runLighthouse } from '../lighthouse/lighthouse-common.mjs';

const [outDir, runsArg, ...urls] = process.argv.slice(2);
process.env.LIGHTHOUSE_TRACES = outDir;
const runs = Number(runsArg || 3);

for (let i = 0; i < runs; i++) {
  for (let k = 0; k < urls.length; k++) {
    const url = urls[(i + k) % urls.length];
    const chrome = await launchChrome();
    try {
      const lhr = await runLighthouse(url, chrome, {
        onlyCategories: ['performance'],
        throttlingMethod: process.env.TRACE_THROTTLING || 'devtools',
      });
      const breakdown = lhr.audits['mainthread-work-breakdown'].details.items
        .map((item) => `${item.group} ${Math.round(item.duration)}`)
        .join(', ');
      console.log(
        `${url} ${i + 1}: TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms, ` +
          `FCP ${Math.round(lhr.audits['first-contentful-paint'].numericValue)} ms, main thread: ${breakdown}`,
      );
    } finally {
      await chrome.kill();
    }
  }
}
