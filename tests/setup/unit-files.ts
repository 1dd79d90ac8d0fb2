// The unit layer's test files in two groups. Most share one module graph and one jsdom per worker
// (isolate: false): creating jsdom and importing the setup for each file cost the layer about 60 % of
// its time. A file that replaces a module with vi.mock keeps a graph of its own (isolate: true), since
// a mock would otherwise reach, or miss, the files that run after it in the same worker.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where unit tests live, and the file names that are tests there. */
const ROOTS: [string, RegExp][] = [
  ['src', /\.test\.tsx?$/],
  ['stack', /\.test\.(ts|mjs)$/],
  ['fixtures', /\.test\.(ts|mjs)$/],
  ['bench', /\.test\.(ts|mjs)$/],
  ['rules', /\.test\.(ts|mjs)$/],
  ['tests/runner', /\.test\.(ts|mjs)$/],
  ['tests/docs', /\.test\.(ts|mjs)$/],
  ['eslint-rules', /\.test\.js$/],
  ['vite-plugins', /\.test\.ts$/],
];

const MOCKS_A_MODULE = /\bvi\.(mock|doMock)\(/;

export function unitTestFiles(): { shared: string[]; isolated: string[] } {
  const files = { shared: [] as string[], isolated: [] as string[] };
  for (const [root, isTest] of ROOTS) {
    for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!isTest.test(name) || name.includes('node_modules')) continue;
      const path = join(root, name);
      (MOCKS_A_MODULE.test(readFileSync(path, 'utf8')) ? files.isolated : files.shared).push(path);
    }
  }
  return files;
}

/**
 * The rules and integration projects share one module graph per worker (isolate: false, decision 0056):
 * a file there that mocks a module would reach the files after it. Throws, naming them, when one does.
 */
export function assertNoModuleMocks(dirs: string[]): void {
  const mocking = dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.test\.tsx?$/.test(name))
      .map((name) => join(dir, name))
      .filter((path) => MOCKS_A_MODULE.test(readFileSync(path, 'utf8'))),
  );
  if (mocking.length)
    throw new Error(
      `these files mock a module, which the shared module graph cannot hold: ${mocking.join(', ')}`,
    );
}
