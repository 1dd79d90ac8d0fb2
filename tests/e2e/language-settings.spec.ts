// Settings → Language and Settings → App Settings (docs/decisions/0034-language-and-app-settings.md), in
// real Chromium against the built app and the emulators. The language is kept on the device (across a
// reload and a sign-out) and on the account (users/{uid}/private/settings), which another device follows
// at sign-in. App Settings are kept on the device: the board / opens on, and the confetti.
import type { Page } from '@playwright/test';
import { E2E } from './support/env';
import {
  createUser,
  expect,
  findAuthAccount,
  getDocument,
  inNewContext,
  PASSWORD,
  signIn,
  test,
  uniqueName,
  untilAppRuns,
  type TestUser,
} from './support/fixtures';
import { say } from './support/english-left';
import { answerModelInPage, fencedReply, localDate, uploadReceipt } from './support/scan';

const CONGRATS = 'Congratulations! You earned Gold Points!';
/** A second device: the test page's mobile viewport, an English browser, nothing kept. */
const FRESH_DEVICE = {
  viewport: { width: 412, height: 915 },
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
  baseURL: E2E.baseURL,
};

const accountLanguage = async (user: TestUser) =>
  ((await getDocument(`users/${user.uid}/private/settings`)) as { language?: string } | null)?.language;
const deviceLanguage = (page: Page) => page.evaluate(() => localStorage.getItem('goldfork-language'));
const html = (page: Page) => page.locator('html');

/** The sign-in form without its texts (the page may be in Italian): e-mail, password, submit. */
async function signInAnyLanguage(page: Page, user: TestUser) {
  await page.goto('/login');
  await untilAppRuns(page);
  const form = page.locator('form').filter({ has: page.locator('input[name="password"]') });
  await form.locator('input[name="email"]').fill(user.email);
  await form.locator('input[name="password"]').fill(user.password);
  await form.locator('button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Log out through the menu, whatever its language: the menu button, then its last item. */
async function signOutAnyLanguage(page: Page) {
  await page.locator('header button[aria-haspopup="menu"]').click();
  await page.getByRole('menu').getByRole('menuitem').last().click();
  await expect(page).toHaveURL(/\/login$/);
}

test('the language switched in Settings stays across a reload and a sign-out, and follows the account to another device', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const user = await createUser();
  await signIn(page, user, '/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await expect(html(page)).toHaveAttribute('lang', 'en');

  // Settings → Language: English and Italiano, a radio group; Italiano switches at once.
  await page.getByRole('link', { name: /^Language/ }).click();
  await expect(page).toHaveURL(/\/settings\/language$/);
  const group = page.getByRole('radiogroup', { name: 'Language' });
  await expect(group.getByRole('radio', { name: 'English' })).toBeChecked();
  await group.getByRole('radio', { name: 'Italiano' }).check();
  await expect(html(page)).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { level: 1, name: 'Lingua' })).toBeVisible();
  await expect(
    page.getByRole('radiogroup', { name: 'Lingua' }).getByRole('radio', { name: 'Italiano' }),
  ).toBeChecked();
  expect(await deviceLanguage(page)).toBe('it');
  await expect.poll(() => accountLanguage(user)).toBe('it');

  // A reload: still Italian.
  await page.goto('/settings');
  await untilAppRuns(page);
  await expect(html(page)).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { level: 1, name: 'Impostazioni account' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Lingua/ })).toContainText('Italiano');
  await page.reload();
  await expect(html(page)).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { level: 1, name: 'Impostazioni account' })).toBeVisible();

  // Signed out and in again on this device: still Italian.
  await signOutAnyLanguage(page);
  await expect(html(page)).toHaveAttribute('lang', 'it');
  await signInAnyLanguage(page, user);
  await page.goto('/settings/language');
  await expect(page.getByRole('heading', { level: 1, name: 'Lingua' })).toBeVisible();
  await expect(html(page)).toHaveAttribute('lang', 'it');

  // Another device, whose browser is English: signed out it is English; signed in, it follows the account.
  await inNewContext(browser, FRESH_DEVICE, async (other) => {
    await other.goto('/login');
    await untilAppRuns(other);
    await expect(html(other)).toHaveAttribute('lang', 'en');
    await signIn(other, user);
    await expect(html(other)).toHaveAttribute('lang', 'it');
    await expect.poll(() => deviceLanguage(other)).toBe('it');
    await other.goto('/settings/language');
    await expect(other.getByRole('heading', { level: 1, name: 'Lingua' })).toBeVisible();
    const choices = other.getByRole('radiogroup', { name: 'Lingua' });
    await expect(choices.getByRole('radio', { name: 'Italiano' })).toBeChecked();

    // Back to English there: the device and the account follow.
    await choices.getByRole('radio', { name: 'English' }).check();
    await expect(html(other)).toHaveAttribute('lang', 'en');
    await expect(other.getByRole('heading', { level: 1, name: 'Language' })).toBeVisible();
    expect(await deviceLanguage(other)).toBe('en');
    await expect.poll(() => accountLanguage(user)).toBe('en');
    await other.reload();
    await expect(html(other)).toHaveAttribute('lang', 'en');
    await expect(other.getByRole('radio', { name: 'English' })).toBeChecked();
  });
});

