// Where the rules and integration tests list the Firestore projects their files shared
// (tests/rules/helpers.ts), for rules/coverage.mjs to read their reports; npm test empties it first.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SHARED_PROJECTS_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '.e2e-build',
  'rules-shared-projects.txt',
);

/**
 * Files whose project holds more than data, or is named elsewhere in the file: the budget files load
 * padded rules into theirs, the period keys test a ruleset of its own, the image URL suite names its
 * bucket, and four integration files build REST addresses, tokens or a bucket from theirs. They keep it.
 */
const OWN_PROJECT = new Set([
  'demo-rules-write-budgets',
  'demo-rules-users-budget',
  'demo-rules-image-urls',
  'demo-rules-period-keys',
  'demo-int-account-deletion',
  'demo-int-board',
  'demo-int-feed',
  'demo-int-groups-leave',
]);

/** Whether a rules or integration file that names `projectId` runs in a shared project instead. */
export function isShared(projectId) {
  return /^demo-(rules|int|integration)-/.test(projectId) && !OWN_PROJECT.has(projectId);
}
