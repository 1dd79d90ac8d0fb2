// Delete my account (decision 0031) in real Chromium against the emulators: through the
// dialog on /privacy, and resumed at the next sign-in after an interruption.
//   E2E_PORT=4370 E2E_PROJECT=demo-h-e-1 node stack/with-stack.mjs --app -- npx playwright test tests/e2e/account-deletion.spec.ts --project chromium-mobile
import type { Page } from '@playwright/test';
import { startDeletionSteps } from '../../src/features/account/api/deletion/steps/start-deletion';
import { commitWrites, enc, patchWrite } from '../../stack/firestore-rest.mjs';
import { stepDocs, type SeedDoc } from '../../fixtures/step-docs';
import { refsFirestore } from '../../fixtures/user-doc';
import { billDocs } from '../../fixtures/seed-docs';
import { E2E } from './support/env';
import {
  commitDocs,
  createUser,
  expect,
  findAuthAccount,
  getDocument,
  PASSWORD,
  signInThroughForm,
  test,
  uniqueName,
  untilAppRuns,
} from './support/fixtures';

// Console errors this file causes on purpose (a wrong password first, a step failed offline, and an arranged
// photo on the real Storage host); see support/console-errors.ts.
// A step made to fail is refused by Storage (403).
test.use({
  allowErrors: ['offline', 'authRefused', 'unreachablePhoto', 'permissionDenied'],
});

const DELETED = 'Your account has been deleted.';
// A budget for the whole deletion to finish, not a wait (the expects return as soon as it shows): 22
// steps, several of them collection-group queries that the emulator answers by scanning the project,
// which every other spec fills. On a busy CI run the two resumed deletions took over the default 10 s.
const DELETION_BUDGET = { timeout: 45_000 };
const FINISHING = 'Finishing the deletion of your account…';
const docName = (path: string) => `projects/${E2E.projectId}/databases/(default)/documents/${path}`;

/**
 * A bill with its receipt claim, as a scan leaves them (written as admin: no scan needed here), the
 * claim under a key of this user's own so that no two tests share one.
 */
async function arrangeBill(uid: string) {
  const key = `2026-01-01_4250_trattoriaroma_${uid}`;
  const bill = {
    restaurantName: 'Trattoria Roma',
    address: 'Via Appia 1',
    totalAmount: 42.5,
    date: '2026-01-01',
    items: [{ name: 'Pizza', price: 42.5 }],
  };
  await commitDocs(
    billDocs(uid, bill, { billId: `${uid}_1`, at: new Date(), receiptKey: key }, 'bill', 'receipt'),
  );
  return key;
}

const board = (page: Page) => page.getByRole('list', { name: 'Top gold points, All Time' });

