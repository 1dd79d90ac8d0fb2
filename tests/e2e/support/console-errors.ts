// What the shared fixture (./fixtures.ts) does with the browser's errors: every console.error and every
// uncaught error of any page of the test (its own page, and every context it opens) fails the test,
// unless the test allowed it by name, each with its reason (issue 40 section 4: the unit layer already
// fails on an unexpected console.error, tests/setup/unit-setup.ts).
import type { BrowserContext, ConsoleMessage } from '@playwright/test';

/** A console error a test expects: what it looks like, and why it is not a bug there. */
interface KnownError {
  name: string;
  reason: string;
  matches: RegExp;
}

/**
 * The known ones. A spec names those it expects with `test.use({ allowErrors: ['offline'] })` (for its
 * file or a describe block). Only ALWAYS_ALLOWED is allowed everywhere.
 */
const KNOWN_ERRORS = {
  firestoreSlow: {
    name: 'Firestore slow to answer',
    reason:
      "The SDK's own notice when the server has not answered a first read within 10 s: the shared " +
      'emulator on a loaded 2-core machine does that at times. The app shows its offline banner and ' +
      'carries on; whether the screen still did its job is what the test asserts.',
    matches: /Could not reach Cloud Firestore backend\. Backend didn't respond within 10 seconds/,
  },
  offline: {
    name: 'offline',
    reason:
      'The spec takes the network away on purpose (context.setOffline, a route that aborts, an emulator ' +
      'that is not there): the browser logs each request it could not make (WebChannel also probes ' +
      'www.google.com), the SDK the connection it lost, and the service worker the update it could not fetch; ' +
      'an image not yet cached goes through the service worker, whose failed fetch the page logs as ERR_FAILED.',
    matches:
      /net::ERR_INTERNET_DISCONNECTED|net::ERR_CONNECTION_REFUSED|www\.google\.com\/images\/cleardot\.gif|Could not reach Cloud Firestore backend|An unknown error occurred when fetching the script|net::ERR_FAILED \(at http:\/\/127\.0\.0\.1:9199\/v0\/b\//,
  },
  authRefused: {
    name: 'sign-in refused',
    reason:
      'The spec types a wrong password or an unknown address on purpose: the Auth emulator answers 400, ' +
      'which the browser logs as a failed request (the app shows the spec’s message).',
    matches: /status of 400 \(Bad Request\) \(at http:\/\/127\.0\.0\.1:9099\/identitytoolkit/,
  },
  permissionDenied: {
    name: 'permission-denied',
    reason:
      'The spec makes a write the rules refuse on purpose (a blocked user, an attack): the server answers ' +
      '403, which the browser logs as a failed request, and the SDK may log the refusal it throws.',
    matches:
      /status of 403 \(Forbidden\)|PERMISSION_DENIED|permission-denied|Missing or insufficient permissions/,
  },
  listenChannelClosed: {
    name: 'listen or write channel closed with a stale session',
    reason:
      'When the app signs out, deletes the account or changes its e-mail, the SDK closes its listen or write channel ' +
      '(TYPE=terminate) with a session or token the emulator no longer takes, which answers 400. It is the ' +
      'close itself: nothing is lost, and no screen shows it. Allowed everywhere.',
    matches:
      /status of 400 \(Bad Request\) \(at http:\/\/127\.0\.0\.1:8080\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel\?.*TYPE=terminate/,
  },
  clockMoved: {
    name: "the page's clock moved",
    reason:
      "The spec moves the browser's clock (Playwright's clock) to another week: the SDK sees the server's " +
      'update times in its future and says so. The rules take the server time, the screen the browser time.',
    matches: /Detected an update time that is in the future/,
  },
  unreachablePhoto: {
    name: 'photo on the real Storage host',
    reason:
      'The spec arranges documents with a photo address on firebasestorage.googleapis.com, which this ' +
      'machine cannot resolve (no internet): the browser logs the image it could not load.',
    matches: /net::ERR_NAME_NOT_RESOLVED \(at https:\/\/firebasestorage\.googleapis\.com\//,
  },
  scriptsHeld: {
    name: "app's scripts held",
    reason:
      "The spec fails the app's scripts or a route's chunk on purpose (to see the HTML's own frame, or " +
      'the route error card): the browser logs the request, and the app the chunk it could not load.',
    matches:
      /net::ERR_FAILED \(at http:\/\/localhost:\d+\/assets\/|net::ERR_INTERNET_DISCONNECTED \(at http:\/\/localhost:\d+\/assets\/|Failed to fetch dynamically imported module/,
  },
  tilesHeld: {
    name: "the map's tiles held",
    reason:
      'The spec fails the map tile server on purpose (issue 42: tiles unreachable, as offline): the ' +
      'browser logs each tile it could not load.',
    matches: /net::ERR_FAILED \(at http:\/\/127\.0\.0\.1:\d+\/\d+\/\d+\/\d+\.png/,
  },
  queryFailed: {
    name: "the HTML's query failed",
    reason:
      'The spec answers the first paint’s REST query with 503 on purpose, so the page asks again: the ' +
      'browser logs the failed request.',
    matches: /status of 503 \(Service Unavailable\) \(at http:\/\/127\.0\.0\.1:8080\/v1\//,
  },
  visionFailed: {
    name: 'vision model failed',
    reason:
      'The spec has the vision stub answer 500 on purpose: the browser logs the failed request (the app ' +
      'shows its error card).',
    matches: /status of 500 \(Internal Server Error\) \(at http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions/,
  },
} as const satisfies Record<string, KnownError>;

/** The name a spec allows a known error by. */
export type KnownErrorName = keyof typeof KNOWN_ERRORS;

/** Allowed in every test, each for its reason above. */
const ALWAYS_ALLOWED: readonly KnownError[] = [KNOWN_ERRORS.firestoreSlow, KNOWN_ERRORS.listenChannelClosed];

/** One error the browser reported, as the failure lists it. */
function describeConsoleError(msg: ConsoleMessage): string {
  const where = msg.location().url;
  return where ? `console.error: ${msg.text()} (at ${where})` : `console.error: ${msg.text()}`;
}

/** The errors no allowed entry matches. */
export function unexpectedErrors(errors: readonly string[], allowed: readonly KnownErrorName[]): string[] {
  const known = [...ALWAYS_ALLOWED, ...allowed.map((name) => KNOWN_ERRORS[name])];
  return errors.filter((e) => !known.some((k) => k.matches.test(e)));
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
