import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vitestFailureLines } from './vitest-failures.mjs';

function report(testResults) {
  const path = join(mkdtempSync(join(tmpdir(), 'vitest-report-')), 'report.json');
  writeFileSync(path, JSON.stringify({ testResults }));
  return path;
}

describe('vitestFailureLines', () => {
  it('names each failed test with the first lines of its message, and nothing for passed ones', () => {
    const path = report([
      {
        name: join(process.cwd(), 'src/a.test.ts'),
        status: 'failed',
        message: '',
        assertionResults: [
          { fullName: 'a passes', status: 'passed', failureMessages: [] },
          {
            fullName: 'a logs',
            status: 'failed',
            failureMessages: ['\u001b[31mUnexpected console.error:\nact()\u001b[39m'],
          },
        ],
      },
    ]);
    expect(vitestFailureLines(path)).toEqual([
      '✘ src/a.test.ts › a logs',
      '    Unexpected console.error:\n    act()',
    ]);
  });

  it('names a file that failed before any test ran', () => {
    const path = report([
      {
        name: join(process.cwd(), 'src/b.test.ts'),
        status: 'failed',
        message: 'SyntaxError',
        assertionResults: [],
      },
    ]);
    expect(vitestFailureLines(path)).toEqual(['✘ src/b.test.ts\n    SyntaxError']);
  });

  it('is empty without a report', () => {
    expect(vitestFailureLines(join(tmpdir(), 'no-such-report.json'))).toEqual([]);
  });
});
