// `npm run dev`: the local Firebase stack, demo data, and the app at http://localhost:5173.
// Ctrl-C stops everything this started, child processes included.
import { join } from 'node:path';
import { DEMO_PASSWORD, demoWorld, seedIfEmpty } from '../fixtures/seed.mjs';
import { HOST, PORTS, ROOT, startChild, startStack, stopOnSignals, stopStack, waitFor } from './stack.mjs';

const t0 = Date.now();
stopOnSignals();
try {
  await startStack();
  await seedIfEmpty();
  const { DEMO_USERS } = await demoWorld();
  const vite = startChild('vite', process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js')]);
  await waitFor(`http://${HOST}:${PORTS.app}/`, 'vite', vite);
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  console.log(`
Goldfork is running (ready in ${secs} s):
  App                 http://localhost:${PORTS.app}
  Auth emulator       http://${HOST}:${PORTS.auth}
  Firestore emulator  http://${HOST}:${PORTS.firestore}   (firestore.rules loaded)
  Storage stand-in    http://${HOST}:${PORTS.storage}   (does not enforce storage.rules)
  Logs                .stack/*.log

Demo accounts (password: ${DEMO_PASSWORD}):
${DEMO_USERS.map((u) => `  ${u.email.padEnd(22)} ${u.username}${u.owner ? ' (restaurant owner)' : ''}`).join('\n')}

Press Ctrl-C to stop everything.`);
  vite.on('exit', async (code, signal) => {
    if (signal || code === 130 || code === 143) return; // stopped by Ctrl-C: the signal handler is on it
    console.log(`[dev] vite exited (${code}); stopping the stack`);
    await stopStack();
    process.exit(code ?? 1);
  });
} catch (err) {
  console.error(`[dev] ${err.message}`);
  await stopStack();
  process.exit(1);
}
