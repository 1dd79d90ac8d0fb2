import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { e2eSlowestLines, slowestE2eTests } from './e2e-slowest.mjs';

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
    expect(e2eSlowestLines(path, 1)).toEqual([
      '  25.0 s  offline › queues a post  (feed.spec.ts:60, chromium-mobile, 2 attempts)',
    ]);
    expect(e2eSlowestLines(join(dir, 'missing.json'))).toEqual([]);
    writeFileSync(path, '{"suites": [');
    expect(e2eSlowestLines(path)).toEqual([]);
  });
});
