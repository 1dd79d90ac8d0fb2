// Each failed vitest test with the first lines of its error, from vitest's JSON report. `npm test`
// prints this after its summary, like the end-to-end failures (e2e-failures.mjs): CI keeps only the tail
// of a run, and a failure in an afterEach (an unexpected console.error, tests/setup/unit-setup.ts) is
// otherwise shown there without the name of the test that caused it.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

// eslint-disable-next-line no-control-regex -- the escape that starts a terminal colour code
const ANSI = /\u001b\[[0-9;]*m/g;
const LINES_PER_ERROR = 18;

/** Lines naming every failed test (or file that failed to load) in the report; empty when none. */
export function vitestFailureLines(reportPath) {
  if (!existsSync(reportPath)) return [];
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const lines = [];
  const first = (text) => text.replace(ANSI, '').split('\n').slice(0, LINES_PER_ERROR).join('\n    ');
  for (const file of report.testResults ?? []) {
    const name = relative(process.cwd(), file.name);
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failed) {
      lines.push(`✘ ${name} › ${test.fullName}`);
      for (const message of test.failureMessages ?? []) lines.push(`    ${first(message)}`);
    }
    if (failed.length === 0 && file.status === 'failed')
      lines.push(`✘ ${name}\n    ${first(file.message ?? '')}`);
  }
  return lines;
}
