// The shared preamble of our Lighthouse scripts (npm run lighthouse, npm run lighthouse:a11y): the local
// emulators, a production build of the app for one Firestore project, `vite preview` of it, Debian's
// Chromium through chrome-launcher, and one Lighthouse run. Small on purpose:
//
//   const app = await startPreviewedApp({ project, port, outDir });  // stack + build + preview
//   const chrome = await launchChrome({ userDataDir });               // optional profile
//   const lhr = await runLighthouse(`${app.origin}/`, chrome, { onlyCategories: ['performance'] });
//   scriptGzipBytes(lhr, app);                                        // JS the page loaded, gzipped
//   await chrome.kill(); await stopPreviewedApp();
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_FLAGS, ensureChromium } from '../../stack/ensure-chromium.mjs';
import { ROOT, startChild, startStack, stopStack, waitFor } from '../../stack/stack.mjs';

export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Runs a command in `cwd` (the repository root), inheriting the output; rejects on a non-zero exit. */
export function run(cmd, args, env = {}, cwd = ROOT) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd, env: { ...process.env, ...env } });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')}: ${code}`)),
    );
  });
}

/**
 * A production build of the app into `outDir`, talking to the emulators' project `project`; `root` is
 * another checkout of the app to build instead (a reference to measure beside this one).
 */
export function buildApp({ project, outDir, env = {}, root = ROOT }) {
  return run(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir],
    // A production build whatever this process's NODE_ENV (a 'development' one builds React's dev build).
    { NODE_ENV: 'production', VITE_FIREBASE_PROJECT_ID: project, ...env },
    root,
  );
}

/** `vite preview` of `outDir` on `port` (stopped by stopPreviewedApp); resolves its origin once it answers. */
export async function startPreview({ outDir, port, name = `preview-${port}` }) {
  const origin = `http://127.0.0.1:${port}`;
  // Another server on the port would answer for ours (and measure someone else's build).
  const taken = await fetch(origin, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${port} is in use: stop what is serving ${origin} and run again.`);
  const child = startChild(name, process.execPath, [
    join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
    'preview',
    '--outDir',
    outDir,
    '--port',
    String(port),
    '--strictPort',
  ]);
  await waitFor(`${origin}/`, name, child);
  return origin;
}

/**
 * The emulators (reused when already running; Storage only when asked), then `seed()` if given, a build
 * for `project` and its preview. Resolves { origin, outDir, chromePath }.
 */
export async function startPreviewedApp({ project, port, outDir, storage = false, seed, env }) {
  const chromePath = ensureChromium();
  await startStack({ storage });
  if (seed) await seed();
  await buildApp({ project, outDir, env });
  const origin = await startPreview({ outDir, port });
  return { origin, outDir, chromePath };
}

/** Stops the preview and whatever emulator this process started (never one it reused). */
export const stopPreviewedApp = () => stopStack();

/** Debian's Chromium under chrome-launcher, for Lighthouse; `userDataDir` keeps a prepared profile. */
export async function launchChrome({ userDataDir, chromePath = ensureChromium() } = {}) {
  const chromeLauncher = await import('chrome-launcher');
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    ...(userDataDir ? { userDataDir } : {}),
  });
}

/**
 * One Lighthouse run of `url` in `chrome` (from launchChrome): mobile form factor, simulated throttling
 * (Lighthouse's defaults), `settings` on top (onlyCategories, disableStorageReset, ...). Resolves the lhr.
 */
export async function runLighthouse(url, chrome, settings = {}) {
  return (await runLighthouseWithTrace(url, chrome, settings)).lhr;
}

/** runLighthouse, resolving { lhr, trace }: the Chromium trace the run recorded. */
export async function runLighthouseWithTrace(url, chrome, settings = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const { lhr, artifacts } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    ...(process.env.LIGHTHOUSE_JS_SAMPLES && {
      additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler',
    }),
    ...settings,
  });
  if (lhr.runtimeError) throw new Error(`Lighthouse ${url}: ${lhr.runtimeError.message}`);
  // LIGHTHOUSE_TRACES=<dir> keeps each run's Chromium trace (what the long tasks ran), to read or to
  // load into DevTools' Performance panel.
  if (process.env.LIGHTHOUSE_TRACES) {
    mkdirSync(process.env.LIGHTHOUSE_TRACES, { recursive: true });
    const { port, pathname } = new URL(url);
    const name = `${port}${pathname.replace(/\//g, '_')}-${Date.now()}.trace.json`;
    writeFileSync(join(process.env.LIGHTHOUSE_TRACES, name), JSON.stringify(artifacts.Trace));
  }
  return { lhr, trace: artifacts.Trace };
}

/**
 * Gzip bytes of the JavaScript the page loaded from our own origin (`vite preview` does not compress:
 * each script's built file is gzipped here as a server would send it).
 */
export function scriptGzipBytes(lhr, { origin, outDir }) {
  const scripts = lhr.audits['network-requests'].details.items.filter(
    (r) => r.resourceType === 'Script' && r.url.startsWith(origin),
  );
  const files = new Set(scripts.map((r) => join(outDir, new URL(r.url).pathname)));
  let bytes = 0;
  for (const file of files) if (existsSync(file)) bytes += gzipSync(readFileSync(file)).length;
  return bytes;
}
