// What the shared fixture (./fixtures.ts) does with the browser's errors: every console.error and every
// uncaught error of any page of the test (its own page, and every context it opens) fails the test,
// unless the test allowed it by name, each with its reason (issue 40 section 4: the unit layer already
// fails on an unexpected console.error, tests/setup/unit-setup.ts).
import type { BrowserContext, ConsoleMessage } from '@playwright/test';

/** A console error a test expects: what it looks like, and why it is not a bug there. */
export interface KnownError {
  name: string;
  reason: string;
  matches: RegExp;
}

/**
 * The known ones. A spec names those it expects with `test.use({ allowErrors: [KNOWN_ERRORS.x] })`
 * (for its file or a describe block); none is allowed everywhere.
 */
export const KNOWN_ERRORS = {
  permissionDenied: {
    name: 'permission-denied',
    reason:
      'The spec makes a write or a read the rules refuse on purpose (an attack, a blocked user, a ' +
      'deleted account): the Firestore SDK logs the refusal it then throws to the app.',
    matches: /PERMISSION_DENIED|permission-denied|Missing or insufficient permissions/,
  },
  offline: {
    name: 'offline',
    reason:
      'The spec takes the network away (context.setOffline, a route that aborts): the browser logs each ' +
      'request it could not make, and the SDKs log the connection they lost.',
    matches:
      /net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|net::ERR_NAME_NOT_RESOLVED|net::ERR_CONNECTION_REFUSED|Failed to fetch|Failed to load resource|Could not reach Cloud Firestore backend|WebChannelConnection RPC/,
  },
  missingChunk: {
    name: 'missing chunk',
    reason:
      "The spec fails a route's script on purpose (route-error.spec.ts): the browser logs the failed " +
      'request and React the error its boundary caught.',
    matches:
      /Failed to load resource|Failed to fetch dynamically imported module|error occurred in|route error/i,
  },
} as const satisfies Record<string, KnownError>;

/** One error the browser reported, as the failure lists it. */
export function describeConsoleError(msg: ConsoleMessage): string {
  const where = msg.location().url;
  return where ? `console.error: ${msg.text()} (at ${where})` : `console.error: ${msg.text()}`;
}

/** The errors no allowed entry matches. */
export function unexpectedErrors(errors: readonly string[], allowed: readonly KnownError[]): string[] {
  return errors.filter((e) => !allowed.some((k) => k.matches.test(e)));
}

/**
 * Collects the console errors and uncaught errors of `context`'s pages (workers included: their console
 * messages come through their page) into `errors`.
 */
export function watchErrors(context: BrowserContext, errors: string[]): void {
  context.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(describeConsoleError(msg));
  });
  context.on('weberror', (err) => errors.push(`uncaught: ${err.error().message}`));
}
