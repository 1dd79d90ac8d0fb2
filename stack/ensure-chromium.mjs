// Playwright cannot download its browser here; the suite uses Debian's Chromium. Installs it when it
// is missing and we are root, otherwise says exactly what to install.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** Flags for running Chromium as root on a machine with no internet access. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function ensureChromium() {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("[chromium] /usr/bin/chromium is missing: installing Debian's chromium package...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (update.status === 0 && install.status === 0 && existsSync('/usr/bin/chromium'))
      return '/usr/bin/chromium';
  }
  throw new Error(
    'Chromium is needed for the end-to-end tests and is not installed. Install it with:\n' +
      '  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROME_PATH at a Chromium/Chrome binary.',
  );
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  try {
    console.log(ensureChromium());
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