test.describe('signing up in Italian', () => {
  test.use({ locale: 'it-IT' });

  test('the greeting bio is stored in English and shown in Italian', async ({ page }) => {
    const username = uniqueName('it');
    const email = `${username}@e2e.test`;
    const it = (key: string, values?: Record<string, string>) => say('it', key, values);
    await page.goto('/login');
    await page.getByRole('button', { name: it('auth:form.toSignUp'), exact: true }).click();
    await page.getByLabel(it('auth:form.username')).fill(username);
    await page.getByLabel(it('auth:form.email')).fill(email);
    await page.getByLabel(it('auth:form.password'), { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: it('auth:form.signUp'), exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    const { localId } = await findAuthAccount(email);
    // One stored form every reader recognises (src/domain/default-bio.ts).
    const stored = `Hi, I'm ${username}! I love good food and great company.`;
    expect(await getDocument(`users/${localId}`)).toMatchObject({ bio: stored });
    await page.goto('/profile/me');
    await expect(
      page.getByText(it('profile:header.defaultBio', { username }), { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(stored)).toHaveCount(0);
  });
});

test('App Settings: / opens on the chosen board after a reload; with celebrations off, no confetti', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const user = await createUser();
  await signIn(page, user, '/settings');
  await page.getByRole('link', { name: 'App Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'App Settings' })).toBeVisible();
  const board = page.getByRole('region', { name: 'Leaderboard' });
  await expect(board.getByRole('radio', { name: 'Gold' })).toBeChecked();
  await expect(board.getByRole('radio', { name: 'All Time' })).toBeChecked();
  await board.getByRole('radiogroup', { name: 'Points type' }).getByRole('radio', { name: 'Silver' }).check();
  await board.getByRole('radiogroup', { name: 'Period' }).getByRole('radio', { name: 'This Month' }).check();
  const confetti = page.getByRole('switch', { name: /^Confetti/ });
  await expect(confetti).toBeChecked();
  await confetti.click();
  await expect(confetti).not.toBeChecked();

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Silver' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'This Month' })).toBeChecked();
  await expect(page.getByRole('switch', { name: /^Confetti/ })).not.toBeChecked();

  // / opens on silver, This Month; the gold All Time board is neither painted nor shown.
  await page.goto('/');
  await untilAppRuns(page);
  const pressed = (group: string, name: string) =>
    page.getByRole('group', { name: group }).getByRole('button', { name, exact: true });
  await expect(pressed('Points type', 'Silver')).toHaveAttribute('aria-pressed', 'true');
  await expect(pressed('Period', 'This Month')).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page
      .getByRole('list', { name: 'Top silver points, This Month', exact: true })
      .or(page.getByText('No users found')),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Top gold points, All Time', exact: true })).toHaveCount(0);

  // A confirmed bill with celebrations off: the toast, no confetti canvas.
  const bill = {
    restaurantName: `Trattoria Quiet ${Date.now().toString(36)}`,
    address: 'Via Roma 1, 20121 Milano',
    totalAmount: 12.5,
    date: localDate(0),
    items: [{ name: 'Pizza Margherita', price: 12.5 }],
  };
  await answerModelInPage(page, fencedReply(bill));
  await page.goto('/scan');
  await expect(page.getByRole('heading', { level: 1, name: 'Scan Receipt' })).toBeVisible();
  await uploadReceipt(page);
  await page
    .getByRole('article', { name: 'Receipt details' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByText(CONGRATS)).toBeVisible();
  // canvas-confetti would have drawn on a canvas of its own over the page by now (scan.spec.ts sees it).
  await page.waitForTimeout(1000);
  await expect(page.locator('body > canvas')).toHaveCount(0);
});
