// Sign-in help and account security (decision 0028): a real password reset through the Auth emulator's
// out-of-band codes, and Settings → Security's password and e-mail changes, with the private e-mail
// record following a verified change.
//   E2E_PORT=4320 E2E_PROJECT=demo-h-a-pw node stack/with-stack.mjs --app -- npx playwright test tests/e2e/account-password.spec.ts
import type { Browser, Page } from '@playwright/test';
import { applyOobCode, oobCodeFor, resetPassword } from './support/auth-oob';
import {
  createUser,
  expect,
  getDocument,
  signInThroughForm,
  test,
  uniqueName,
  untilAppRuns,
} from './support/fixtures';

const RESET_SENT = 'If an account exists for that address, we have sent a link to reset the password.';
const WRONG_CREDENTIALS = 'Incorrect email or password.';

async function requestReset(page: Page, email: string) {
  await page.goto('/login');
  const toggle = page.getByRole('button', { name: 'Forgot your password?' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const form = page.getByRole('form', { name: 'Reset your password' });
  await form.getByLabel("Your account's e-mail address").fill(email);
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(form.getByRole('status')).toHaveText(RESET_SENT);
}

/** Signs in on a fresh browser (no session kept), expecting to get in or to be refused. */
async function trySignIn(browser: Browser, email: string, password: string, outcome: 'in' | 'refused') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await signInThroughForm(page, { email, password });
  if (outcome === 'in') await expect(page).not.toHaveURL(/\/login/);
  else await expect(page.getByRole('alert')).toHaveText(WRONG_CREDENTIALS);
  return { page, close: () => context.close() };
}

test('a forgotten password is reset with the e-mailed code, and only the new one signs in', async ({
  page,
  browser,
}) => {
  const me = await createUser();
  await requestReset(page, me.email);
  const code = await oobCodeFor(me.email, 'PASSWORD_RESET');
  await resetPassword(code, 'brandnew42');

  await (await trySignIn(browser, me.email, me.password, 'refused')).close();
  await (await trySignIn(browser, me.email, 'brandnew42', 'in')).close();
});

test('an unknown address gets the same answer, asked from the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await untilAppRuns(page);
  const toggle = page.getByRole('button', { name: 'Forgot your password?' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const field = page.getByLabel("Your account's e-mail address");
  await expect(field).toBeFocused();
  await page.keyboard.type(`${uniqueName('nobody')}@e2e.test`.toLowerCase());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('form', { name: 'Reset your password' }).getByRole('status')).toHaveText(
    RESET_SENT,
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a reset request that cannot reach Auth says so, and the button is free again', async ({ page }) => {
  await page.route('**/accounts:sendOobCode**', (route) => route.abort('internetdisconnected'));
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  const form = page.getByRole('form', { name: 'Reset your password' });
  await form.getByLabel("Your account's e-mail address").fill('someone@e2e.test');
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(form.getByRole('alert')).toHaveText('Network error. Please check your connection.');
  await expect(form.getByRole('status')).toHaveText('');
  await expect(form.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
});

async function openSecurity(page: Page, email: string, password: string) {
  await page.goto('/login');
  await signInThroughForm(page, { email, password });
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/settings/security');
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
}

test('Settings → Security changes the password after the current one is confirmed', async ({
  page,
  browser,
}) => {
  const me = await createUser();
  await openSecurity(page, me.email, me.password);
  const form = page.getByRole('form', { name: 'Change password' });
  const fill = async (current: string, next: string) => {
    await form.getByLabel('Current password').fill(current);
    await form.getByLabel('New password', { exact: true }).fill(next);
    await form.getByLabel('Confirm new password').fill(next);
    await form.getByRole('button', { name: 'Change password' }).click();
  };
  // Auth out of reach: the network message, and nothing changed.
  await page.route('**/accounts:signInWithPassword**', (route) => route.abort('internetdisconnected'));
  await fill(me.password, 'fresh-pass-7');
  await expect(form.getByRole('alert')).toHaveText('Network error. Please check your connection.');
  await page.unroute('**/accounts:signInWithPassword**');
  await fill('not-my-password', 'fresh-pass-7');
  await expect(form.getByRole('alert')).toHaveText('Your current password is incorrect.');
  await fill(me.password, 'abc');
  await expect(form.getByRole('alert')).toHaveText('That password is too weak: use at least 6 characters.');
  await fill(me.password, 'fresh-pass-7');
  await expect(form.getByRole('status')).toHaveText('Your password has been changed.');

  await (await trySignIn(browser, me.email, 'fresh-pass-7', 'in')).close();
  await (await trySignIn(browser, me.email, me.password, 'refused')).close();
});

test('Settings → Security changes the e-mail once the new address is confirmed; the private record follows', async ({
  page,
  browser,
}) => {
  const me = await createUser();
  const other = await createUser();
  const next = `${uniqueName('moved')}@e2e.test`.toLowerCase();
  await openSecurity(page, me.email, me.password);
  const form = page.getByRole('form', { name: 'Change email address' });
  const ask = async (email: string) => {
    await form.getByLabel('New email address').fill(email);
    await form.getByLabel('Current password').fill(me.password);
    await form.getByRole('button', { name: 'Change email address' }).click();
  };
  await ask(me.email.toUpperCase());
  await expect(form.getByRole('alert')).toHaveText('That is already your email address.');
  await ask('not an address');
  await expect(form.getByRole('alert')).toHaveText('That email address is not valid.');
  await ask(other.email);
  await expect(form.getByRole('alert')).toHaveText('An account with this email already exists.');
  await ask(next);
  await expect(form.getByRole('status')).toContainText(`We have sent a link to ${next}.`);
  // Nothing changes until the link is opened.
  expect(await getDocument(`users/${me.uid}/private/account`)).toMatchObject({ email: me.email });

  await applyOobCode(await oobCodeFor(next, 'VERIFY_AND_CHANGE_EMAIL'));
  const signedIn = await trySignIn(browser, next, me.password, 'in');
  await expect.poll(async () => (await getDocument(`users/${me.uid}/private/account`))?.email).toBe(next);
  await signedIn.close();
  await (await trySignIn(browser, me.email, me.password, 'refused')).close();
});
