// Where the rules tests list the Firestore projects their files shared (tests/rules/helpers.ts), for
// rules/coverage.mjs to read their reports; npm test empties it before the layer runs.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SHARED_PROJECTS_FILE = join(
  fileURLToPath(new URL('..', import.meta.url)),
  '.e2e-build',
  'rules-shared-projects.txt',
);

/** Rules files whose project holds more than data: the budget files load padded rules into theirs, and
 * the image URL suite names its bucket. They keep their own project. */
const OWN_PROJECT = new Set([
  'demo-rules-write-budgets',
  'demo-rules-users-budget',
  'demo-rules-notification-budget',
  'demo-rules-image-urls',
]);

/** Whether a rules file that names `projectId` runs in a shared project instead. */
export function isShared(projectId) {
  return projectId.startsWith('demo-rules-') && !OWN_PROJECT.has(projectId);
}
