// The two production builds the end-to-end tests serve, in one shell command: playwright.config.ts runs
// it before its servers start, or `npm test` (tests/runner/test.mjs) runs it earlier, beside the rules
// and integration layer, and tells Playwright so with E2E_PREBUILT=1 (decision 0060).
import { E2E } from './env';

// The build the specs use, with the vision stub as its endpoint. The manifest and hidden source maps (the
// scripts' bytes stay the same) tell budget.spec.ts which modules each served script holds.
const BUILD_STUB = `npx vite build --logLevel warn --manifest --sourcemap hidden --outDir ${E2E.outDir}`;
// The build with no vision endpoint: bills are read on the device (decision 0009). Empty, not unset: a
// developer's .env must not give this build an endpoint.
const BUILD_DEVICE = `VITE_OPENAI_BASE_URL= VITE_OPENAI_API_KEY= VITE_OPENAI_MODEL= npx vite build --logLevel warn --outDir ${E2E.deviceOutDir}`;

/** Both builds at once (a build uses about one core); fails when either fails. */
export const E2E_BUILD_COMMAND = `(${BUILD_DEVICE} & device=$!; ${BUILD_STUB}; stub=$?; wait $device && exit $stub)`;

/** The environment of the stub build (the device build empties the vision settings itself). */
export const E2E_BUILD_ENV = {
  VITE_OPENAI_BASE_URL: E2E.visionStubURL,
  VITE_OPENAI_API_KEY: 'e2e-stub-key',
  VITE_OPENAI_MODEL: 'stub-vision',
  VITE_FIREBASE_PROJECT_ID: E2E.projectId,
  VITE_MAP_TILE_URL: E2E.tileURL,
};
