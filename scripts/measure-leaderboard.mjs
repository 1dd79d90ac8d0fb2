// Measures the public leaderboard the way its reference figures (docs/decisions/0004) were measured:
// top 10 of 30 users from the local emulator, a production build under `vite preview`, Lighthouse
// mobile with simulated throttling, Debian's Chromium. Prints JS gzip bytes, performance score and LCP.
//   node scripts/measure-leaderboard.mjs [runs=3]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { commitDocs, clearFirestore } from './firestore-rest.mjs';
import { CHROMIUM_FLAGS, ensureChromium } from './ensure-chromium.mjs';
import { newUserDoc } from './user-doc.mjs';
import { loadFirestoreRules, ROOT, startChild, startStack, stopStack, waitFor } from './stack.mjs';

const RUNS = Number(process.argv[2] || 3);
const PROJECT = 'demo-bench';
const PORT = 4210; // not 4190: fetch refuses it (a "bad port")
const OUT = join(ROOT, '.e2e-build', 'bench');
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

function run(cmd, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: ROOT, env: { ...process.env, ...env } });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')}: ${code}`)),
    );
  });
}

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

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  const chromePath = ensureChromium();
  await startStack({ storage: false });
  await seedThirtyUsers();
  await run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', OUT], {
    VITE_FIREBASE_PROJECT_ID: PROJECT,
  });
  const preview = startChild('bench-preview', process.execPath, [
    join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
    'preview',
    '--outDir',
    OUT,
    '--port',
    String(PORT),
    '--strictPort',
  ]);
  const url = `http://127.0.0.1:${PORT}/`;
  await waitFor(url, 'bench-preview', preview);

  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const results = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    try {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
      });
      const scripts = lhr.audits['network-requests'].details.items.filter((r) => r.resourceType === 'Script');
      // vite preview does not compress: gzip each loaded script's file as a server would.
      const jsBytes = scripts
        .filter((r) => r.url.startsWith(url))
        .reduce((n, r) => n + gzipSync(readFileSync(join(OUT, new URL(r.url).pathname))).length, 0);
      const row = {
        performance: lhr.categories.performance.score,
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
        jsGzipKB: Math.round(jsBytes / 1024),
      };
      results.push(row);
      if (i === 0 && process.env.BENCH_DEBUG) {
        console.log(
          JSON.stringify(lhr.audits['largest-contentful-paint-element'].details, null, 1).slice(0, 3000),
        );
        console.log(
          JSON.stringify(
            lhr.audits['network-requests'].details.items.map((r) => [
              r.url.slice(-50),
              Math.round(r.networkRequestTime),
              Math.round(r.networkEndTime),
              r.transferSize,
            ]),
          ),
        );
      }
      console.log(
        `run ${i + 1}: performance ${row.performance}, LCP ${row.lcpMs} ms, FCP ${row.fcpMs} ms, JS ${row.jsGzipKB} KB gzip`,
      );
    } finally {
      await chrome.kill();
    }
  }
  console.log(
    `\nmedian of ${RUNS}: performance ${median(results.map((r) => r.performance))}, ` +
      `LCP ${median(results.map((r) => r.lcpMs))} ms, JS ${median(results.map((r) => r.jsGzipKB))} KB gzip ` +
      '(reference: full SDK 256 KB / 0.95-0.97 / 2.1-2.2 s; lite 112 KB / 0.94-0.97 / 1.4-1.5 s)',
  );
} finally {
  await stopStack();
}
