// The runQuery addresses the build writes into the page's early script (vite-plugins/first-paint.ts).
// vite.config.ts loads this file: no '@/' imports, each import spells .ts.
import { readEnv } from './env.ts';
import { runQueryUrl } from './firestore-rest.ts';

/** runQueryUrl for the raw build environment on a hostname, or null where the app is not configured. */
export function runQueryUrlFor(raw: Record<string, string | boolean | undefined>, hostname: string) {
  try {
    return runQueryUrl(readEnv(raw, hostname));
  } catch {
    return null; // the app itself shows why it cannot start
  }
}
