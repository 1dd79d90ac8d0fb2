// Addresses shared by the Playwright config, its global setup and the specs. E2E_PORT and E2E_PROJECT
// let several suites run side by side against one set of emulators (each its own build, port and
// Firestore/Auth project).
const port = Number(process.env.E2E_PORT || 4173);
// Each suite its own vision stub too (port + 2000 unless E2E_STUB_PORT says otherwise).
const visionStubPort = Number(process.env.E2E_STUB_PORT || port + 2000);
// The second build, with no vision endpoint (the on-device scan, decision 0009): port + 3000 unless told.
const devicePort = Number(process.env.E2E_DEVICE_PORT || port + 3000);
// The map tile stub (issue 42): port + 2500 unless E2E_TILE_PORT says otherwise.
const tilePort = Number(process.env.E2E_TILE_PORT || port + 2500);

export const E2E = {
  port,
  baseURL: `http://localhost:${port}`,
  outDir: `.e2e-build/${port}`,
  visionStubPort,
  visionStubURL: `http://127.0.0.1:${visionStubPort}/v1`,
  devicePort,
  deviceBaseURL: `http://localhost:${devicePort}`,
  deviceOutDir: `.e2e-build/${devicePort}`,
  tilePort,
  tileURL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`,
  projectId: process.env.E2E_PROJECT || 'demo-goldfork',
  authURL: 'http://127.0.0.1:9099',
  firestoreURL: 'http://127.0.0.1:8080',
} as const;

/** Playwright's JSON report of the last run of this suite (read by tests/runner/test.mjs on a failure). */
export const E2E_REPORT = `.e2e-build/e2e-report-${port}.json`;
