import { test as base, expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import * as rest from '../../../stack/firestore-rest.mjs';
import { signUpDocs } from '../../../fixtures/user-doc';
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

/** Opens /login, signs in, and waits until the app has left the login page. */
export async function signIn(page: Page, user: TestUser, then = '/') {
  await page.goto('/login');
  await signInThroughForm(page, user);
  await expect(page).not.toHaveURL(/\/login/);
  if (then !== '/') await page.goto(then);
}

/** Admin reads and writes in this suite's project (rules bypassed): for arranging and checking data. */
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

export const test = base.extend<{ consoleErrors: string[] }>({
  // Every spec fails on an uncaught page error: a crash is never a pass.
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Runs `run` in a page of a new browser context (another device: nothing kept), closes it, and fails on
 * any uncaught error in that page (the fixture above watches only the test's own page).
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
