import { clearFirestore } from '../../../scripts/firestore-rest.mjs';
import { loadFirestoreRules } from '../../../scripts/stack.mjs';
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
}
