import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { slowestE2eTests, slowestLines, slowestVitestTests } from './slowest-tests.mjs';

const result = (duration, status = 'passed') => ({ duration, status });

// The shape of Playwright's JSON reporter, cut down: a file suite, a describe inside it, and specs.
const report = {
  suites: [
    {
      title: 'feed.spec.ts',
      file: 'feed.spec.ts',
      specs: [
        {
          title: 'posts a photo',
          file: 'feed.spec.ts',
          line: 12,
          tests: [{ projectName: 'chromium-mobile', status: 'expected', results: [result(9200)] }],
        },
        {
          title: 'is skipped here',
          file: 'feed.spec.ts',
          line: 40,
          tests: [{ projectName: 'chromium-mobile', status: 'skipped', results: [] }],
        },
      ],
      suites: [
        {
          title: 'offline',
          file: 'feed.spec.ts',
          specs: [
            {
              title: 'queues a post',
              file: 'feed.spec.ts',
              line: 60,
              tests: [
                {
                  projectName: 'chromium-mobile',
                  status: 'flaky',
                  results: [result(20000, 'failed'), result(5000)],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      title: 'profile.spec.ts',
      file: 'profile.spec.ts',
      specs: [
        {
          title: 'opens /profile/me',
          file: 'profile.spec.ts',
          line: 5,
          tests: [{ projectName: 'chromium-mobile', status: 'expected', results: [result(1500)] }],
        },
      ],
    },
  ],
};

describe('slowest end-to-end tests', () => {
  it('ranks by the time of all attempts, slowest first, with title, file and duration', () => {
    expect(slowestE2eTests(report)).toEqual([
      {
        title: 'offline › queues a post',
        file: 'feed.spec.ts',
        line: 60,
        project: 'chromium-mobile',
        seconds: 25,
        attempts: 2,
      },
      {
        title: 'posts a photo',
        file: 'feed.spec.ts',
        line: 12,
        project: 'chromium-mobile',
        seconds: 9.2,
        attempts: 1,
      },
      {
        title: 'opens /profile/me',
        file: 'profile.spec.ts',
        line: 5,
        project: 'chromium-mobile',
        seconds: 1.5,
        attempts: 1,
      },
    ]);
  });

  it('keeps only the requested number', () => {
    expect(slowestE2eTests(report, 2).map((t) => t.line)).toEqual([60, 12]);
  });

  it('prints one line per test, and nothing without a readable report', () => {
    const dir = mkdtempSync(join(tmpdir(), 'e2e-slowest-'));
    const path = join(dir, 'report.json');
    writeFileSync(path, JSON.stringify(report));
    expect(slowestLines(path, 'playwright', 1)).toEqual([
      '  25.0 s  offline › queues a post  (feed.spec.ts:60, chromium-mobile, 2 attempts)',
    ]);
    expect(slowestLines(join(dir, 'missing.json'), 'playwright')).toEqual([]);
    writeFileSync(path, '{"suites": [');
    expect(slowestLines(path, 'playwright')).toEqual([]);
  });
});

// The shape of vitest's JSON reporter, cut down: two files, a retried test and a skipped one.
const vitestReport = {
  testResults: [
    {
      name: '/repo/tests/rules/bills.test.ts',
      assertionResults: [
        { fullName: 'bills refuses a forged total', duration: 1200, location: { line: 40 } },
        { fullName: 'bills is skipped', status: 'skipped', duration: null },
      ],
    },
    {
      name: '/repo/src/feed/feed.test.tsx',
      assertionResults: [{ fullName: 'feed posts', duration: 4100, retryCount: 1 }],
    },
  ],
};

describe('slowest vitest tests', () => {
  it('ranks by duration, slowest first, with the file relative to the root', () => {
    expect(slowestVitestTests(vitestReport, 10, '/repo')).toEqual([
      { title: 'feed posts', file: 'src/feed/feed.test.tsx', line: undefined, seconds: 4.1, attempts: 2 },
      {
        title: 'bills refuses a forged total',
        file: 'tests/rules/bills.test.ts',
        line: 40,
        seconds: 1.2,
        attempts: 1,
      },
    ]);
  });

  it('prints one line per test', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitest-slowest-'));
    const path = join(dir, 'report.json');
    writeFileSync(path, JSON.stringify(vitestReport));
    expect(slowestLines(path, 'vitest', 1)[0]).toMatch(
      /^ {3}4\.1 s {2}feed posts {2}\(.*feed\.test\.tsx, 2 attempts\)$/,
    );
  });
});
