import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { assertNoModuleMocks, unitTestFiles } from './tests/setup/unit-files';
import { liteI18nAliases } from './vite-plugins/lite-i18n';

const alias = [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }];
/** The unit layer runs the app's own i18n, as the build ships it (vite-plugins/lite-i18n.ts). */
const unitAlias = [...alias, ...liteI18nAliases];

const unitFiles = unitTestFiles();
assertNoModuleMocks(['tests/rules', 'tests/integration']);

/** A unit layer project (jsdom, the unit setup) over `files` (tests/setup/unit-files.ts). */
function unitProject(name: string, files: string[], { isolate }: { isolate: boolean }) {
  return {
    plugins: [react()],
    resolve: { alias: unitAlias },
    test: {
      name,
      environment: 'jsdom' as const,
      globals: true,
      include: files,
      isolate,
      // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, with the
      // other core idle (decision 0048).
      maxWorkers: 2,
      setupFiles: ['./tests/setup/unit-setup.ts'],
      // A budget for the CPU work of one test, not a wait: the tests wait for events (user-event,
      // findBy). With the CPU busy (two busy loops beside npm test) the layer ran 3.5x
      // slower, its slowest tests took 3.5-4.2 s and one that types four fields took 5.2 s, past
      // Vitest's default of 5 s.
      testTimeout: 20_000,
      // On CI (a fresh clone, a machine that may be busy) a failed test runs once more, as the
      // end-to-end layer's do: a late timer after a test's end logged a React warning there once
      // (an unexpected console.error, which fails its test) and never here. The reporter still
      // shows the retry; a test that fails twice fails the run.
      retry: process.env.CI ? 1 : 0,
    },
  };
}

// Three layers (the unit layer in two projects), each its own project: `vitest run --project unit` etc.
// rules and integration talk to the Firestore emulator that stack/with-stack.mjs starts.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      unitProject('unit', unitFiles.shared, { isolate: false }),
      unitProject('unit-mocks', unitFiles.isolated, { isolate: true }),
      {
        resolve: { alias },
        test: {
          name: 'rules',
          environment: 'node',
          globals: true,
          // One module graph per worker, not per file (decision 0056): each file imported the SDK and the
          // app's modules anew, a tenth of the layer's file time. No file here mocks a module.
          isolate: false,
          setupFiles: ['./tests/setup/i18n-setup.ts'],
          include: ['tests/rules/**/*.test.ts'],
          // Two files at a time, in two Firestore projects (tests/rules/helpers.ts): the emulator answers one
          // request on about one core, so one file at a time left the other core idle (decision 0048).
          maxWorkers: 2,
          testTimeout: 20000,
          // Budgets for CPU work, not waits: loading the rules into the emulator (beforeAll) took over 30 s
          // with both cores busy.
          hookTimeout: 90_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          globals: true,
          // One module graph per worker, not per file (decision 0056): each file imported the SDK and the
          // app's modules anew, a tenth of the layer's file time. No file here mocks a module.
          isolate: false,
          setupFiles: ['./tests/setup/i18n-setup.ts'],
          include: ['tests/integration/**/*.test.ts'],
          maxWorkers: 2,
          testTimeout: 60000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
