// Each failed end-to-end test with the first lines of its error, from Playwright's JSON report.
// `npm test` prints this after its summary: CI keeps only the tail of a run, where the list reporter's
// errors (printed as they happen) are long gone.
import { existsSync, readFileSync } from 'node:fs';

// eslint-disable-next-line no-control-regex -- the escape that starts a terminal colour code
const ANSI = /\u001b\[[0-9;]*m/g;
const LINES_PER_ERROR = 18;

/** Lines describing every test whose final result was a failure (empty when none or no report). */
export function e2eFailureLines(reportPath) {
  if (!existsSync(reportPath)) return [];
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const lines = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        lines.push(
          `✘ [${test.projectName}] ${[...titles, spec.title].join(' › ')} (${spec.file}:${spec.line})`,
        );
        test.results.forEach((result, attempt) => {
          const message = (result.error?.message ?? result.status).replace(ANSI, '').split('\n');
          lines.push(`  attempt ${attempt + 1}: ${message.slice(0, LINES_PER_ERROR).join('\n    ')}`);
          if (result.error?.location)
            lines.push(`    at ${result.error.location.file}:${result.error.location.line}`);
        });
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, suite.title && !suite.file ? [...titles, suite.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return lines;
}
