// npm run measure:reads — the billed Firestore document reads of opening each screen, counted
// on the wire in real Chromium against the emulators (docs/decisions/0015-reads-and-listeners.md).
// Runs tests/e2e/reads.spec.ts with READS_TABLE=1 and the full long history (READS_SCALE=1): it measures
// every screen on its known world, writes the long, older history behind the same user (what
// `npm run seed:scale` writes behind ana) and measures again in a fresh browser, then prints where each
// screen's reads came from and the table: screen | items shown | reads demo | reads long | allowed | KB
// demo | KB long. E2E_PORT / E2E_PROJECT choose the build port and Firestore project as for the e2e suite.
import { spawn } from 'node:child_process';

const child = spawn(
  'node',
  [
    'stack/with-stack.mjs',
    '--',
    'npx',
    'playwright',
    'test',
    'tests/e2e/reads.spec.ts',
    '--project',
    'reads',
    '--no-deps', // alone, without running the whole suite first
    '--reporter=list',
  ],
  { stdio: 'inherit', env: { READS_SCALE: '1', ...process.env, READS_TABLE: '1' } },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
