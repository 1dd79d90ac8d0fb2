// The local Firebase stack: Auth emulator (firebase-tools), Cloud Firestore emulator (firebase-tools
// where Java 21+ exists, otherwise the one that ships with the Google Cloud CLI), and Storage (the
// official emulator where it can start, otherwise our stand-in in stack/storage-emulator/).
// Each service runs in its own process group so that stopping it also stops its Java/Node children.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PROJECT_ID = process.env.VITE_FIREBASE_PROJECT_ID || 'demo-goldfork';
export const PORTS = { auth: 9099, firestore: 8080, storage: 9199, app: 5173 };
export const HOST = '127.0.0.1';
const LOG_DIR = join(ROOT, '.stack');

const started = [];

function log(msg) {
  process.stdout.write(`[stack] ${msg}\n`);
}

async function isUp(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return res.status < 500;
  } catch (e) {
    if (process.env.STACK_DEBUG) console.log('isUp', url, e?.cause ?? e);
    return false;
  }
}

async function waitFor(url, name, child, timeoutMs = 90_000) {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    if (await isUp(url)) return Date.now() - t0;
    if (child && child.exitCode !== null) {
      throw new Error(`${name} exited with code ${child.exitCode}; see .stack/${name}.log`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000}s; see .stack/${name}.log`);
}

function startProcess(name, cmd, args, env = {}) {
  mkdirSync(LOG_DIR, { recursive: true });
  const out = openSync(join(LOG_DIR, `${name}.log`), 'w');
  const child = spawn(cmd, args, {
    cwd: ROOT,
    detached: true, // own process group: kill(-pid) reaches the Java child too
    stdio: ['ignore', out, out],
    env: { ...process.env, ...env },
  });
  started.push({ name, child });
  return child;
}

function javaMajor() {
  const r = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const m = /version "(\d+)/.exec(`${r.stderr}${r.stdout}`);
  return m ? Number(m[1]) : 0;
}

function hasCommand(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;
}

const firebaseBin = join(ROOT, 'node_modules', '.bin', 'firebase');
const firebaseEnv = { FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1' };

async function startAuth() {
  const url = `http://${HOST}:${PORTS.auth}/`;
  if (await isUp(url)) return log(`auth: already running on ${PORTS.auth}`);
  const child = startProcess(
    'auth',
    firebaseBin,
    ['emulators:start', '--only', 'auth', '--project', PROJECT_ID],
    firebaseEnv,
  );
  const ms = await waitFor(url, 'auth', child);
  log(`auth: Auth emulator (firebase-tools) on ${HOST}:${PORTS.auth} (${ms} ms)`);
}

async function startFirestore() {
  const url = `http://${HOST}:${PORTS.firestore}/`;
  if (await isUp(url)) return log(`firestore: already running on ${PORTS.firestore}`);
  let child;
  let how;
  if (javaMajor() >= 21) {
    how = 'firebase-tools';
    child = startProcess(
      'firestore',
      firebaseBin,
      ['emulators:start', '--only', 'firestore', '--project', PROJECT_ID],
      firebaseEnv,
    );
  } else if (hasCommand('gcloud')) {
    how = 'Google Cloud CLI';
    child = startProcess('firestore', 'gcloud', [
      'emulators',
      'firestore',
      'start',
      `--host-port=${HOST}:${PORTS.firestore}`,
      `--rules=${join(ROOT, 'firestore.rules')}`,
    ]);
  } else {
    throw new Error(
      'No way to run the Firestore emulator: it needs Java 21+ (firebase-tools) or the Google Cloud CLI with ' +
        'the package google-cloud-cli-firestore-emulator.',
    );
  }
  const ms = await waitFor(url, 'firestore', child);
  log(`firestore: Cloud Firestore emulator (${how}) on ${HOST}:${PORTS.firestore}, rules loaded (${ms} ms)`);
}

async function startStorage() {
  const url = `http://${HOST}:${PORTS.storage}/`;
  if (await isUp(url)) return log(`storage: already running on ${PORTS.storage}`);
  // The official Storage emulator needs Java 21 and a download; on these machines neither exists.
  const child = startProcess(
    'storage',
    process.execPath,
    [join(ROOT, 'stack', 'storage-emulator', 'server.mjs')],
    {
      STORAGE_PORT: String(PORTS.storage),
    },
  );
  const ms = await waitFor(url, 'storage', child);
  log(`storage: Storage stand-in (does not enforce storage.rules) on ${HOST}:${PORTS.storage} (${ms} ms)`);
}

/** Loads the current firestore.rules into the running emulator, so a reused emulator never runs stale rules. */
export async function loadFirestoreRules(projectId = PROJECT_ID) {
  const content = readFileSync(join(ROOT, 'firestore.rules'), 'utf8');
  const res = await fetch(
    `http://${HOST}:${PORTS.firestore}/emulator/v1/projects/${projectId}:securityRules`,
    {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
    },
  );
  if (!res.ok) throw new Error(`firestore.rules did not load: ${res.status} ${await res.text()}`);
}

/** Starts the emulators in parallel. Already-running services are reused and left running. */
export async function startStack({ storage = true } = {}) {
  await Promise.all([startAuth(), startFirestore(), storage ? startStorage() : Promise.resolve()]);
  await loadFirestoreRules();
}

/** Starts a long-running child (e.g. Vite) that stopStack() will stop too. */
export function startChild(name, cmd, args, env = {}) {
  return startProcess(name, cmd, args, env);
}

export { waitFor };

/** Stops every process group this module started (SIGTERM, then SIGKILL after 5 s). */
export async function stopStack() {
  const alive = started.filter(({ child }) => child.exitCode === null && child.signalCode === null);
  for (const { child } of alive) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  const deadline = Date.now() + 5000;
  while (
    Date.now() < deadline &&
    alive.some(({ child }) => child.exitCode === null && child.signalCode === null)
  ) {
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const { child } of alive) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  started.length = 0;
}

/** Ctrl-C / termination: stop what we started, then exit. */
export function stopOnSignals(extra = async () => {}) {
  let stopping = false;
  const handler = async (signal) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping everything started here...`);
    await extra();
    await stopStack();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  process.on('SIGHUP', handler);
}

export const emulatorEnv = {
  FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
  FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`,
  FIREBASE_STORAGE_EMULATOR_HOST: `${HOST}:${PORTS.storage}`,
  GCLOUD_PROJECT: PROJECT_ID,
};