async function signUpThroughForm(page: Page, username: string, email: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('a user deletes their account: wrong password first, then gone everywhere, the username free again', async ({
  page,
}) => {
  // Someone else on the board, so it is a list before and after.
  // High enough to stay in the top 10 while the other specs add their diners (gold up to thousands).
  const other = await createUser({ gold: 8_500_000 });
  const username = uniqueName('del');
  const email = `${username.toLowerCase()}@e2e.test`;
  await signUpThroughForm(page, username, email);
  const uid = (await findAuthAccount(email)).localId as string;
  const receiptKey = await arrangeBill(uid);
  // At the top of the board, to see them leave it.
  await commitWrites([patchWrite(`users/${uid}`, { goldPoints: 9_000_000 }, E2E.projectId)], E2E.projectId);
  await page.goto('/');
  await untilAppRuns(page);
  await expect(board(page).getByRole('link', { name: new RegExp(username) })).toBeVisible();

  await page.goto('/privacy');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await dialog.getByLabel('Password').fill('not-my-password');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type your username to confirm').fill(username);
  await confirm.click();
  await expect(dialog.getByText('Your current password is incorrect.')).toBeVisible();
  expect(await getDocument(`users/${uid}`)).toBeTruthy();

  await dialog.getByLabel('Password').fill(PASSWORD);
  await confirm.click();
  await expect(page).toHaveURL(/\/login$/, DELETION_BUDGET);
  await expect(page.getByRole('status').filter({ hasText: DELETED })).toBeVisible(DELETION_BUDGET);
  expect(await findAuthAccount(email)).toBeNull();
  expect(await getDocument(`users/${uid}`)).toBeNull();
  // The marker stays, stripped: the uid can never sign up again (decision 0031).
  expect(Object.keys((await getDocument(`users/${uid}/private/deletion`)) ?? {}).sort()).toEqual([
    'finished',
    'startedAt',
  ]);
  expect(await getDocument(`receipts/${receiptKey}`)).toMatchObject({ userId: 'deleted' });
  expect(await getDocument(`bills/${uid}_1`)).toMatchObject({ userId: 'deleted', items: [] });

  await signInThroughForm(page, { email, password: PASSWORD });
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await page.goto('/');
  await untilAppRuns(page);
  await expect(board(page).getByRole('link', { name: new RegExp(other.username) })).toBeVisible();
  await expect(board(page).getByRole('link', { name: new RegExp(username) })).toHaveCount(0);

  await signUpThroughForm(page, username, `again-${email}`);
  expect(await getDocument(`usernames/${username.toLowerCase()}`)).toMatchObject({
    uid: (await findAuthAccount(`again-${email}`)).localId,
  });
});

test('a deletion stopped after its first step finishes at the next sign-in', async ({ page }) => {
  const user = await createUser({ gold: 50 });
  const receiptKey = await arrangeBill(user.uid);
  // Step 1 as it stands after the tab closed: the marker written, the record and the username gone.
  const stored = { username: user.username, usernameLower: user.username.toLowerCase(), goldPoints: 50 };
  const steps = startDeletionSteps(refsFirestore(), user.uid, stored, true);
  const [[markerPath, marker]] = stepDocs(steps, new Date(), 'marker') as [SeedDoc];
  await commitWrites(
    [
      { update: { name: docName(markerPath), fields: enc(marker).mapValue.fields } },
      { delete: docName(`users/${user.uid}`) },
      { delete: docName(`usernames/${user.username.toLowerCase()}`) },
    ],
    E2E.projectId,
  );

  // The status may show for a moment only: the page notes it when it appears.
  await page.addInitScript((text) => {
    new MutationObserver((_, observer) => {
      if (!document.body?.textContent?.includes(text)) return;
      (window as unknown as { sawFinishing: boolean }).sawFinishing = true;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, FINISHING);
  await page.goto('/login');
  await signInThroughForm(page, user);
  await expect(page.getByRole('status').filter({ hasText: DELETED })).toBeVisible(DELETION_BUDGET);
  expect(await page.evaluate(() => (window as unknown as { sawFinishing?: boolean }).sawFinishing)).toBe(
    true,
  );
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: DELETED })).toBeVisible(DELETION_BUDGET);
  expect(await findAuthAccount(user.email)).toBeNull();
  expect(await getDocument(`users/${user.uid}/private/deletion`)).toMatchObject({ finished: true });
  expect(await getDocument(`users/${user.uid}/private/account`)).toBeNull();
  expect(await getDocument(`receipts/${receiptKey}`)).toMatchObject({ userId: 'deleted' });
});

test('a step that fails stops the run with Try again, which resumes where it stopped; offline says so', async ({
  page,
  context,
}) => {
  const user = await createUser({ gold: 10 });
  const receiptKey = await arrangeBill(user.uid);
  await page.goto('/login');
  await signInThroughForm(page, user);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/privacy');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByLabel('Type your username to confirm').fill(user.username);

  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('You are offline. Connect to the internet, then try again.')).toBeVisible();
  await context.setOffline(false);

  // Storage refuses every call: the photos step fails after the steps before it are done.
  await page.route('**/v0/b/**', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: '{"error":{"code":403,"message":"refused"}}',
    }),
  );
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  const progress = dialog.getByRole('list', { name: 'Deletion progress' });
  await expect(progress.getByRole('listitem').filter({ hasText: 'Deleting your photos' })).toContainText(
    'stopped',
    DELETION_BUDGET,
  );
  await expect(progress.getByRole('listitem').filter({ hasText: 'Anonymising your bills' })).toContainText(
    'done',
  );
  await expect(dialog.getByRole('alert')).toHaveText(
    'The deletion stopped before it finished. Try again to continue where it stopped.',
  );
  expect(await getDocument(`users/${user.uid}`)).toBeNull();
  expect(await getDocument(`receipts/${receiptKey}`)).toMatchObject({ userId: 'deleted' });
  expect(await findAuthAccount(user.email)).toBeTruthy();

  await page.unroute('**/v0/b/**');
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/login$/, DELETION_BUDGET);
  await expect(page.getByRole('status').filter({ hasText: DELETED })).toBeVisible(DELETION_BUDGET);
  expect(await findAuthAccount(user.email)).toBeNull();
  expect(await getDocument(`users/${user.uid}/private/account`)).toBeNull();
});

test('a second tab open during the deletion does not run it twice, and ends signed out', async ({
  page,
  context,
}) => {
  const user = await createUser({ gold: 10 });
  await page.goto('/login');
  await signInThroughForm(page, user);
  await expect(page).not.toHaveURL(/\/login/);
  const other = await context.newPage();
  await other.goto('/feed');
  await expect(other.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.goto('/privacy');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByLabel('Type your username to confirm').fill(user.username);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('status').filter({ hasText: DELETED })).toBeVisible(DELETION_BUDGET);

  await expect(other).toHaveURL(/\/login/);
  await expect(other.getByRole('alert')).toHaveCount(0);
  await expect(other.getByRole('heading', { name: FINISHING })).toHaveCount(0);
  expect(await findAuthAccount(user.email)).toBeNull();
});
