// The slowest end-to-end tests, from Playwright's JSON report: `npm test` prints them after its summary,
// pass or fail, so the next person sees where the suite's time goes.
import { existsSync, readFileSync } from 'node:fs';

/**
 * The `count` slowest tests of a parsed report, slowest first: { title, file, line, project, seconds,
 * attempts }. A test's time is that of all its attempts (retries cost time too).
 */
export function slowestE2eTests(report, count = 10) {
  const tests = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        if (results.length === 0) continue; // skipped or never run
        tests.push({
          title: [...titles, spec.title].join(' › '),
          file: spec.file,
          line: spec.line,
          project: test.projectName,
          seconds: results.reduce((sum, r) => sum + (r.duration ?? 0), 0) / 1000,
          attempts: results.length,
        });
      }
    }
    // A file's suites are its describe blocks: their titles lead the test's.
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const fileSuite of report.suites ?? []) walk(fileSuite, []);
  return tests.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

/** Printable lines for the slowest tests in the report at `reportPath` (empty when there is none). */
export function e2eSlowestLines(reportPath, count = 10) {
  if (!existsSync(reportPath)) return [];
  let report;
  try {
    report = JSON.parse(readFileSync(reportPath, 'utf8'));
  } catch {
    return []; // a report cut short (the run was killed): nothing to rank
  }
  return slowestE2eTests(report, count).map(
    (t) =>
      `${t.seconds.toFixed(1).padStart(6)} s  ${t.title}  (${t.file}:${t.line}` +
      `${t.project ? `, ${t.project}` : ''}${t.attempts > 1 ? `, ${t.attempts} attempts` : ''})`,
  );
}
