import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './stack/ensure-chromium.mjs';
import { E2E_BUILD_COMMAND, E2E_BUILD_ENV } from './tests/e2e/support/builds';
import { E2E, E2E_REPORT } from './tests/e2e/support/env';

// Real Chromium from Debian (Playwright's browser download cannot run here), against a production
// build served by `vite preview`, talking to the real emulators that stack/with-stack.mjs started.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report lets `npm test` repeat each failure's reason at the very end of its output (CI keeps
  // only the tail of a run).
  reporter: [
    ['list'],
    ['json', { outputFile: E2E_REPORT }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  globalSetup: './tests/e2e/support/global-setup.ts',
  use: {
    baseURL: E2E.baseURL,
    trace: 'on-first-retry',
    ...devices['Pixel 7'],
    // No service worker unless a spec asks for one (offline.spec.ts, offline-writes.spec.ts test it): 5 s
    // after each load it precaches the whole shell (181 files, 2.2 MB) in every browser context, work that
    // no other journey looks at and that the machine's two cores pay for (decision 0060).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: 'chromium-mobile',
      testIgnore: ['**/scan-on-device.spec.ts', '**/reads.spec.ts', '**/listeners.spec.ts'],
      use: { browserName: 'chromium' },
    },
    // The build with no vision endpoint: bills are read on the device (decision 0009).
    {
      name: 'on-device',
      testMatch: '**/scan-on-device.spec.ts',
      use: { browserName: 'chromium', baseURL: E2E.deviceBaseURL },
    },
    // Read counts on the wire, once every other spec is done: their writes to the shared project (a new
    // post, a like) reach this page's live listeners and were billed to the screen under test (CI at
    // 517481a: /feed 51 reads for 35 items, where alone it reads 19 for 18).
    // The listeners spec too: its screens' live queries wait for a quiet moment, which the other specs'
    // writes kept from coming on a loaded machine (a round of five visits ran past 3 minutes).
    {
      name: 'reads',
      testMatch: ['**/reads.spec.ts', '**/listeners.spec.ts'],
      dependencies: ['chromium-mobile', 'on-device'],
      use: { browserName: 'chromium' },
    },
  ],
  webServer: [
    // Both builds first, in the first server's command (Playwright starts its servers one after the
    // other): the second server only serves what the first built. Unless `npm test` built them already.
    {
      command: [
        ...(process.env.E2E_PREBUILT ? [] : [E2E_BUILD_COMMAND]),
        `npx vite preview --outDir ${E2E.outDir} --port ${E2E.port} --strictPort`,
      ].join(' && '),
      url: E2E.baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      env: E2E_BUILD_ENV,
    },
    {
      command: `npx vite preview --outDir ${E2E.deviceOutDir} --port ${E2E.devicePort} --strictPort`,
      url: E2E.deviceBaseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
