import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './stack/ensure-chromium.mjs';
import { E2E, E2E_REPORT } from './tests/e2e/support/env';

// The build the specs use, with the vision stub as its endpoint. The manifest and hidden source maps (the
// scripts' bytes stay the same) tell budget.spec.ts which modules each served script holds.
const BUILD_STUB = `npx vite build --logLevel warn --manifest --sourcemap hidden --outDir ${E2E.outDir}`;
// The build with no vision endpoint: bills are read on the device (decision 0009). Empty, not unset: a
// developer's .env must not give this build an endpoint.
const BUILD_DEVICE = `VITE_OPENAI_BASE_URL= VITE_OPENAI_API_KEY= VITE_OPENAI_MODEL= npx vite build --logLevel warn --outDir ${E2E.deviceOutDir}`;

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
    // Both builds at once, in the first server's command (Playwright starts its servers one after the
    // other, and a build uses about one core): the second server only serves what the first built.
    {
      command: [
        `(${BUILD_DEVICE} & device=$!; ${BUILD_STUB}; stub=$?; wait $device && exit $stub)`,
        `npx vite preview --outDir ${E2E.outDir} --port ${E2E.port} --strictPort`,
      ].join(' && '),
      url: E2E.baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      env: {
        VITE_OPENAI_BASE_URL: E2E.visionStubURL,
        VITE_OPENAI_API_KEY: 'e2e-stub-key',
        VITE_OPENAI_MODEL: 'stub-vision',
        VITE_FIREBASE_PROJECT_ID: E2E.projectId,
        VITE_MAP_TILE_URL: E2E.tileURL,
      },
    },
    {
      command: `npx vite preview --outDir ${E2E.deviceOutDir} --port ${E2E.devicePort} --strictPort`,
      url: E2E.deviceBaseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
