import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import * as rest from '../../../stack/firestore-rest.mjs';
import { signUpDocs } from '../../../fixtures/user-doc';
import { unexpectedErrors, watchErrors, type KnownErrorName } from './console-errors';
import { E2E } from './env';
import '../../setup/english-texts';

export const PASSWORD = 'secret123';

export interface TestUser {
  uid: string;
  username: string;
  email: string;
  password: string;
}

let counter = 0;
/** A username unique across workers and runs (3-20 chars of [A-Za-z0-9_.]). */
export function uniqueName(prefix = 'u'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-5)}${process.pid % 1000}${counter}`.slice(0, 20);
}

/**
 * Creates a user directly in the emulators (an Auth account and the documents sign-up writes), so a
 * spec can start signed-in without going through the sign-up form each time.
 */
export async function createUser(
  opts: { username?: string; gold?: number; silver?: number } = {},
): Promise<TestUser> {
  const username = opts.username ?? uniqueName();
  const uid = `e2e-${username}`;
  const email = `${username.toLowerCase()}@e2e.test`;
  // Auth accounts live in the Auth emulator's one project whatever the suite's Firestore project is.
  await rest.createAuthAccount({ uid, email, password: PASSWORD, displayName: username });
  const [[userPath, user], ...claims] = signUpDocs(uid, username, email);
  const points = { goldPoints: opts.gold ?? 0, silverPoints: opts.silver ?? opts.gold ?? 0 };
  await rest.commitDocs(
    [[userPath, { ...user, ...points, totalSpent: opts.gold ?? 0 }], ...claims],
    E2E.projectId,
  );
  return { uid, username, email, password: PASSWORD };
}

export async function signInThroughForm(page: Page, user: Pick<TestUser, 'email' | 'password'>) {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Pages any visitor may open: every other route sends a signed-out visitor to /login first. */
const PUBLIC_PATHS = new Set(['/', '/login', '/terms', '/data-privacy']);

/**
 * Signs in and waits until the app has left /login for `then`. A signed-in page is opened first, as a
 * deep link: the app sends the visitor to /login and, once signed in, on to it (src/app/guards.tsx), in
 * one load of the app where opening /login and then `then` took two. `freshLoad`: `then` is loaded
 * anew once signed in, as a returning user opens it (first paint, offline, read and listener counts).
 */
export async function signIn(page: Page, user: TestUser, then = '/', { freshLoad = false } = {}) {
  const deepLink = !freshLoad && !PUBLIC_PATHS.has(new URL(then, 'http://x').pathname);
  await page.goto(deepLink ? then : '/login');
  if (deepLink) await expect(page).toHaveURL(/\/login$/);
  await signInThroughForm(page, user);
  await expect(page).not.toHaveURL(/\/login/);
  if (!deepLink && then !== '/') await page.goto(then);
}

/**
 * Scrolls the home page down so its below-the-fold Elite sections (loaded when they near the viewport)
 * render, as a person scrolling would.
 */
/**
 * Waits until the app has replaced the HTML's prerendered frame (decision 0022): the frame's toggles
 * are React's markup but do nothing until the app runs, so a click on them before that is lost.
 */
export async function untilAppRuns(page: Page) {
  await expect(page.locator('[data-frame]')).toHaveCount(0);
}

export async function revealBelowFold(page: Page) {
  await expect(page.locator('[data-below-fold]')).toHaveCount(1);
  await page.locator('[data-below-fold]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-below-fold="loaded"]')).toHaveCount(1);
}

export const getDocument = (path: string) => rest.getDocument(path, E2E.projectId);
export const listDocuments = (collection: string) => rest.listDocuments(collection, E2E.projectId);
export const commitDocs = (docs: [string, Record<string, unknown>][]) => rest.commitDocs(docs, E2E.projectId);
export const findAuthAccount = (email: string) => rest.findAuthAccount(email);

export const test = base.extend<{ allowErrors: readonly KnownErrorName[]; consoleErrors: string[] }>({
  // The console errors this test expects, by their names in ./console-errors.ts (each with its reason):
  // `test.use({ allowErrors: ['permissionDenied'] })`. Names, not the entries: Playwright would read an
  // array whose second item is an object as a [value, options] pair.
  allowErrors: [[], { option: true }],
  // Every spec fails on an uncaught page error or an unexpected console.error, in its own page and in
  // every browser context it opens (another device, a second user): a crash or a logged error is never
  // a pass. A spec may push what it notices itself.
  consoleErrors: [
    async ({ browser, context, allowErrors }, use) => {
      const errors: string[] = [];
      const watch = (opened: BrowserContext) => watchErrors(opened, errors);
      watchErrors(context, errors);
      browser.on('context', watch);
      try {
        await use(errors);
      } finally {
        browser.off('context', watch);
      }
      expect(
        unexpectedErrors(errors, allowErrors),
        'console errors or uncaught errors in the page (allow an expected one with test.use({ allowErrors }))',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Runs `run` in a page of a new browser context (another device: nothing kept), closes it, and fails at
 * once on any uncaught error in that page, named `what` (its console errors fail the test at its end, as
 * the fixture above watches every context the test opens).
 */
export async function inNewContext<T>(
  browser: Browser,
  options: BrowserContextOptions,
  run: (page: Page) => Promise<T>,
  what = 'the other page',
): Promise<T> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  try {
    return await run(page);
  } finally {
    await context.close();
    expect(errors, `uncaught errors in ${what}`).toEqual([]);
  }
}
