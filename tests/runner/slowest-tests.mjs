// The slowest tests of a layer, from Playwright's or vitest's JSON report: `npm test` prints them after its
// summary, pass or fail, so the next person sees where the suite's time goes.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

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

/**
 * The `count` slowest tests of a parsed vitest JSON report (its Jest-like shape), slowest first, in the
 * same form as slowestE2eTests. A test's duration already holds its retries.
 */
export function slowestVitestTests(report, count = 10, cwd = process.cwd()) {
  const tests = [];
  for (const file of report.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.duration == null) continue; // skipped or never run
      tests.push({
        title: t.fullName ?? t.title,
        file: relative(cwd, file.name),
        line: t.location?.line,
        seconds: t.duration / 1000,
        attempts: 1 + (t.retryCount ?? 0),
      });
    }
  }
  return tests.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

const RANKERS = { playwright: slowestE2eTests, vitest: slowestVitestTests };

/**
 * Printable lines for the slowest tests in the report at `reportPath` (empty when there is none), of
 * `runner` 'playwright' or 'vitest'.
 */
export function slowestLines(reportPath, runner, count = 10) {
  if (!existsSync(reportPath)) return [];
  let report;
  try {
    report = JSON.parse(readFileSync(reportPath, 'utf8'));
  } catch {
    return []; // a report cut short (the run was killed): nothing to rank
  }
  return RANKERS[runner](report, count).map(
    (t) =>
      `${t.seconds.toFixed(1).padStart(6)} s  ${t.title}  (${t.file}${t.line ? `:${t.line}` : ''}` +
      `${t.project ? `, ${t.project}` : ''}${t.attempts > 1 ? `, ${t.attempts} attempts` : ''})`,
  );
}
