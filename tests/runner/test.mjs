// `npm test`: every layer a reviewer wants run, in order, with the stack started and stopped here.
//   type-check -> lint + format check -> unit/component -> rules + integration (emulators) -> rule coverage
//   -> end-to-end (Chromium)
// Exits non-zero on the first failing layer and prints the wall time of each.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { e2eFailureLines } from './e2e-failures.mjs';
import { e2eSlowestLines } from './e2e-slowest.mjs';
import { vitestFailureLines } from './vitest-failures.mjs';
import { ensureChromium } from '../../stack/ensure-chromium.mjs';
import { emulatorEnv, startStack, stopOnSignals, stopStack } from '../../stack/stack.mjs';

const timings = [];
// Where Playwright writes its JSON report (E2E_REPORT in tests/e2e/support/env.ts, for the default port).
const E2E_REPORT = `.e2e-build/e2e-report-${process.env.E2E_PORT || 4173}.json`;
// Where vitest writes its JSON report for each of its runs (read only when that run failed).
const VITEST_REPORT = '.e2e-build/vitest-report.json';
const vitestReporting = ['--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`];
let child;

function run(name, cmd, args, env = {}) {
  return new Promise((resolve, reject) => {
    const t0 = Date.now();
    console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
    child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => {
      timings.push([name, (Date.now() - t0) / 1000, code === 0]);
      if (code === 0) resolve();
      else reject(new Error(`${name} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

const E2E = 'end-to-end (Chromium)';

function summary() {
  console.log('\n=== npm test summary');
  for (const [name, secs, ok] of timings)
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(28)} ${secs.toFixed(1)} s`);
  // Where the end-to-end time goes, when that layer ran.
  const slowest = timings.some(([name]) => name === E2E) ? e2eSlowestLines(E2E_REPORT, 10) : [];
  if (slowest.length) console.log(`\n=== ten slowest end-to-end tests\n${slowest.join('\n')}`);
}

stopOnSignals(async () => child?.kill('SIGTERM'));
const t0 = Date.now();
const npx = 'npx';
try {
  await run('type-check', npx, ['tsc', '--noEmit', '-p', 'tsconfig.app.json']);
  await run('type-check (tests, config)', npx, ['tsc', '--noEmit', '-p', 'tsconfig.node.json']);
  await run('lint', npx, ['eslint', '.', '--max-warnings=0']);
  await run('unused code (knip)', npx, ['knip', '--no-progress']);
  await run('rules sources', 'node', ['rules/build.mjs', '--check']);
  await run('format check', npx, ['prettier', '--check', '.', '--log-level', 'warn']);
  rmSync(VITEST_REPORT, { force: true });
  await run('unit and component tests', npx, ['vitest', 'run', '--project', 'unit', ...vitestReporting]);
  const chromium = ensureChromium();

  const s0 = Date.now();
  await startStack();
  timings.push(['start emulators', (Date.now() - s0) / 1000, true]);
  rmSync(VITEST_REPORT, { force: true });
  await run(
    'rules and integration tests',
    npx,
    ['vitest', 'run', '--project', 'rules', '--project', 'integration', ...vitestReporting],
    emulatorEnv,
  );
  // Every rule function and allow evaluated by the two layers above (decision 0035).
  await run('rules coverage', 'node', ['rules/coverage.mjs'], emulatorEnv);
  rmSync(E2E_REPORT, { force: true }); // what is read afterwards is this run's report, or none
  await run(E2E, npx, ['playwright', 'test'], { ...emulatorEnv, CHROME_PATH: chromium });
  await stopStack();
  summary();
  console.log(`\nAll layers passed in ${((Date.now() - t0) / 1000).toFixed(0)} s.`);
} catch (err) {
  await stopStack();
  summary();
  // Why each end-to-end test failed, last, where a truncated log still shows it.
  const failures = timings.at(-1)?.[0] === E2E ? e2eFailureLines(E2E_REPORT) : [];
  if (failures.length) console.error(`\n=== end-to-end failures\n${failures.join('\n')}`);
  // The same for a failed vitest run (unit, or rules and integration): its report is that run's.
  const testFailures = vitestFailureLines(VITEST_REPORT);
  if (testFailures.length) console.error(`\n=== failed tests\n${testFailures.join('\n')}`);
  console.error(`\n${err.message}`);
  process.exit(1);
}
