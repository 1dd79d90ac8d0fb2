import { clearFirestore } from '../../../stack/firestore-rest.mjs';
import { loadFirestoreRules } from '../../../stack/stack.mjs';
import { startVisionStub, type VisionStub } from '../../support/vision-stub';
import { startTileStub, type TileStub } from '../../support/tile-stub';
import { E2E } from './env';

/** The emulators must already run (npm run test:e2e starts them); each run starts from empty data. */
export default async function globalSetup() {
  for (const [name, url] of [
    ['Auth emulator', E2E.authURL],
    ['Firestore emulator', E2E.firestoreURL],
  ] as const) {
    const ok = await fetch(url).then(
      (r) => r.status < 500,
      () => false,
    );
    if (!ok) throw new Error(`${name} is not running at ${url}: run the suite with npm run test:e2e`);
  }
  // Each suite's project gets the current firestore.rules (the emulator keeps rules per project).
  await loadFirestoreRules(E2E.projectId);
  // Auth is shared (one project in the Auth emulator); every spec makes unique accounts.
  await clearFirestore(E2E.projectId);

  // The vision model of the built app (VITE_OPENAI_BASE_URL = E2E.visionStubURL), driven by the scan
  // specs over HTTP (tests/e2e/support/scan.ts). Tagged with this suite's project so a spec can tell
  // when another suite running side by side holds the port.
  const stub = await startStubOrWarn();
  // The map's tiles (VITE_MAP_TILE_URL = E2E.tileURL, issue 42).
  const tiles = await startTileStub(E2E.tilePort).catch(
    (error: NodeJS.ErrnoException): TileStub | undefined => {
      if (error.code !== 'EADDRINUSE') throw error;
      console.warn(
        `Tile stub port ${E2E.tilePort} is taken (another E2E suite?): set E2E_TILE_PORT to a free port.`,
      );
      return undefined;
    },
  );
  return async () => {
    await stub?.close();
    await tiles?.close();
  };
}

async function startStubOrWarn(): Promise<VisionStub | undefined> {
  try {
    return await startVisionStub({ port: E2E.visionStubPort, tag: E2E.projectId });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    // Only the scan specs need it, and they fail with a clear message; other suites run on.
    console.warn(
      `Vision stub port ${E2E.visionStubPort} is taken (another E2E suite?): set E2E_STUB_PORT to a free port for the scan specs.`,
    );
    return undefined;
  }
}
