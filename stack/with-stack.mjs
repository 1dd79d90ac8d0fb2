// Runs a command with the local Firebase stack up, then stops what it started.
//   node stack/with-stack.mjs [--seed] [--no-storage] -- <command> [args...]
import { spawn } from 'node:child_process';
import { emulatorEnv, startStack, stopOnSignals, stopStack } from './stack.mjs';
import { seedIfEmpty } from '../fixtures/seed.mjs';

const argv = process.argv.slice(2);
const sep = argv.indexOf('--');
const flags = sep === -1 ? argv : argv.slice(0, sep);
const command = sep === -1 ? [] : argv.slice(sep + 1);
if (command.length === 0) {
  console.error('usage: node stack/with-stack.mjs [--seed] [--no-storage] -- <command> [args...]');
  process.exit(2);
}

let child;
stopOnSignals(async () => child?.kill('SIGTERM'));
try {
  await startStack({ storage: !flags.includes('--no-storage') });
  if (flags.includes('--seed')) await seedIfEmpty();
} catch (err) {
  console.error(`[stack] ${err.message}`);
  await stopStack();
  process.exit(1);
}

child = spawn(command[0], command.slice(1), {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, ...emulatorEnv },
});
const code = await new Promise((resolve) => child.on('exit', (c, sig) => resolve(c ?? (sig ? 1 : 0))));
await stopStack();
process.exit(code);
